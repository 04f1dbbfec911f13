import { describe, expect, it } from "vitest";
import {
  ownTable,
  parseCarType,
  parseCoded,
  parseConsumption,
  parseCount,
  parseKm,
  parsePrice,
  parseStatus,
  parseYear,
  parseYesNo,
} from "./values";

const NOW = new Date(Date.UTC(2026, 10, 27));

describe("prices", () => {
  it("read dollars as DMS exports write them", () => {
    for (const raw of ["32990", "$32,990", "32990.00", " AUD 32 990 ", "$32,990.40", "A$32990"])
      expect(parsePrice(raw)).toEqual({ ok: true, value: 32990 });
  });
  it("read no price, zero and POA as no price (the dealer's no-price text shows)", () => {
    for (const raw of ["", "0", "POA", "p.o.a.", "Price on application"]) expect(parsePrice(raw)).toEqual({ ok: true, value: null });
  });
  it("refuse words, negatives and typos above $10,000,000 with the value quoted", () => {
    expect(parsePrice("abc")).toEqual({ ok: false, reason: "Price 'abc' is not an amount in dollars" });
    expect(parsePrice("-5000").ok).toBe(false);
    expect(parsePrice("32.990.00").ok).toBe(false);
    expect(parsePrice("3299000000")).toEqual({ ok: false, reason: "Price '3299000000' is above $10,000,000" });
  });
});

describe("kilometres", () => {
  it("read grouped digits and a km suffix by the lead forms' rule", () => {
    expect(parseKm("85,000")).toEqual({ ok: true, value: 85000 });
    expect(parseKm("85 000 km")).toEqual({ ok: true, value: 85000 });
    expect(parseKm("85000.0")).toEqual({ ok: true, value: 85000 });
    expect(parseKm("")).toEqual({ ok: true, value: 0 });
  });
  it("refuse fractions, words and more than 3,000,000", () => {
    expect(parseKm("12.5").ok).toBe(false);
    expect(parseKm("lots").ok).toBe(false);
    expect(parseKm("3000001").ok).toBe(false);
  });
});

describe("years", () => {
  it("read a year, a date or month/year", () => {
    for (const raw of ["2019", "2019-05-01", "2019-05-01T00:00:00", "05/2019", "2019.0"])
      expect(parseYear(raw, NOW)).toEqual({ ok: true, value: 2019 });
  });
  it("refuse a missing year, words and years outside 1950 to next year", () => {
    expect(parseYear("", NOW)).toEqual({ ok: false, reason: "Year is missing" });
    expect(parseYear("soon", NOW)).toEqual({ ok: false, reason: "Year 'soon' is not a year" });
    expect(parseYear("1949", NOW)).toEqual({ ok: false, reason: "Year 1949 is outside 1950–2027" });
    expect(parseYear("2027", NOW)).toEqual({ ok: true, value: 2027 });
    expect(parseYear("2028", NOW).ok).toBe(false);
  });
});

describe("coded values", () => {
  it("turn a DMS's condition words into new, used and demo", () => {
    expect(parseCarType("N")).toEqual({ ok: true, value: "new" });
    expect(parseCarType("Pre-Owned")).toEqual({ ok: true, value: "used" });
    expect(parseCarType("Demonstrator")).toEqual({ ok: true, value: "demo" });
    expect(parseCarType("")).toEqual({ ok: false, reason: "Condition is missing" });
  });
  it("turn availability words into in_stock, coming_soon and sold", () => {
    expect(parseStatus("Available")).toEqual({ ok: true, value: "in_stock" });
    expect(parseStatus("In Transit")).toEqual({ ok: true, value: "coming_soon" });
    expect(parseStatus("SOLD")).toEqual({ ok: true, value: "sold" });
  });
  it("turn body, fuel, transmission and drive labels into the codes cars store", () => {
    expect(parseCoded("body", "Cab Chassis")).toEqual({ ok: true, value: "cabChassis" });
    expect(parseCoded("body", "cabChassis")).toEqual({ ok: true, value: "cabChassis" });
    expect(parseCoded("body", "Utility")).toEqual({ ok: true, value: "ute" });
    expect(parseCoded("body", "People Mover")).toEqual({ ok: true, value: "peopleMover" });
    expect(parseCoded("fuel", "Petrol - Premium ULP")).toEqual({ ok: true, value: "petrol" });
    expect(parseCoded("fuel", "Plug-in Hybrid")).toEqual({ ok: true, value: "phev" });
    expect(parseCoded("transmission", "CVT")).toEqual({ ok: true, value: "Automatic" });
    expect(parseCoded("transmission", "6 Speed Manual")).toEqual({ ok: true, value: "Manual" });
    expect(parseCoded("drive", "Four Wheel Drive")).toEqual({ ok: true, value: "4WD" });
    expect(parseCoded("drive", "awd")).toEqual({ ok: true, value: "AWD" });
  });
  it("leave a blank body, fuel, transmission or drive empty (a caravan has none)", () => {
    expect(parseCoded("fuel", " ")).toEqual({ ok: true, value: "" });
  });
  it("refuse a word neither the mapping nor the built-in table knows, saying where to add it", () => {
    expect(parseCoded("body", "Spaceship")).toEqual({
      ok: false,
      reason: "Body 'Spaceship' is not one we know: add it to the mapping's values",
    });
  });
  it("take the mapping's own words first", () => {
    const own = ownTable({ "Ex-Rental": "used", N: "demo" });
    expect(parseCarType("ex rental", own)).toEqual({ ok: true, value: "used" });
    expect(parseCarType("n", own)).toEqual({ ok: true, value: "demo" });
  });
});

describe("small numbers and yes/no", () => {
  it("read counts and consumption, blank as nothing", () => {
    expect(parseCount("5", "Seats")).toEqual({ ok: true, value: 5 });
    expect(parseCount("", "Seats")).toEqual({ ok: true, value: null });
    expect(parseCount("five", "Seats")).toEqual({ ok: false, reason: "Seats 'five' is not a whole number from 0 to 99" });
    expect(parseConsumption("6.84L/100km")).toEqual({ ok: true, value: 6.8 });
    expect(parseConsumption("lots").ok).toBe(false);
  });
  it("read yes and no words", () => {
    expect(parseYesNo("Y", "Certified")).toEqual({ ok: true, value: true });
    expect(parseYesNo("false", "Certified")).toEqual({ ok: true, value: false });
    expect(parseYesNo("maybe", "Certified")).toEqual({ ok: false, reason: "Certified 'maybe' is not yes or no" });
  });
});
