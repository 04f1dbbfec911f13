/**
 * Stores a submitted lead and one delivery job per target in one transaction. Only a committed
 * transaction answers `ok: true`, so a success answer means the lead is stored; any database
 * failure throws, and the caller answers an error. The same idempotency key on the same website
 * returns the first lead instead of making a second one (double clicks, retried POSTs).
 */
import { parsedUrl } from "~/domain/routing/parsed-url";
import { and, eq } from "drizzle-orm";
import {
  FIELD_MESSAGES,
  type FieldErrors,
  type FormContext,
  type LeadKind,
  type ErrorSummary,
  fieldErrors,
  formErrorSummary,
  isHoneypotFilled,
  isValidIdempotencyKey,
  makeLeadSchema,
} from "~/domain/forms";
import type { CarSnapshot, DealershipSnapshot, LeadPayload, LocationSnapshot } from "~/domain/leads/lead-record";
import { deliveryRows } from "~/domain/leads/targets";
import { offerPath } from "~/domain/offers/offer-rules";
import { withoutRepeatedWords } from "~/domain/stock/labels";
import { findShownOffer } from "~/server/offers/offer-queries";
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { Db } from "~/server/db/client";
import { cars, leadDeliveries, leads } from "~/server/db/schema";
import { type DealershipRow, type LocationRow, loadWebsiteRows, toFormContext } from "./form-context";

export type LeadWebsite = {
  id: number;
  slug: string;
  name: string;
  /** The site's rows when the caller already has them (the site directory does); loaded otherwise. */
  dealerships?: DealershipRow[];
  locations?: LocationRow[];
};

export type SubmitLeadInput = {
  website: LeadWebsite;
  settings: WebsiteSettings;
  kind: LeadKind;
  /** The raw submitted values (FormData entries or JSON); validated here with the form's schema. */
  values: Record<string, unknown>;
  idempotencyKey: string;
  sourceUrl?: string | null;
  ip?: string | null;
  now?: Date;
};

export type SubmitLeadResult =
  | { ok: true; leadId: string; duplicate: boolean; eventId: number }
  | { ok: false; reason: "invalid"; fieldErrors: FieldErrors; summary: ErrorSummary }
  | { ok: false; reason: "spam" };

function invalid(errors: FieldErrors): Extract<SubmitLeadResult, { reason: "invalid" }> {
  return { ok: false, reason: "invalid", fieldErrors: errors, summary: formErrorSummary(errors) };
}

/** A validated lead ready to store: its row (but its idempotency key) and its delivery targets. */
export type PreparedLead = {
  row: Omit<typeof leads.$inferInsert, "idempotencyKey">;
  form: Record<string, unknown>;
  targets: ReturnType<typeof deliveryRows>;
};

/**
 * Everything of a submission but the store: honeypot, validation with the form's schema (or `parse`, for a form
 * that keeps what it has so far), the tenant check of the car, the snapshots. The trade-in capture stores its own way.
 */
export async function prepareLead(
  db: Db,
  input: Omit<SubmitLeadInput, "idempotencyKey">,
  parse?: (
    ctx: FormContext,
    values: Record<string, unknown>,
  ) => { ok: true; form: Record<string, unknown> } | { ok: false; errors: FieldErrors },
): Promise<{ ok: true; lead: PreparedLead } | Exclude<SubmitLeadResult, { ok: true }>> {
  const { website, settings, kind, values } = input;
  if (isHoneypotFilled(values)) return { ok: false, reason: "spam" };

  const rows =
    website.dealerships && website.locations
      ? { dealerships: website.dealerships, locations: website.locations }
      : await loadWebsiteRows(db, website.id);
  const ctx = toFormContext(settings, rows.dealerships, rows.locations);
  let form: Record<string, unknown> & { event_id: number };
  if (parse) {
    const parsed = parse(ctx, values);
    if (!parsed.ok) return invalid(parsed.errors);
    form = parsed.form as typeof form;
  } else {
    const parsed = schemaFor(kind, ctx).safeParse(values);
    if (!parsed.success) return invalid(fieldErrors(parsed.error.issues));
    form = parsed.data as typeof form;
  }

  // Tenant scoping: every id the shopper sent must belong to this website. The schema already limits
  // location and dealership to the site's own options; the car is checked here.
  const carId = typeof form.car_id === "number" ? form.car_id : undefined;
  const car = carId === undefined ? undefined : await findCar(db, website.id, carId);
  if (carId !== undefined && !car) return invalid({ car_id: [FIELD_MESSAGES.car] });

  const offerId = typeof form.offer_id === "number" ? form.offer_id : undefined;
  const offer = offerId === undefined ? undefined : await findShownOffer(db, { id: website.id, settings }, offerId);
  if (offerId !== undefined && !offer) return invalid({ offer_id: [FIELD_MESSAGES.offer] });

  const locationId = (form.location ?? form.location_id ?? car?.locationId) as number | undefined;
  const location = rows.locations.find((l) => l.id === locationId);
  const dealership =
    rows.dealerships.find((d) => d.slug === form.dealership_slug) ??
    rows.dealerships.find((d) => d.id === (car?.dealershipId ?? location?.dealershipId));

  const now = input.now ?? new Date();
  const payload: LeadPayload & { ip?: string } = {
    version: 1,
    website: { slug: website.slug, name: website.name },
    form,
    ...(car ? { car: carSnapshot(car, input.sourceUrl) } : {}),
    ...(offer
      ? {
          offer: {
            id: offer.id,
            name: offer.name,
            manufacturer: offer.manufacturer,
            path: offerPath(offer, settings.singleManufacturer),
          },
        }
      : {}),
    ...(dealership ? { dealership: dealershipSnapshot(dealership) } : {}),
    ...(location ? { location: locationSnapshot(location) } : {}),
    ...(input.ip ? { ip: input.ip } : {}),
  };
  const contact = contactOf(kind, form);
  return {
    ok: true,
    lead: {
      form,
      targets: deliveryRows(settings.leads.targets, website.slug, { kind, locationSlug: location?.slug }),
      row: {
        websiteId: website.id,
        kind,
        eventId: form.event_id,
        category: typeof form.category === "string" ? form.category : null,
        subcategory: typeof form.subcategory === "string" ? form.subcategory : null,
        dealershipId: dealership?.id ?? null,
        locationId: location?.id ?? null,
        carId: car?.id ?? null,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        payload,
        sourceUrl: input.sourceUrl ?? null,
        createdAt: now,
      },
    },
  };
}

export async function submitLead(db: Db, input: SubmitLeadInput): Promise<SubmitLeadResult> {
  if (!isValidIdempotencyKey(input.idempotencyKey)) throw new TypeError("submitLead needs a valid idempotency key");
  const prepared = await prepareLead(db, input);
  if (!prepared.ok) return prepared;
  const { row, targets } = prepared.lead;
  const { website } = input;
  const now = row.createdAt!;

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({ ...row, idempotencyKey: input.idempotencyKey })
      .onConflictDoNothing({ target: [leads.websiteId, leads.idempotencyKey] })
      .returning({ id: leads.id, eventId: leads.eventId });

    if (inserted.length === 0) {
      const [first] = await tx
        .select({ id: leads.id, eventId: leads.eventId })
        .from(leads)
        .where(and(eq(leads.websiteId, website.id), eq(leads.idempotencyKey, input.idempotencyKey)));
      if (!first) throw new Error("Lead idempotency conflict without a stored lead");
      return { ok: true as const, leadId: first.id, duplicate: true, eventId: first.eventId };
    }

    const lead = inserted[0];
    await tx.insert(leadDeliveries).values(
      targets.map((t) => ({
        leadId: lead.id,
        websiteId: website.id,
        target: t.target,
        destination: t.destination,
        status: "pending",
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    return { ok: true as const, leadId: lead.id, duplicate: false, eventId: lead.eventId };
  });
}

// Building a zod schema costs about a millisecond; a site's context rarely changes, so reuse them.
const schemaCache = new Map<string, ReturnType<typeof makeLeadSchema>>();
const SCHEMA_CACHE_SIZE = 500;

function schemaFor(kind: LeadKind, ctx: FormContext) {
  const key = `${kind}\n${JSON.stringify(ctx)}`;
  let schema = schemaCache.get(key);
  if (!schema) {
    if (schemaCache.size >= SCHEMA_CACHE_SIZE) schemaCache.clear();
    schema = makeLeadSchema(kind, ctx);
    schemaCache.set(key, schema);
  }
  return schema;
}

async function findCar(db: Db, websiteId: number, carId: number) {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)))
    .limit(1);
  return car;
}

function contactOf(kind: LeadKind, form: Record<string, unknown>) {
  const str = (v: unknown) => (typeof v === "string" ? v : null);
  if (kind === "trade-in") {
    // A partial trade-in may not have both names yet.
    const name = [str(form.first_name), str(form.last_name)].filter(Boolean).join(" ");
    return { name: name || "(name not given)", email: str(form.email), phone: str(form.mobile) };
  }
  return { name: String(form.name), email: str(form.email), phone: str(form.phone) };
}

function carSnapshot(car: typeof cars.$inferSelect, sourceUrl: string | null | undefined): CarSnapshot {
  let url: string | undefined;
  if (sourceUrl) url = parsedUrl(`/cars/${car.slug}`, parsedUrl(sourceUrl) ?? undefined)?.toString();
  return {
    id: car.id,
    slug: car.slug,
    name: withoutRepeatedWords(car.name),
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    colour: car.colour,
    vin: car.vin,
    stocknum: car.stocknum,
    carType: car.carType,
    km: car.km,
    price: car.price,
    ...(url ? { url } : {}),
  };
}

function dealershipSnapshot(d: DealershipRow): DealershipSnapshot {
  return { id: d.id, slug: d.slug, name: d.name, phone: d.phone, email: d.email };
}

function locationSnapshot(l: LocationRow): LocationSnapshot {
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    address: l.address,
    ...(l.contactDetail.phone ? { phone: l.contactDetail.phone } : {}),
    ...(l.contactDetail.email ? { email: l.contactDetail.email } : {}),
  };
}
