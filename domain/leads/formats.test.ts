import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import { deliveryRows, deliveryTargets, targetFromRow, targetToRow } from "./targets";
import { leadSubject, leadTextBody } from "./text-body";
import { sampleLead } from "./test-leads";
import { leadWebhookPayload } from "./webhook-payload";

describe("plain-text body", () => {
  it("reads as a person would want: contact, answers, comments, vehicle, dealership", () => {
    const body = leadTextBody(sampleLead("enquiry", { form: { has_trade_in: "Yes", additional_services: ["Finance", "Insurance"] } }));
    expect(body).toContain("Enquiry from North Motors");
    expect(body).toContain("Name: Jo Citizen");
    expect(body).toContain("Phone: +61412345678");
    expect(body).toContain("Do you have a trade-in?: Yes");
    expect(body).toContain("Additional services: Finance, Insurance");
    expect(body).toContain("Comments:\nIs it still available?");
    expect(body).toContain("2021 Toyota Corolla Ascent Sport");
    expect(body).toContain("Price: $28,990");
    expect(body).toContain("Location: North Sales");
  });

  it("gives a trade-in its own vehicle section", () => {
    const body = leadTextBody(sampleLead("trade-in", { form: { rego: "ABC123", regoState: "QLD", kms: 85000 } }));
    expect(body).toContain("Trade-in vehicle:\n  Rego: ABC123 (QLD)\n  Kilometres: 85,000");
  });

  it("keeps the subject on one line", () => {
    expect(leadSubject(sampleLead("test-drive", { name: "Jo\r\nBcc: x@y" }))).toBe(
      "Test drive booking from Jo Bcc: x@y - 2021 Toyota Corolla Ascent Sport (North Motors)",
    );
  });
});

describe("webhook JSON", () => {
  it("carries the lead with stable field names", () => {
    const payload = leadWebhookPayload(sampleLead("test-drive", { form: { preferred_contact_method: "SMS", opt_in: true } }));
    expect(payload).toMatchObject({
      id: "0d9f5a7e-3c2b-4f4e-9a1d-7b6c5d4e3f21",
      type: "test-drive",
      interest: "test-drive",
      event_id: 22,
      created_at: "2025-03-04T05:06:07.890Z",
      customer: { name: "Jo Citizen", phone: "+61412345678", preferred_contact_method: "SMS", opt_in: true },
      vehicle: { stocknum: "U1234" },
      dealership: { slug: "north-motors" },
    });
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });
});

describe("delivery targets", () => {
  it("is the mail folder when the dealer has configured none", () => {
    expect(deliveryTargets(DEFAULT_SETTINGS.leads.targets, { kind: "enquiry" })).toEqual([{ kind: "mail-folder" }]);
    expect(deliveryRows([], "north", { kind: "reservation" })).toEqual([{ target: "mail-folder", destination: "mail/north" }]);
  });

  it("is one row per distinct configured target", () => {
    const rows = deliveryRows(
      [
        { type: "email", to: "Sales@North.example", format: "adf" },
        { type: "email", to: "sales@north.example", format: "adf" },
        { type: "email", to: "sales@north.example", format: "text" },
        { type: "webhook", url: "https://crm.example/leads" },
      ],
      "north",
      { kind: "enquiry" },
    );
    expect(rows).toEqual([
      { target: "email-adf", destination: "sales@north.example" },
      { target: "email-text", destination: "sales@north.example" },
      { target: "webhook", destination: "https://crm.example/leads" },
    ]);
  });

  it("round-trips through the stored row", () => {
    for (const t of [
      { kind: "email", to: "a@b.c", format: "text" },
      { kind: "webhook", url: "https://x.example/y" },
      { kind: "mail-folder" },
    ] as const) {
      expect(targetFromRow(targetToRow(t, "s"))).toEqual(t);
    }
    expect(() => targetFromRow({ target: "fax", destination: "1" })).toThrow(/Unknown lead delivery target/);
  });
});
