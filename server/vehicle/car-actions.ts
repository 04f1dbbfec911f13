/**
 * The vehicle page's form posts: the delivery estimate and the three lead forms. Lead forms go through
 * the lead pipeline (validation with the form's schema, stored with its delivery jobs).
 */
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { IDEMPOTENCY_KEY_FIELD, isValidIdempotencyKey } from "~/domain/forms/idempotency";
import { SUBMIT_FAILED_MESSAGE } from "~/domain/forms/summary";
import { deliveryQuote } from "~/domain/vehicle/delivery";
import { INVALID_POSTCODE, validatePostcode } from "~/domain/vehicle/postcode";
import type { Db } from "~/server/db/client";
import { submitLead } from "~/server/leads/submit-lead";
import type { Geocoder } from "~/server/services/geocode";
import type { Site } from "~/server/tenancy/site-directory";

export type DeliveryAnswer =
  | { intent: "delivery"; ok: true; postcode: string; quote: ReturnType<typeof deliveryQuote>; locationName: string }
  | { intent: "delivery"; ok: false; error: string };

export async function deliveryAction(geocoder: Geocoder, site: Site, to: { lat: number; lng: number; name: string }, postcodeInput: unknown, log: Logger): Promise<DeliveryAnswer> {
  const check = validatePostcode(postcodeInput);
  if (!check.ok) return { intent: "delivery", ok: false, error: check.error };
  let from: { lat: number; lng: number } | null;
  try {
    from = await geocoder.geocodePostcode(check.postcode);
  } catch (error) {
    log.warn({ err: (error as Error).message, geocoder: geocoder.name }, "postcode geocoding failed");
    from = null;
  }
  if (!from) return { intent: "delivery", ok: false, error: INVALID_POSTCODE };
  return { intent: "delivery", ok: true, postcode: check.postcode, quote: deliveryQuote(from, to, site.settings.delivery), locationName: to.name };
}

export const VEHICLE_LEAD_KINDS = ["enquiry", "test-drive", "request-photos"] as const;
export type VehicleLeadIntent = (typeof VEHICLE_LEAD_KINDS)[number];

export function isVehicleLeadIntent(v: unknown): v is VehicleLeadIntent {
  return (VEHICLE_LEAD_KINDS as readonly unknown[]).includes(v);
}

/**
 * A post from a page without JavaScript (or from cached HTML) carries no key of its own: one is derived
 * from the submission, so a double submit within ten minutes still makes one lead.
 */
export function idempotencyKeyFor(kind: string, websiteId: number, values: Record<string, unknown>, now: number): string {
  const posted = values[IDEMPOTENCY_KEY_FIELD];
  if (isValidIdempotencyKey(posted)) return posted;
  const { [IDEMPOTENCY_KEY_FIELD]: _k, intent: _i, ...rest } = values;
  const stable = JSON.stringify(Object.keys(rest).sort().map((k) => [k, rest[k]]));
  const bucket = Math.floor(now / 600_000);
  return `derived-${createHash("sha256").update(`${websiteId}|${kind}|${bucket}|${stable}`).digest("hex").slice(0, 40)}`;
}

export async function leadAction(db: Db, site: Site, kind: VehicleLeadIntent, values: Record<string, unknown>, meta: { sourceUrl: string; ip: string | null; log: Logger; now?: number }) {
  try {
    const result = await submitLead(db, {
      website: { id: site.id, slug: site.slug, name: site.name, dealerships: site.dealerships, locations: site.locations },
      settings: site.settings,
      kind,
      values,
      idempotencyKey: idempotencyKeyFor(kind, site.id, values, meta.now ?? Date.now()),
      sourceUrl: meta.sourceUrl,
      ip: meta.ip,
    });
    if (result.ok) return { status: 200, body: { intent: kind, ok: true as const } };
    // A bot filling the honeypot sees success and stores nothing.
    if (result.reason === "spam") return { status: 200, body: { intent: kind, ok: true as const } };
    return { status: 400, body: { intent: kind, ok: false as const, fieldErrors: result.fieldErrors, summary: result.summary } };
  } catch (error) {
    meta.log.error({ err: error, site: site.slug, kind }, "lead submission failed");
    return { status: 500, body: { intent: kind, ok: false as const, formError: SUBMIT_FAILED_MESSAGE } };
  }
}
