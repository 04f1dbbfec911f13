/**
 * The vehicle page's form posts: the delivery estimate and the three lead forms. The body is read once,
 * as a form; lead forms go through the lead pipeline (validation with the form's schema, stored with
 * its delivery jobs).
 */
import type { Logger } from "pino";
import type { FormValues } from "~/domain/forms/form-values";
import { deliveryQuote } from "~/domain/vehicle/delivery";
import { INVALID_POSTCODE, validatePostcode } from "~/domain/vehicle/postcode";
import type { Db } from "~/server/db/client";
import { readFormBody } from "~/server/http/body-readers";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/server/http/same-origin";
import { handleLeadPost } from "~/server/leads/handle-lead-post";
import type { RateLimiter } from "~/server/leads/rate-limit";
import { MAX_LEAD_BODY_BYTES } from "~/server/leads/request-guards";
import type { Geocoder } from "~/server/services/geocode";
import type { Site } from "~/server/tenancy/site-directory";

export type DeliveryAnswer =
  | { intent: "delivery"; ok: true; postcode: string; quote: ReturnType<typeof deliveryQuote>; locationName: string }
  | { intent: "delivery"; ok: false; error: string };

export async function deliveryAction(
  geocoder: Geocoder,
  site: Site,
  to: { lat: number; lng: number; name: string },
  postcodeInput: unknown,
  log: Logger,
): Promise<DeliveryAnswer> {
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
  return {
    intent: "delivery",
    ok: true,
    postcode: check.postcode,
    quote: deliveryQuote(from, to, site.settings.delivery),
    locationName: to.name,
  };
}

export const VEHICLE_LEAD_KINDS = ["enquiry", "test-drive", "request-photos"] as const;
export type VehicleLeadIntent = (typeof VEHICLE_LEAD_KINDS)[number];

export function isVehicleLeadIntent(v: unknown): v is VehicleLeadIntent {
  return (VEHICLE_LEAD_KINDS as readonly unknown[]).includes(v);
}

export type CarPost =
  { ok: true; intent: "delivery" | VehicleLeadIntent; values: FormValues } | { ok: false; status: 400 | 403 | 413 | 415; message: string };

/** POST /cars/{slug}: the same-origin guard, the form read once (within the lead forms' limit), and which form it is. */
export async function readCarPost(request: Request): Promise<CarPost> {
  if (!isSameOrigin(request)) return { ok: false, status: 403, message: CROSS_SITE_MESSAGE };
  const body = await readFormBody(request, { limit: MAX_LEAD_BODY_BYTES });
  if (!body.ok) return body;
  const intent = body.values.intent;
  if (intent !== "delivery" && !isVehicleLeadIntent(intent)) {
    return { ok: false, status: 400, message: `The form's intent must be one of delivery, ${VEHICLE_LEAD_KINDS.join(", ")}.` };
  }
  return { ok: true, intent, values: body.values };
}

/**
 * A lead form post through the lead pipeline (same-origin check, per-IP limit, honeypot, the form's
 * schema, the transactional store), with the values `readCarPost` read.
 */
export async function leadAction(
  request: Request,
  values: FormValues,
  db: Db,
  site: Site,
  kind: VehicleLeadIntent,
  meta: { ip: string; log: Logger; limiter: RateLimiter; now?: Date },
) {
  const outcome = await handleLeadPost(
    request,
    { ok: true, values },
    {
      db,
      website: { id: site.id, slug: site.slug, name: site.name, dealerships: site.dealerships, locations: site.locations },
      settings: site.settings,
      kind,
      limiter: meta.limiter,
      ip: meta.ip,
      log: meta.log,
      now: meta.now,
    },
  );
  if (outcome.ok)
    return { status: 200, redirectTo: outcome.redirectTo, eventId: outcome.eventId, body: { intent: kind, ok: true as const } };
  if ("fieldErrors" in outcome)
    return {
      status: outcome.status,
      redirectTo: null,
      eventId: null,
      body: { intent: kind, ok: false as const, fieldErrors: outcome.fieldErrors, summary: outcome.summary },
    };
  return {
    status: outcome.status,
    redirectTo: null,
    eventId: null,
    body: { intent: kind, ok: false as const, formError: outcome.formError },
  };
}
