import { describe, expect, it } from "vitest";
import { deliveryRows, targetReceives } from "./targets";
import { findTarget, isDuplicateTarget, readTargetForm, webhookAddressProblem, type LeadTarget } from "./routing";

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
    expect(to(undefined)).toEqual(["all@d.example", "north-finance@d.example", "south@d.example"]);
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
  });
});
