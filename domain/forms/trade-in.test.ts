import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "./fields";
import { fieldErrors } from "./summary";
import { testContext } from "./test-context";
import { makeTradeInSchema } from "./trade-in";

const schema = makeTradeInSchema(testContext({ settings: { locationSelect: false, preferredDealershipSelectRemoved: true } }));
const contact = { first_name: "Jo", last_name: "Citizen", mobile: "0412 345 678", email: "jo@example.com", postcode: "4000", kms: "45000" };

describe("trade-in form: the shopper's car", () => {
  it("defaults the rego state to QLD (001 §9)", () => {
    expect(schema.parse({ ...contact, rego: "abc123" }).regoState).toBe("QLD");
    expect(schema.parse({ ...contact, rego: "abc123", regoState: "nsw" }).regoState).toBe("NSW");
  });
  it("defaults the rego state to the dealer's default state when it has one", () => {
    const vic = makeTradeInSchema({
      ...testContext({ settings: { locationSelect: false, preferredDealershipSelectRemoved: true } }),
      defaultState: "VIC",
    });
    expect(vic.parse({ ...contact, rego: "abc123" }).regoState).toBe("VIC");
  });
  it("takes make, model and year instead of a rego, with badge and condition", () => {
    expect(schema.parse({ ...contact, make: "Mazda", model: "CX-5", year: "2022", badge: "Maxx", condition: "Fair" })).toMatchObject({
      make: "Mazda",
      model: "CX-5",
      year: 2022,
      badge: "Maxx",
      condition: "fair",
    });
    expect(schema.parse({ ...contact, make: "Mazda", model: "CX-5", year: "2022" }).rego).toBeUndefined();
  });
  it("needs the rego when the car is not described by make, model and year", () => {
    const parsed = schema.safeParse({ ...contact, make: "Mazda" });
    expect(parsed.success ? {} : fieldErrors(parsed.error.issues)).toMatchObject({ rego: [FIELD_MESSAGES.regoRequired] });
  });
  it("asks a car's or a motorcycle's kilometres, never a caravan's (it has no odometer)", () => {
    const noKms = { ...contact, kms: "", rego: "ABC123" };
    const car = schema.safeParse(noKms);
    expect(car.success ? {} : fieldErrors(car.error.issues)).toMatchObject({ kms: [FIELD_MESSAGES.kms] });
    const bike = schema.safeParse({ ...noKms, tradeKind: "motorcycle" });
    expect(bike.success ? {} : fieldErrors(bike.error.issues)).toMatchObject({ kms: [FIELD_MESSAGES.kms] });
    expect(schema.parse({ ...noKms, tradeKind: "caravan" })).toMatchObject({ tradeKind: "caravan", kms: undefined });
    expect(schema.parse({ ...contact, rego: "ABC123", tradeKind: "caravan" }).kms).toBeUndefined();
    const vans = makeTradeInSchema({
      ...testContext({ settings: { locationSelect: false, preferredDealershipSelectRemoved: true } }),
      defaultTradeKind: "caravan",
    });
    expect(vans.parse(noKms)).toMatchObject({ tradeKind: "caravan", kms: undefined });
  });
  it("refuses a postcode that is not 4 digits", () => {
    const parsed = schema.safeParse({ ...contact, rego: "ABC123", postcode: "400" });
    expect(parsed.success ? {} : fieldErrors(parsed.error.issues)).toEqual({ postcode: [FIELD_MESSAGES.postcode] });
  });
});
