import { describe, expect, it } from "vitest";
import { buyOnlineSchema, checkoutContactSchema, fieldMessages, onlinePaymentSchema } from "./contact";

describe("checkout forms", () => {
  it("takes a name, email, Australian phone and the terms; says what is wrong beside each field", () => {
    const ok = checkoutContactSchema.safeParse({ name: "Sam Shopper", email: "Sam@Example.com", phone: "0412 345 678", terms: "on" });
    expect(ok.success && ok.data).toEqual({ name: "Sam Shopper", email: "sam@example.com", phone: "+61412345678", terms: "on" });
    const bad = checkoutContactSchema.safeParse({ name: "", email: "x", phone: "12", terms: undefined });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(Object.keys(fieldMessages(bad.error)).sort()).toEqual(["email", "name", "phone", "terms"]);
  });
  it("buy online needs a postcode for delivery and the return policy read", () => {
    const base = { name: "Sam Shopper", email: "sam@example.com", phone: "0412345678", terms: "on", return_policy: "on" };
    expect(buyOnlineSchema.safeParse({ ...base, fulfilment: "pickup" }).success).toBe(true);
    const noPostcode = buyOnlineSchema.safeParse({ ...base, fulfilment: "delivery" });
    expect(!noPostcode.success && fieldMessages(noPostcode.error).postcode).toBe("Enter a 4-digit postcode for delivery.");
    expect(buyOnlineSchema.safeParse({ ...base, fulfilment: "pickup", return_policy: undefined }).success).toBe(false);
  });
  it("online payment reads dollars into cents within $1 to $50,000", () => {
    const parse = (amount: string) =>
      onlinePaymentSchema.safeParse({ reference: "inv-1042", amount, name: "Sam Shopper", email: "s@example.com" });
    const ok = parse("$1,250.50");
    expect(ok.success && ok.data).toMatchObject({ reference: "INV-1042", amount: 125050 });
    expect(parse("0.50").success).toBe(false);
    expect(parse("50000.01").success).toBe(false);
    expect(parse("12abc").success).toBe(false);
  });
});
