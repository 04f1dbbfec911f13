import { describe, expect, it } from "vitest";
import { makeCareersSchema } from "./careers";
import { FIELD_MESSAGES } from "./fields";
import { makeFinanceRequestSchema } from "./finance-request";
import { LEAD_KINDS, formDefaults, isLeadKind, makeLeadSchema } from "./index";
import { makeRequestPhotosSchema } from "./request-photos";
import { makeTestDriveSchema } from "./test-drive";
import { southLocation, testContext, validContact } from "./test-context";
import { makeTradeInSchema } from "./trade-in";

const place = { location: "11", dealership_slug: "north-motors" };

function errorFields(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("test drive form", () => {
  it("date, time and message are optional", () => {
    const values = makeTestDriveSchema(testContext()).parse({ ...validContact, ...place });
    expect(values.date).toBeUndefined();
    expect(values.time).toBeUndefined();
    expect(values.message).toBeUndefined();
    expect(values.event_id).toBe(22);
  });

  it("keeps a chosen date and time", () => {
    const values = makeTestDriveSchema(testContext()).parse({ ...validContact, ...place, date: "2025-03-01", time: "10:15" });
    expect(values).toMatchObject({ date: "2025-03-01", time: "10:15" });
  });

  it("applies the shared contact and location rules", () => {
    const result = makeTestDriveSchema(testContext()).safeParse({ name: "", email: "x", phone: "1" });
    expect(errorFields(result)).toEqual({
      name: FIELD_MESSAGES.name,
      email: FIELD_MESSAGES.email,
      phone: FIELD_MESSAGES.phone,
      location: FIELD_MESSAGES.location,
      dealership_slug: FIELD_MESSAGES.dealership,
    });
  });

  it("message stays optional even when the dealer requires Comments on enquiries", () => {
    const ctx = testContext({ settings: { commentsOptional: false } });
    expect(makeTestDriveSchema(ctx).safeParse({ ...validContact, ...place }).success).toBe(true);
  });
});

describe("request photos form", () => {
  it("needs the car and the contact details, not a location", () => {
    const schema = makeRequestPhotosSchema(testContext());
    expect(errorFields(schema.safeParse(validContact))).toEqual({ car_id: FIELD_MESSAGES.car });
    expect(schema.parse({ ...validContact, car_id: "5" })).toMatchObject({ car_id: 5, event_id: 22 });
  });
});

describe("finance request form", () => {
  it("asks the Yes/No questions: under finance, and do you have a trade-in", () => {
    const values = makeFinanceRequestSchema(testContext()).parse({ ...validContact, ...place, under_finance: "no", has_trade_in: "Yes" });
    expect(values).toMatchObject({ under_finance: "No", has_trade_in: "Yes" });
    const result = makeFinanceRequestSchema(testContext()).safeParse({ ...validContact, ...place, under_finance: "maybe" });
    expect(errorFields(result)).toEqual({ under_finance: FIELD_MESSAGES.yesNo });
  });
});

describe("careers form", () => {
  it("is stored as General Enquiry, subcategory Career Enquiry, with the careers event id", () => {
    const values = makeCareersSchema(testContext({ settings: { careersEventId: 77 } })).parse({
      ...validContact,
      ...place,
      message: "I'd like to apply for the sales role.",
    });
    expect(values).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry", event_id: 77 });
  });

  it("requires Comments unless the dealer turns that off", () => {
    expect(errorFields(makeCareersSchema(testContext()).safeParse({ ...validContact, ...place }))).toEqual({
      message: FIELD_MESSAGES.message,
    });
    const optional = makeCareersSchema(testContext({ settings: { commentsOptional: true } }));
    expect(optional.safeParse({ ...validContact, ...place }).success).toBe(true);
  });
});

describe("trade-in form", () => {
  const tradeIn = {
    first_name: "Jo",
    last_name: "Citizen",
    mobile: "0412 345 678",
    email: "jo@example.com",
    postcode: "4000",
    rego: "abc123",
    regoState: "qld",
    kms: "85,000",
  };

  it("parses first name, last name, mobile, email, postcode and the vehicle", () => {
    const values = makeTradeInSchema(testContext({ settings: { locationSelect: false, preferredDealershipSelectRemoved: true } })).parse(
      tradeIn,
    );
    expect(values).toMatchObject({
      first_name: "Jo",
      last_name: "Citizen",
      mobile: "+61412345678",
      email: "jo@example.com",
      postcode: "4000",
      rego: "ABC123",
      regoState: "QLD",
      kms: 85000,
      preferred_contact_method: "Phone",
      event_id: 22,
    });
  });

  it("requires every contact and vehicle field, with the postcode message from the spec", () => {
    const schema = makeTradeInSchema(testContext({ settings: { locationSelect: false, preferredDealershipSelectRemoved: true } }));
    expect(errorFields(schema.safeParse({}))).toEqual({
      first_name: FIELD_MESSAGES.firstName,
      last_name: FIELD_MESSAGES.lastName,
      mobile: FIELD_MESSAGES.mobile,
      email: FIELD_MESSAGES.email,
      postcode: "Invalid postcode. Please enter a 4-digit number.",
      rego: FIELD_MESSAGES.regoRequired,
      kms: FIELD_MESSAGES.kms,
    });
  });

  it("uses location_id for the location and auto-selects the only one", () => {
    const schema = makeTradeInSchema(testContext({ locations: [southLocation], settings: { dealershipSlugFromLocation: true } }));
    expect(schema.parse(tradeIn)).toMatchObject({ location_id: 22, dealership_slug: "south-motors" });
  });

  it("asks whether the car is under finance", () => {
    const schema = makeTradeInSchema(testContext({ settings: { locationSelect: false, preferredDealershipSelectRemoved: true } }));
    expect(schema.parse({ ...tradeIn, under_finance: "Yes" }).under_finance).toBe("Yes");
  });
});

describe("lead kinds", () => {
  it("every kind has a schema and a set of defaults", () => {
    for (const kind of LEAD_KINDS) {
      expect(isLeadKind(kind)).toBe(true);
      expect(makeLeadSchema(kind, testContext())).toBeDefined();
      expect(formDefaults(kind, testContext()).preferred_contact_method).toBe("Phone");
    }
    expect(isLeadKind("newsletter")).toBe(false);
  });

  it("defaults the category to General Enquiry and pre-selects a single location and dealership", () => {
    const ctx = testContext({ locations: [southLocation], dealerships: [{ id: 2, slug: "south-motors", name: "South" }] });
    expect(formDefaults("enquiry", ctx)).toEqual({
      preferred_contact_method: "Phone",
      category: "General Enquiry",
      location: "22",
      dealership_slug: "south-motors",
    });
    expect(formDefaults("trade-in", ctx).location_id).toBe("22");
    expect(formDefaults("enquiry", testContext())).toEqual({ preferred_contact_method: "Phone", category: "General Enquiry" });
    expect(formDefaults("enquiry", testContext({ settings: { categorySelect: false } }))).not.toHaveProperty("category");
  });
});
