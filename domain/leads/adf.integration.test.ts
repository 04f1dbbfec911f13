/**
 * Every kind of lead, written as ADF/XML, validates against the ADF 1.0 DTD (adf-1.0.dtd, see README.md) with
 * xmllint (Debian's libxml2-utils; .ci/run installs it). Integration because it starts a process.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LEAD_KINDS, type LeadKind } from "~/domain/forms";
import { buildAdf } from "./adf";
import type { LeadRecord } from "./lead-record";
import { TRADE_IN_ESTIMATE, sampleLead } from "./test-leads";

const DTD = fileURLToPath(new URL("./adf-1.0.dtd", import.meta.url));

function xmllint(xml: string): { ok: boolean; errors: string } {
  const run = spawnSync("xmllint", ["--noout", "--dtdvalid", DTD, "-"], { input: xml, encoding: "utf8" });
  if (run.error) {
    throw new Error(`xmllint could not run (${run.error.message}): install it with \`apt-get install libxml2-utils\` (.ci/run does)`);
  }
  return { ok: run.status === 0, errors: run.stderr };
}

function expectValid(xml: string) {
  const result = xmllint(xml);
  expect(result.errors, xml).toBe("");
  expect(result.ok).toBe(true);
}

const TRADE_IN_FORM = { first_name: "Jo", last_name: "Citizen", rego: "ABC123", regoState: "QLD", kms: 85000, postcode: "4000" };

/** Each kind as the forms send it: from a vehicle page, and from a page that names no car. */
function leadsOf(kind: LeadKind): Array<[string, LeadRecord]> {
  const form = kind === "trade-in" ? TRADE_IN_FORM : kind === "test-drive" ? { date: "2025-03-10", time: "10:30" } : {};
  const withCar = sampleLead(kind, { form });
  const withoutCar = sampleLead(kind, { form });
  delete withoutCar.payload.car;
  return [
    [`${kind} about a car`, withCar],
    [`${kind} naming no car`, withoutCar],
  ];
}

describe("ADF/XML against the ADF 1.0 DTD", () => {
  it.each(LEAD_KINDS.flatMap(leadsOf))("%s validates", (_label, lead) => {
    expectValid(buildAdf(lead));
  });

  it("a finance request on a car without a price, a name with line breaks and markup, and no location validate", () => {
    const lead = sampleLead("finance", { name: "Jo\r\n<Citizen> & Co", phone: null, form: { message: "a\nb ]]> </comments>" } });
    lead.payload.car = { ...lead.payload.car!, price: null, colour: "", vin: "" };
    delete lead.payload.location;
    expectValid(buildAdf(lead));
  });

  it("a trade-in with its car and instant estimate, a partial one and its completion (a resend) validate", () => {
    const lead = sampleLead("trade-in", {
      form: { ...TRADE_IN_FORM, year: 2022, make: "Mazda", model: "CX-5", badge: "Maxx", condition: "good" },
    });
    lead.payload.valuation = TRADE_IN_ESTIMATE;
    expectValid(buildAdf(lead));
    lead.payload.partial = true;
    lead.payload.valuation = { kind: "no-online-estimate", reason: "age" };
    expectValid(buildAdf(lead));
    lead.payload.partial = false;
    lead.payload.replacesPartial = true;
    delete lead.payload.car;
    expectValid(buildAdf(lead));
  });

  it("xmllint rejects what the DTD does not allow (the check is real)", () => {
    const xml = buildAdf(sampleLead("enquiry")).replace('type="work"', 'type="business"');
    const result = xmllint(xml);
    expect(result.ok).toBe(false);
    expect(result.errors).toContain('Value "business" for attribute type of address');
  });
});
