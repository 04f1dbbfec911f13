/**
 * A stored lead as the delivery formats see it. The payload snapshots the car, dealership and
 * location at submit time, so a lead delivered days later (or replayed) still says what the
 * shopper saw, even if the car has since been sold or edited.
 */
import { groupDigits } from "~/domain/stock/format";
import type { LeadKind } from "~/domain/forms";
import type { TradeInEstimate } from "~/domain/valuation/vehicle";

export type CarSnapshot = {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  colour: string;
  vin: string;
  stocknum: string;
  carType: string;
  km: number;
  price: number | null;
  url?: string;
};

export type OfferSnapshot = { id: number; name: string; manufacturer: string | null; path: string };

export type DealershipSnapshot = { id: number; slug: string; name: string; phone: string | null; email: string | null };

export type LocationSnapshot = {
  id: number;
  slug: string;
  name: string;
  address: { street: string; suburb: string; state: string; postcode: string };
  phone?: string;
  email?: string;
};

export type LeadPayload = {
  version: 1;
  website: { slug: string; name: string };
  /** The form's normalised values, as the schema output them. */
  form: Record<string, unknown>;
  car?: CarSnapshot;
  /** The offer an "Enquire Now" was about, as the site showed it. */
  offer?: OfferSnapshot;
  dealership?: DealershipSnapshot;
  location?: LocationSnapshot;
  /** A trade-in's instant estimate, as the server worked it out when the lead was stored. */
  valuation?: TradeInEstimate;
  /** A trade-in kept before the shopper finished the form (delivered if they do not finish). */
  partial?: boolean;
  /** A finished trade-in that replaces its partial lead already delivered to the dealer. */
  replacesPartial?: boolean;
};

export type LeadRecord = {
  id: string;
  kind: LeadKind;
  eventId: number;
  category: string | null;
  subcategory: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  sourceUrl: string | null;
  createdAt: Date;
  payload: LeadPayload;
};

export type AdfInterest = "buy" | "test-drive" | "trade-in";

export function interestOf(kind: LeadKind): AdfInterest {
  if (kind === "test-drive") return "test-drive";
  if (kind === "trade-in") return "trade-in";
  return "buy";
}

export const KIND_LABELS: Record<LeadKind, string> = {
  enquiry: "Enquiry",
  "test-drive": "Test drive booking",
  "request-photos": "Photo request",
  finance: "Finance request",
  careers: "Careers enquiry",
  "trade-in": "Trade-in valuation request",
  fleet: "Fleet enquiry",
  chat: "Web chat",
};

/** Labels for the form values a dealer reads; values not listed here are not shown in the body. */
export const FIELD_LABELS: Array<[key: string, label: string]> = [
  ["category", "Category"],
  ["subcategory", "Subcategory"],
  ["company", "Business name"],
  ["fleet_size", "Number of vehicles"],
  ["vehicle_types", "Vehicle types"],
  ["preferred_contact_method", "Preferred contact method"],
  ["date", "Preferred date"],
  ["time", "Preferred time"],
  ["rego", "Rego"],
  ["regoState", "Rego state"],
  ["kms", "Kilometres"],
  ["postcode", "Postcode"],
  ["under_finance", "Under finance?"],
  ["has_trade_in", "Do you have a trade-in?"],
  ["additional_services", "Additional services"],
  ["opt_in", "Opted in to marketing"],
  ["terms_conditions", "Agreed to the terms of use"],
];

/** The form's values as label/text pairs, skipping empty ones. */
export function answerLines(lead: LeadRecord): Array<[string, string]> {
  const form = lead.payload.form;
  const lines: Array<[string, string]> = [];
  const offer = lead.payload.offer;
  if (offer) lines.push(["Offer", `${offer.name} (offer ${offer.id}, ${offer.path})`]);
  for (const [key, label] of FIELD_LABELS) {
    const text = displayValue(key === "category" ? lead.category : key === "subcategory" ? lead.subcategory : form[key]);
    if (text !== "") lines.push([label, text]);
  }
  return lines;
}

function displayValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (typeof value === "number") return groupDigits(value);
  return String(value);
}

export function commentsOf(lead: LeadRecord): string | undefined {
  const message = lead.payload.form.message;
  return typeof message === "string" && message.trim() !== "" ? message : undefined;
}

/** First and last name when the form asked for them separately. */
export function nameParts(lead: LeadRecord): { first: string; last: string } | undefined {
  const { first_name: first, last_name: last } = lead.payload.form;
  return typeof first === "string" && typeof last === "string" ? { first, last } : undefined;
}

export function preferredContactOf(lead: LeadRecord): "Phone" | "Email" | "SMS" {
  const method = lead.payload.form.preferred_contact_method;
  return method === "Email" || method === "SMS" ? method : "Phone";
}

/** The vehicle the shopper offers in trade, from the trade-in form, with the instant estimate. */
export function tradeInOf(lead: LeadRecord) {
  const { rego, regoState, kms, under_finance, year, make, model, badge, condition } = lead.payload.form;
  if (lead.kind !== "trade-in") return undefined;
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  return {
    rego: text(rego),
    regoState: text(regoState),
    kms: typeof kms === "number" ? kms : undefined,
    underFinance: text(under_finance),
    year: typeof year === "number" ? year : undefined,
    make: text(make),
    model: text(model),
    badge: text(badge),
    condition: text(condition),
    estimate: lead.payload.valuation,
  };
}

export function carTitle(car: CarSnapshot): string {
  return car.name || [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
}
