import { describe, expect, it } from "vitest";
import { LEAD_CAPTURE_FIELDS, PARTIAL_NOT_READY, partialTradeIn, shopperCarIdentity } from "./trade-in-partial";
import { testContext } from "./test-context";

const ctx = testContext({ settings: { locationSelect: false, preferredDealershipSelectRemoved: true } });

describe("the trade-in's partial lead", () => {
  it("lists the spec's lead-capture fields", () => {
    expect(LEAD_CAPTURE_FIELDS).toEqual(["kms", "regoState", "rego", "name", "phone", "email", "location_id"]);
  });

  it("keeps the valid fields once it has a name, a mobile or email, and the car", () => {
    const partial = partialTradeIn(ctx, {
      first_name: "Jo",
      mobile: "0412 345 678",
      email: "not-an-email",
      rego: "abc 123",
      kms: "45,000",
      postcode: "40",
    });
    expect(partial.ready).toBe(true);
    if (!partial.ready) return;
    expect(partial.form).toMatchObject({
      first_name: "Jo",
      mobile: "+61412345678",
      rego: "ABC123",
      regoState: "QLD",
      kms: 45_000,
      event_id: 22,
    });
    expect(partial.form).not.toHaveProperty("email");
    expect(partial.form).not.toHaveProperty("postcode");
    expect(partial).toMatchObject({ shopper: "mobile:+61412345678", car: "rego:QLD:ABC123" });
  });

  it("is not ready without a name, a way to reach the shopper, or the car", () => {
    const base = { first_name: "Jo", mobile: "0412345678", rego: "ABC123" };
    expect(partialTradeIn(ctx, base).ready).toBe(true);
    expect(partialTradeIn(ctx, { ...base, first_name: "" })).toEqual({ ready: false, errors: { "": [PARTIAL_NOT_READY] } });
    expect(partialTradeIn(ctx, { ...base, mobile: "12" }).ready).toBe(false);
    expect(partialTradeIn(ctx, { ...base, rego: "" }).ready).toBe(false);
    expect(partialTradeIn(ctx, { ...base, rego: "", make: "Mazda", model: "CX-5", year: "2022" }).ready).toBe(true);
  });

  it("names one shopper's one car the same however it is typed", () => {
    const a = shopperCarIdentity({ mobile: "+61412345678", make: "Mazda", model: "CX-5", year: 2022 });
    expect(shopperCarIdentity({ mobile: "+61412345678", make: " mazda", model: "cx-5 ", year: 2022 })).toEqual(a);
    expect(shopperCarIdentity({ email: "jo@example.com", rego: "ABC123", regoState: "WA" })).toEqual({
      shopper: "email:jo@example.com",
      car: "rego:WA:ABC123",
    });
    expect(shopperCarIdentity({ mobile: "+61412345678" })).toBeUndefined();
  });
});
