/**
 * The lead as ADF/XML (Auto-lead Data Format 1.0), the format dealer CRMs read from lead emails:
 * prospect, requestdate, vehicle (interest buy, test-drive or trade-in), customer contact, vendor, provider.
 */
import {
  type CarSnapshot,
  type LeadRecord,
  KIND_LABELS,
  answerLines,
  carTitle,
  commentsOf,
  interestOf,
  nameParts,
  preferredContactOf,
  tradeInOf,
} from "./lead-record";
import { describeTradeInEstimate } from "~/domain/valuation/vehicle";
import { type XmlNode, el, renderXml } from "./xml";

export const ADF_PROVIDER_NAME = "Dealer Platform";

/** The header the ADF 1.0 standard gives: the XML declaration, then its processing instruction. */
export const ADF_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>';

/**
 * ADF requires year, make and model on every vehicle. When the lead does not know them (the trade-in form asks
 * for the rego, not the model; a general enquiry names no car), they say so rather than arrive empty.
 */
export const ADF_UNKNOWN = "Unknown";

/** ISO 8601 with an explicit offset and no fractions, as ADF examples write it. */
export function adfDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

function unknownVehicle(): XmlNode[] {
  return [el("year", {}, ADF_UNKNOWN), el("make", {}, ADF_UNKNOWN), el("model", {}, ADF_UNKNOWN)];
}

function vehicleOfInterest(lead: LeadRecord, car: CarSnapshot | undefined): XmlNode | null {
  const interest = interestOf(lead.kind) === "trade-in" ? "buy" : interestOf(lead.kind);
  if (!car) {
    // A trade-in's own vehicle is the prospect's vehicle; nothing to add.
    if (lead.kind === "trade-in") return null;
    // ADF requires a vehicle; a general enquiry names none.
    return el("vehicle", { interest, status: "new" }, [...unknownVehicle(), el("comments", {}, "No specific vehicle")]);
  }
  return el("vehicle", { interest, status: car.carType === "new" ? "new" : "used" }, [
    el("id", { sequence: 1, source: "car_id" }, car.id),
    el("year", {}, car.year),
    el("make", {}, car.make),
    el("model", {}, car.model),
    car.vin ? el("vin", {}, car.vin) : null,
    el("stock", {}, car.stocknum),
    car.badge ? el("trim", {}, car.badge) : null,
    el("odometer", { status: "original", units: "km" }, car.km),
    car.colour ? el("colorcombination", {}, [el("exteriorcolor", {}, car.colour), el("preference", {}, 1)]) : null,
    car.price !== null ? el("price", { type: "asking", currency: "AUD" }, car.price) : null,
    // ADF's finance needs an amount: at most the car's price. Without a price the request says so in its service.
    lead.kind === "finance" && car.price !== null
      ? el("finance", {}, [el("method", {}, "finance"), el("amount", { type: "total", limit: "maximum", currency: "AUD" }, car.price)])
      : null,
    el("comments", {}, [carTitle(car), car.carType === "demo" ? "Demo vehicle" : "", car.url ?? ""].filter(Boolean).join(" | ")),
  ]);
}

function tradeInVehicle(lead: LeadRecord): XmlNode | null {
  const tradeIn = tradeInOf(lead);
  if (!tradeIn) return null;
  const estimate = tradeIn.estimate;
  const notes = [
    lead.payload.partial ? "Partial trade-in request: the shopper did not finish the form" : "",
    lead.payload.replacesPartial ? "Completed request: replaces the partial trade-in request sent earlier" : "",
    tradeIn.rego ? `Rego ${tradeIn.rego}${tradeIn.regoState ? ` (${tradeIn.regoState})` : ""}` : "",
    tradeIn.condition ? `Condition: ${tradeIn.condition}` : "",
    tradeIn.underFinance ? `Under finance: ${tradeIn.underFinance}` : "",
    estimate ? `Instant estimate: ${describeTradeInEstimate(estimate, (n) => `$${n}`)}` : "",
  ].filter(Boolean);
  return el("vehicle", { interest: "trade-in", status: "used" }, [
    tradeIn.rego ? el("id", { sequence: 1, source: `rego${tradeIn.regoState ? ` ${tradeIn.regoState}` : ""}` }, tradeIn.rego) : null,
    el("year", {}, tradeIn.year ?? ADF_UNKNOWN),
    el("make", {}, tradeIn.make ?? ADF_UNKNOWN),
    el("model", {}, tradeIn.model ?? ADF_UNKNOWN),
    tradeIn.badge ? el("trim", {}, tradeIn.badge) : null,
    tradeIn.kms !== undefined ? el("odometer", { status: "original", units: "km" }, tradeIn.kms) : null,
    // ADF's appraisal price: the middle of the instant estimate, its range and confidence in the price comments.
    estimate?.kind === "estimate"
      ? el("price", { type: "appraisal", currency: "AUD", source: `instant estimate (${estimate.source})` }, estimate.estimate)
      : null,
    estimate?.kind === "estimate"
      ? el(
          "pricecomments",
          {},
          `Estimate range $${estimate.low} to $${estimate.high}, ${estimate.confidenceLabel} confidence (${estimate.confidence}). ${estimate.method}`,
        )
      : null,
    notes.length > 0 ? el("comments", {}, notes.join("; ")) : null,
  ]);
}

function customer(lead: LeadRecord): XmlNode {
  const preferred = preferredContactOf(lead);
  const parts = nameParts(lead);
  const comments = [commentsOf(lead), ...answerLines(lead).map(([label, value]) => `${label}: ${value}`)].filter(Boolean);
  return el("customer", {}, [
    // ADF's address needs a street line, which no form asks for: the postcode is in the comments.
    el("contact", {}, [
      ...(parts
        ? [el("name", { part: "first" }, parts.first), el("name", { part: "last" }, parts.last)]
        : [el("name", { part: "full" }, lead.name)]),
      lead.email ? el("email", { preferredcontact: preferred === "Email" ? 1 : 0 }, lead.email) : null,
      lead.phone
        ? el(
            "phone",
            { type: preferred === "SMS" ? "cellphone" : "voice", time: "nopreference", preferredcontact: preferred === "Email" ? 0 : 1 },
            lead.phone,
          )
        : null,
    ]),
    comments.length > 0 ? el("comments", {}, comments.join("\n")) : null,
  ]);
}

function vendor(lead: LeadRecord): XmlNode {
  const { dealership, location, website } = lead.payload;
  const phone = location?.phone ?? dealership?.phone ?? undefined;
  const email = location?.email ?? dealership?.email ?? undefined;
  return el("vendor", {}, [
    el("id", { sequence: 1, source: dealership ? "dealership" : "website" }, dealership?.slug ?? website.slug),
    el("vendorname", {}, dealership?.name ?? website.name),
    el("contact", {}, [
      el("name", { part: "full" }, location?.name ?? dealership?.name ?? website.name),
      email ? el("email", {}, email) : null,
      phone ? el("phone", { type: "voice" }, phone) : null,
      location?.address.street
        ? el("address", { type: "work" }, [
            el("street", { line: 1 }, location.address.street),
            el("city", {}, location.address.suburb),
            el("regioncode", {}, location.address.state),
            el("postalcode", {}, location.address.postcode),
            el("country", {}, "AU"),
          ])
        : null,
    ]),
  ]);
}

/**
 * Every value but comments is one line: a line break typed into a name (or pasted into a phone number) becomes a
 * space, so a CRM reading the name sees one name.
 */
function singleLine(node: XmlNode): XmlNode {
  const { children } = node;
  if (node.name === "comments" || children === undefined) return node;
  if (typeof children === "number") return node;
  if (typeof children === "string") return { ...node, children: children.replace(/\s+/g, " ").trim() };
  return { ...node, children: children.map((child) => (child ? singleLine(child) : child)) };
}

export function buildAdf(lead: LeadRecord): string {
  // A finished trade-in replacing its partial lead goes out again under the same id: ADF calls that a resend.
  const prospect = el("prospect", { status: lead.payload.replacesPartial ? "resend" : "new" }, [
    el("id", { sequence: 1, source: lead.payload.website.slug }, lead.id),
    el("requestdate", {}, adfDate(lead.createdAt)),
    vehicleOfInterest(lead, lead.payload.car),
    tradeInVehicle(lead),
    customer(lead),
    vendor(lead),
    el("provider", {}, [
      el("name", { part: "full" }, ADF_PROVIDER_NAME),
      el("service", {}, `${lead.payload.website.name}: ${KIND_LABELS[lead.kind]}`),
      lead.sourceUrl ? el("url", {}, lead.sourceUrl) : null,
    ]),
  ]);
  return `${ADF_HEADER}\n${renderXml(singleLine(el("adf", {}, [prospect])))}\n`;
}
