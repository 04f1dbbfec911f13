import { describe, expect, it } from "vitest";
import { deliveryRows, ROUTING_KINDS, targetReceives } from "./targets";
import {
  findTarget,
  isDuplicateTarget,
  LEAD_KIND_LABELS,
  readTargetForm,
  targetEditNote,
  webhookAddressProblem,
  type LeadTarget,
} from "./routing";

const SLUGS = ["north", "south"];

describe("webhook addresses", () => {
  it("accepts https to a public host", () => {
    expect(webhookAddressProblem("https://crm.example.com/leads?token=abc")).toBeNull();
    expect(webhookAddressProblem("https://93.184.216.34/hook")).toBeNull();
  });
  it.each([
    ["http://crm.example.com/leads", "must start with https://"],
    ["https://127.0.0.1/hook", "private address"],
    ["https://10.1.2.3/hook", "private address"],
    ["https://192.168.0.10/hook", "private address"],
    ["https://169.254.169.254/latest", "private address"],
    ["https://[::1]/hook", "private address"],
    ["https://[::ffff:127.0.0.1]/hook", "private address"],
    ["https://localhost/hook", "not a public address"],
    ["https://crm.localhost/hook", "not a public address"],
    ["https://intranet/hook", "not a public address"],
    ["https://user:pw@crm.example.com/hook", "no user name or password"],
    ["crm.example.com", "full web address"],
    ["ftp://crm.example.com/x", "https://"],
  ])("refuses %s", (url, message) => {
    expect(webhookAddressProblem(url)).toContain(message);
  });
});

describe("the add-a-target form", () => {
  it("reads an ADF email target for some locations and kinds", () => {
    const read = readTargetForm(
      { preset: "adf-email", destination: " Leads@Dealer.COM.au ", locations: ["north"], kinds: ["finance", "enquiry"] },
      SLUGS,
    );
    expect(read).toEqual({
      ok: true,
      target: {
        type: "email",
        to: "leads@dealer.com.au",
        format: "adf",
        locations: ["north"],
        kinds: ["finance", "enquiry"],
        preset: "adf-email",
      },
    });
  });
  it("reads a JSON webhook for every location and kind", () => {
    const read = readTargetForm({ preset: "json-webhook", destination: "https://crm.example.com/in" }, SLUGS);
    expect(read).toEqual({
      ok: true,
      target: { type: "webhook", url: "https://crm.example.com/in", locations: [], kinds: [], preset: "json-webhook" },
    });
  });
  it("says what is wrong with each field", () => {
    expect(readTargetForm({ destination: "x" }, SLUGS)).toMatchObject({
      ok: false,
      fieldErrors: { preset: "Choose what the leads go to." },
    });
    expect(readTargetForm({ preset: "text-email", destination: "not-an-email" }, SLUGS)).toMatchObject({
      ok: false,
      fieldErrors: { destination: expect.stringContaining("Enter an email address") },
    });
    expect(readTargetForm({ preset: "json-webhook", destination: "https://10.0.0.1/x" }, SLUGS)).toMatchObject({
      ok: false,
      fieldErrors: { destination: expect.stringContaining("private address") },
    });
    expect(readTargetForm({ preset: "json-webhook", destination: "" }, SLUGS)).toMatchObject({
      ok: false,
      fieldErrors: { destination: "Enter the webhook address." },
    });
    expect(readTargetForm({ preset: "adf-email", destination: "a@b.co", locations: "elsewhere", kinds: "spam" }, SLUGS)).toMatchObject({
      ok: false,
      fieldErrors: { locations: 'There is no location "elsewhere".', kinds: 'There is no lead kind "spam".' },
    });
  });
});

describe("routing a lead", () => {
  const email = (to: string, extra: Partial<LeadTarget> = {}): LeadTarget =>
    ({ type: "email", to, format: "adf", locations: [], kinds: [], ...extra }) as LeadTarget;
  const targets: LeadTarget[] = [
    email("all@d.example"),
    email("north-finance@d.example", { locations: ["north"], kinds: ["finance"] }),
    email("south@d.example", { locations: ["south"] }),
  ];

  it("sends a lead to the targets whose kinds and locations include it", () => {
    const to = (route: Parameters<typeof deliveryRows>[2]) => deliveryRows(targets, "d", route).map((r) => r.destination);
    expect(to({ kind: "finance", locationSlug: "north" })).toEqual(["all@d.example", "north-finance@d.example"]);
    expect(to({ kind: "enquiry", locationSlug: "north" })).toEqual(["all@d.example"]);
    expect(to({ kind: "enquiry", locationSlug: "south" })).toEqual(["all@d.example", "south@d.example"]);
    expect(to({ kind: "finance", locationSlug: null })).toEqual(["all@d.example"]);
  });

  it("routes the platform's own leads by their kind and location, as the forms' leads are", () => {
    const routed: LeadTarget[] = [
      email("all@d.example"),
      email("north-sales@d.example", { locations: ["north"], kinds: ["reservation", "buy-online"] }),
      email("prizes@d.example", { kinds: ["spin-to-win"] }),
      email("enquiries@d.example", { kinds: ["enquiry"] }),
      email("accounts@d.example", { kinds: ["online-payment"] }),
    ];
    const to = (route: Parameters<typeof deliveryRows>[2]) => deliveryRows(routed, "d", route).map((r) => r.destination);
    expect(to({ kind: "reservation", locationSlug: "north" })).toEqual(["all@d.example", "north-sales@d.example"]);
    expect(to({ kind: "buy-online", locationSlug: "north" })).toEqual(["all@d.example", "north-sales@d.example"]);
    expect(to({ kind: "reservation", locationSlug: "south" })).toEqual(["all@d.example"]);
    expect(to({ kind: "spin-to-win", locationSlug: "south" })).toEqual(["all@d.example", "prizes@d.example"]);
    expect(to({ kind: "online-payment" })).toEqual(["all@d.example", "accounts@d.example"]);
    // A target for enquiries does not receive a reservation, though both are stored as enquiries.
    expect(to({ kind: "enquiry", locationSlug: "north" })).toEqual(["all@d.example", "enquiries@d.example"]);
  });

  it("every routing kind has a label, and the form takes each of them", () => {
    for (const kind of ROUTING_KINDS) {
      expect(LEAD_KIND_LABELS[kind]).toMatch(/^[A-Z]/);
      expect(readTargetForm({ preset: "adf-email", destination: "a@b.co", kinds: kind }, SLUGS)).toMatchObject({
        ok: true,
        target: { kinds: [kind] },
      });
    }
  });

  it("falls back to the mail folder when no target receives the lead", () => {
    expect(deliveryRows([targets[2]], "d", { kind: "enquiry", locationSlug: "north" })).toEqual([
      { target: "mail-folder", destination: "mail/d" },
    ]);
  });

  it("a target limited to locations does not receive a lead without one", () => {
    expect(targetReceives({ locations: ["north"], kinds: [] }, { kind: "chat" })).toBe(false);
    expect(targetReceives({ locations: [], kinds: [] }, { kind: "chat" })).toBe(true);
  });

  it("finds a target by position and destination, and spots duplicates", () => {
    expect(findTarget(targets, "1", "north-finance@d.example")).toBe(targets[1]);
    expect(findTarget(targets, "1", "all@d.example")).toBeNull();
    expect(findTarget(targets, "9", "all@d.example")).toBeNull();
    expect(findTarget(targets, "-1", "all@d.example")).toBeNull();
    expect(isDuplicateTarget(targets, email("all@d.example"))).toBe(true);
    expect(isDuplicateTarget(targets, email("all@d.example", { format: "text" }))).toBe(false);
    // An edit that keeps the address is not a duplicate of the target it edits, only of another one.
    expect(isDuplicateTarget(targets, email("all@d.example", { kinds: ["chat"] }), targets[0])).toBe(false);
    expect(isDuplicateTarget(targets, email("south@d.example"), targets[0])).toBe(true);
  });

  it("says what an edit changed", () => {
    const before = email("all@d.example", { preset: "adf-email" });
    expect(targetEditNote(before, before)).toBe("");
    expect(
      targetEditNote(before, {
        type: "webhook",
        url: "https://crm.example.com/in",
        locations: ["north"],
        kinds: [],
        preset: "json-webhook",
      }),
    ).toBe("address all@d.example → https://crm.example.com/in, format ADF/XML → JSON, preset adf-email → json-webhook, locations");
    expect(targetEditNote(before, { ...before, format: "text", kinds: ["finance"] } as LeadTarget)).toBe(
      "format ADF/XML → Plain text, kinds of lead",
    );
    expect(targetEditNote(email("x@d.example", { kinds: ["chat", "fleet"] }), email("x@d.example", { kinds: ["fleet", "chat"] }))).toBe("");
  });
});
