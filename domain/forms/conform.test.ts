// The browser validates with Conform; the same schema must give the same answers through it.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { makeEnquirySchema } from "./enquiry";
import { testContext } from "./test-context";
import { makeTradeInSchema } from "./trade-in";

function formData(entries: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const item of [v].flat()) data.append(k, item);
  return data;
}

describe("schemas through Conform", () => {
  it("parses a submitted enquiry form", () => {
    const submission = parseWithZod(
      formData({
        name: "Jo",
        email: "jo@example.com",
        phone: "0412345678",
        message: "Hello",
        category: "Careers Enquiry",
        location: "11",
        dealership_slug: "north-motors",
        opt_in: "on",
        additional_services: ["Finance", "Insurance"],
      }),
      { schema: makeEnquirySchema(testContext()) },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      phone: "+61412345678",
      category: "General Enquiry",
      subcategory: "Career Enquiry",
      event_id: 51,
      location: 11,
      opt_in: true,
      additional_services: ["Finance", "Insurance"],
      preferred_contact_method: "Phone",
    });
  });

  it("gives the same field messages for empty inputs", () => {
    const submission = parseWithZod(formData({ name: "", email: "", phone: "", message: "", category: "", postcode: "" }), {
      schema: makeEnquirySchema(testContext({ settings: { termsRequired: true } })),
    });
    expect(submission.status).toBe("error");
    if (submission.status !== "error") return;
    expect(submission.error).toMatchObject({
      name: ["Please enter your name."],
      email: ["Please enter a valid email address."],
      phone: ["Please enter a valid Australian phone number."],
      message: ["Please enter your comments."],
      category: ["Please select an enquiry category."],
      terms_conditions: ["* You must agree to the terms of use before submitting the form."],
    });
  });

  it("gives the spec's postcode message for an empty postcode", () => {
    const submission = parseWithZod(formData({ postcode: "" }), { schema: makeTradeInSchema(testContext()) });
    expect(submission.status).toBe("error");
    if (submission.status !== "error") return;
    expect(submission.error?.postcode).toEqual(["Invalid postcode. Please enter a 4-digit number."]);
  });
});
