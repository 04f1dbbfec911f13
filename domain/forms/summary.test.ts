import { describe, expect, it } from "vitest";
import { isHoneypotFilled, HONEYPOT_FIELD } from "./honeypot";
import { isValidIdempotencyKey } from "./idempotency";
import { makeEnquirySchema } from "./enquiry";
import { fieldErrors, formErrorSummary } from "./summary";
import { testContext } from "./test-context";
import { formLayout } from "./context";

describe("error summary", () => {
  it("lists each message once under 'Please fix the following errors:'", () => {
    const result = makeEnquirySchema(testContext()).safeParse({ name: "Jo" });
    expect(result.success).toBe(false);
    const summary = formErrorSummary(fieldErrors(result.error!.issues));
    expect(summary.title).toBe("Please fix the following errors:");
    expect(summary.items).toEqual([
      "Please enter a valid email address.",
      "Please enter a valid Australian phone number.",
      "Please enter your comments.",
      "Please select an enquiry category.",
      "Please select a location.",
      "Please select your preferred dealership.",
    ]);
  });

  it("gives a message two fields share once", () => {
    expect(formErrorSummary({ name: ["A"], email: ["B", "A"], phone: [] }).items).toEqual(["A", "B"]);
  });

  it("groups issues by field for the messages beside each field", () => {
    expect(
      fieldErrors([
        { path: ["email"], message: "x" },
        { path: ["email"], message: "x" },
        { path: [], message: "y" },
      ]),
    ).toEqual({
      email: ["x"],
      "": ["y"],
    });
  });
});

describe("honeypot", () => {
  it("is filled by any non-blank value", () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "  " })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "http://spam" })).toBe(true);
  });
});

describe("idempotency key", () => {
  it("is 8 to 200 visible ASCII characters", () => {
    expect(isValidIdempotencyKey("4b0f2c1e-8d1a-4f3b-9a57-0c2e1d3f4a5b")).toBe(true);
    expect(isValidIdempotencyKey("short")).toBe(false);
    expect(isValidIdempotencyKey("has space in it")).toBe(false);
    expect(isValidIdempotencyKey("x".repeat(201))).toBe(false);
    expect(isValidIdempotencyKey(undefined)).toBe(false);
  });
});

describe("form layout", () => {
  it("shows the dealership select only with more than one dealership and not removed", () => {
    expect(formLayout(testContext()).dealershipSelect).toBe(true);
    expect(formLayout(testContext({ dealerships: [{ id: 1, slug: "a", name: "A" }] })).dealershipSelect).toBe(false);
    expect(formLayout(testContext({ settings: { preferredDealershipSelectRemoved: true } })).dealershipSelect).toBe(false);
  });

  it("does not require a dealership when the location decides it", () => {
    const layout = formLayout(testContext({ settings: { dealershipSlugFromLocation: true } }));
    expect(layout).toMatchObject({ dealershipSelect: true, dealershipRequired: false, locationSelect: true });
  });

  it("hides the opt-in and asks for terms per dealer", () => {
    expect(formLayout(testContext({ settings: { optInHidden: true, termsRequired: true } }))).toMatchObject({ optIn: false, terms: true });
  });
});
