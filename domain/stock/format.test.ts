import { describe, expect, it } from "vitest";
import { formatAud, formatKm, formatPrice, groupDigits } from "./format";

const intlNumber = new Intl.NumberFormat("en-AU");
const intlAud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const samples = [
  0, 1, 12, 999, 1000, 1001, 12_345, 99_999.5, 123_456, 1_000_000, 250_000, 7.8, 12.125, 0.0004, 1234.5678, -1, -1234, 33_500.4, 9_999_999,
];

describe("number formats without Intl", () => {
  it("group digits exactly as en-AU's toLocaleString does", () => {
    for (const n of samples) expect(groupDigits(n), String(n)).toBe(intlNumber.format(n));
  });
  it("write whole dollars exactly as en-AU's currency format does", () => {
    for (const n of samples) expect(formatAud(n), String(n)).toBe(intlAud.format(Math.round(n)));
  });
  it("can drop fractions", () => {
    expect(groupDigits(1234.56, 0)).toBe("1,235");
    expect(groupDigits(-0.0001)).toBe("0");
  });
  it("formats prices, the no-price text and kilometres", () => {
    expect(formatPrice(45990, "Call us")).toBe("$45,990");
    expect(formatPrice(0, "Call us")).toBe("Call us");
    expect(formatPrice(null, "Call us")).toBe("Call us");
    expect(formatKm(123456)).toBe("123,456 km");
  });
});
