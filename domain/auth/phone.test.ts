import { describe, expect, it } from "vitest";
import { formatAuMobile, maskPhone, normaliseAuMobile } from "./phone";

describe("normaliseAuMobile", () => {
  it.each([
    ["0412 345 678", "+61412345678"],
    ["0412-345-678", "+61412345678"],
    ["+61 412 345 678", "+61412345678"],
    ["+61 (0)412 345 678", "+61412345678"],
    ["61412345678", "+61412345678"],
    ["412345678", "+61412345678"],
    ["  0491 570 156 ", "+61491570156"],
  ])("turns %s into E.164", (input, expected) => {
    expect(normaliseAuMobile(input)).toBe(expected);
  });

  it.each([
    ["landline", "(02) 9876 5432"],
    ["too short", "0412 345"],
    ["too long", "0412 345 6789"],
    ["foreign mobile", "+44 7700 900123"],
    ["US number", "+1 202 555 0123"],
    ["letters", "call me"],
    ["empty", ""],
    ["absurdly long", "0".repeat(200)],
  ])("rejects a %s", (_label, input) => {
    expect(normaliseAuMobile(input)).toBeNull();
  });

  it("rejects values that are not strings", () => {
    expect(normaliseAuMobile(412345678)).toBeNull();
    expect(normaliseAuMobile(undefined)).toBeNull();
    expect(normaliseAuMobile(["0412345678"])).toBeNull();
  });
});

describe("maskPhone and formatAuMobile", () => {
  it("hides the middle digits", () => {
    expect(maskPhone("+61412345678")).toBe("0412 ••• 678");
    expect(maskPhone("+61412345678")).not.toContain("345");
  });

  it("formats an AU mobile the way Australians write it", () => {
    expect(formatAuMobile("+61412345678")).toBe("0412 345 678");
  });
});
