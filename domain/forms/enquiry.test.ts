import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "./fields";
import { makeEnquirySchema } from "./enquiry";
import { northDealership, northLocation, southDealership, southLocation, testContext, validContact } from "./test-context";

const complete = {
  ...validContact,
  message: "Is this still available?",
  category: "General Enquiry",
  location: "11",
  dealership_slug: "north-motors",
};

function errors(result: ReturnType<ReturnType<typeof makeEnquirySchema>["safeParse"]>) {
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("enquiry form", () => {
  it("parses a complete enquiry into normalised values", () => {
    const values = makeEnquirySchema(testContext()).parse(complete);
    expect(values).toMatchObject({
      name: "Jo Citizen",
      email: "jo@example.com",
      phone: "+61412345678",
      message: "Is this still available?",
      category: "General Enquiry",
      location: 11,
      dealership_slug: "north-motors",
      preferred_contact_method: "Phone",
      opt_in: false,
      additional_services: [],
      event_id: 22,
    });
  });

  it("reports every missing required field at once", () => {
    const result = makeEnquirySchema(testContext()).safeParse({});
    expect(errors(result)).toEqual({
      name: FIELD_MESSAGES.name,
      email: FIELD_MESSAGES.email,
      phone: FIELD_MESSAGES.phone,
      message: FIELD_MESSAGES.message,
      category: FIELD_MESSAGES.category,
      location: FIELD_MESSAGES.location,
      dealership_slug: FIELD_MESSAGES.dealership,
    });
  });

  describe("Comments", () => {
    it("are required by default", () => {
      const result = makeEnquirySchema(testContext()).safeParse({ ...complete, message: "  " });
      expect(errors(result)).toEqual({ message: FIELD_MESSAGES.message });
    });

    it("are optional when the dealer turns that off", () => {
      const schema = makeEnquirySchema(testContext({ settings: { commentsOptional: true } }));
      expect(schema.parse({ ...complete, message: "" }).message).toBeUndefined();
    });
  });

  describe("category", () => {
    it("is required when the select is shown", () => {
      const result = makeEnquirySchema(testContext()).safeParse({ ...complete, category: "" });
      expect(errors(result)).toEqual({ category: FIELD_MESSAGES.category });
    });

    it("must be one of the offered categories", () => {
      const result = makeEnquirySchema(testContext()).safeParse({ ...complete, category: "Spam" });
      expect(errors(result)).toEqual({ category: FIELD_MESSAGES.category });
    });

    it("is General Enquiry when the select is hidden", () => {
      const schema = makeEnquirySchema(testContext({ settings: { categorySelect: false } }));
      expect(schema.parse({ ...complete, category: undefined }).category).toBe("General Enquiry");
    });

    it("Careers Enquiry becomes General Enquiry with subcategory Career Enquiry and the careers event id", () => {
      const values = makeEnquirySchema(testContext()).parse({ ...complete, category: "Careers Enquiry" });
      expect(values.category).toBe("General Enquiry");
      expect(values.subcategory).toBe("Career Enquiry");
      expect(values.event_id).toBe(51);
    });

    it("takes the event ids from the dealer's settings", () => {
      const ctx = testContext({ settings: { defaultEventId: 7, careersEventId: 9 } });
      expect(makeEnquirySchema(ctx).parse(complete).event_id).toBe(7);
      expect(makeEnquirySchema(ctx).parse({ ...complete, category: "Careers Enquiry" }).event_id).toBe(9);
    });

    it("keeps another category's subcategory and uses the default event id", () => {
      const values = makeEnquirySchema(testContext()).parse({ ...complete, category: "service enquiry", subcategory: "Logbook" });
      expect(values).toMatchObject({ category: "Service Enquiry", subcategory: "Logbook", event_id: 22 });
    });
  });

  describe("location", () => {
    it("is required when the select is shown", () => {
      const result = makeEnquirySchema(testContext()).safeParse({ ...complete, location: "" });
      expect(errors(result)).toEqual({ location: FIELD_MESSAGES.location });
    });

    it("must be one of the offered locations", () => {
      const result = makeEnquirySchema(testContext()).safeParse({ ...complete, location: "999" });
      expect(errors(result)).toEqual({ location: FIELD_MESSAGES.location });
    });

    it("auto-selects the only option", () => {
      const schema = makeEnquirySchema(testContext({ locations: [southLocation] }));
      expect(schema.parse({ ...complete, location: "" }).location).toBe(22);
    });

    it("is optional when the dealer hides the select, and still accepted from a location page", () => {
      const schema = makeEnquirySchema(testContext({ settings: { locationSelect: false } }));
      expect(schema.parse({ ...complete, location: undefined }).location).toBeUndefined();
      expect(schema.parse({ ...complete, location: "22" }).location).toBe(22);
    });

    it("is optional when the site has no locations", () => {
      const schema = makeEnquirySchema(testContext({ locations: [] }));
      expect(schema.parse({ ...complete, location: undefined }).location).toBeUndefined();
    });
  });

  describe("preferred dealership", () => {
    it("is required when there is more than one dealership and the select is not removed", () => {
      const result = makeEnquirySchema(testContext()).safeParse({ ...complete, dealership_slug: "" });
      expect(errors(result)).toEqual({ dealership_slug: FIELD_MESSAGES.dealership });
    });

    it("must be one of the site's dealerships", () => {
      const result = makeEnquirySchema(testContext()).safeParse({ ...complete, dealership_slug: "other-dealer" });
      expect(errors(result)).toEqual({ dealership_slug: FIELD_MESSAGES.dealership });
    });

    it("is optional when the dealer removed the select", () => {
      const schema = makeEnquirySchema(testContext({ settings: { preferredDealershipSelectRemoved: true } }));
      expect(schema.parse({ ...complete, dealership_slug: "" }).dealership_slug).toBeUndefined();
    });

    it("is filled in when there is only one dealership", () => {
      const schema = makeEnquirySchema(testContext({ dealerships: [southDealership] }));
      expect(schema.parse({ ...complete, dealership_slug: "" }).dealership_slug).toBe("south-motors");
    });

    it("comes from the chosen location where the dealer says so", () => {
      const schema = makeEnquirySchema(testContext({ settings: { dealershipSlugFromLocation: true } }));
      expect(schema.parse({ ...complete, location: "22", dealership_slug: "" }).dealership_slug).toBe("south-motors");
      // The location decides even when the shopper picked another dealership.
      expect(schema.parse({ ...complete, location: "22", dealership_slug: northDealership.slug }).dealership_slug).toBe("south-motors");
    });

    it("is the shopper's choice when the dealer does not fill it from the location", () => {
      const values = makeEnquirySchema(testContext()).parse({ ...complete, location: String(southLocation.id) });
      expect(values.dealership_slug).toBe(northDealership.slug);
      expect(values.location).toBe(southLocation.id);
      expect(northLocation.dealershipId).toBe(northDealership.id);
    });
  });

  describe("opt-in", () => {
    it("is optional", () => {
      const schema = makeEnquirySchema(testContext());
      expect(schema.parse(complete).opt_in).toBe(false);
      expect(schema.parse({ ...complete, opt_in: "on" }).opt_in).toBe(true);
    });

    it("is never ticked when hidden", () => {
      const schema = makeEnquirySchema(testContext({ settings: { optInHidden: true } }));
      expect(schema.parse({ ...complete, opt_in: "on" }).opt_in).toBe(false);
    });
  });

  describe("terms", () => {
    it("are not asked for by default", () => {
      expect(makeEnquirySchema(testContext()).parse(complete)).not.toHaveProperty("terms_conditions");
    });

    it("are required on dealers that say so, with the spec's message", () => {
      const schema = makeEnquirySchema(testContext({ settings: { termsRequired: true } }));
      expect(errors(schema.safeParse(complete))).toEqual({
        terms_conditions: "* You must agree to the terms of use before submitting the form.",
      });
      expect(schema.parse({ ...complete, terms_conditions: "on" }).terms_conditions).toBe(true);
    });
  });

  it("rego is optional and normalised", () => {
    const schema = makeEnquirySchema(testContext());
    expect(schema.parse(complete).rego).toBeUndefined();
    expect(schema.parse({ ...complete, rego: "abc 123" }).rego).toBe("ABC123");
  });

  it("preferred contact method defaults to Phone and accepts Email and SMS", () => {
    const schema = makeEnquirySchema(testContext());
    expect(schema.parse(complete).preferred_contact_method).toBe("Phone");
    expect(schema.parse({ ...complete, preferred_contact_method: "SMS" }).preferred_contact_method).toBe("SMS");
  });

  it("asks whether the shopper has a trade-in as an optional Yes/No", () => {
    const schema = makeEnquirySchema(testContext());
    expect(schema.parse({ ...complete, has_trade_in: "Yes" }).has_trade_in).toBe("Yes");
    expect(errors(schema.safeParse({ ...complete, has_trade_in: "Perhaps" }))).toEqual({ has_trade_in: FIELD_MESSAGES.yesNo });
  });

  it("carries the car from a vehicle page as an id", () => {
    expect(makeEnquirySchema(testContext()).parse({ ...complete, car_id: "42" }).car_id).toBe(42);
  });
});
