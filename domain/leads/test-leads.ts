/** Sample lead records for the format tests. */
import type { LeadKind } from "~/domain/forms";
import type { TradeInEstimate } from "~/domain/valuation/vehicle";
import type { LeadRecord } from "./lead-record";

/** An instant estimate as a trade-in lead records it. */
export const TRADE_IN_ESTIMATE: TradeInEstimate = {
  kind: "estimate",
  low: 24_300,
  estimate: 26_000,
  high: 27_800,
  confidence: 0.82,
  confidenceLabel: "high",
  comparables: 31,
  source: "embedded",
  method: "Based on 31 Mazda CX-5 listings.",
};

export const sampleCar = {
  id: 42,
  slug: "2021-toyota-corolla-ascent-sport-abc123",
  name: "2021 Toyota Corolla Ascent Sport",
  year: 2021,
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  colour: "Glacier White",
  vin: "JTNK4RBE003456789",
  stocknum: "U1234",
  carType: "used",
  km: 35210,
  price: 28990,
  url: "https://north.example.com.au/cars/2021-toyota-corolla-ascent-sport-abc123",
};

export function sampleLead(kind: LeadKind, overrides: Partial<LeadRecord> & { form?: Record<string, unknown> } = {}): LeadRecord {
  const { form, ...rest } = overrides;
  return {
    id: "0d9f5a7e-3c2b-4f4e-9a1d-7b6c5d4e3f21",
    kind,
    eventId: 22,
    category: "General Enquiry",
    subcategory: null,
    name: "Jo Citizen",
    email: "jo@example.com",
    phone: "+61412345678",
    sourceUrl: "https://north.example.com.au/cars/2021-toyota-corolla-ascent-sport-abc123",
    createdAt: new Date("2025-03-04T05:06:07.890Z"),
    payload: {
      version: 1,
      website: { slug: "north-motors", name: "North Motors" },
      form: { message: "Is it still available?", preferred_contact_method: "Phone", opt_in: false, ...form },
      car: sampleCar,
      dealership: { id: 1, slug: "north-motors", name: "North Motors Pty Ltd", phone: "+61733334444", email: "sales@north.example" },
      location: {
        id: 11,
        slug: "north-sales",
        name: "North Sales",
        address: { street: "1 Main St", suburb: "Brisbane", state: "QLD", postcode: "4000" },
        phone: "07 3333 4444",
      },
    },
    ...rest,
  };
}
