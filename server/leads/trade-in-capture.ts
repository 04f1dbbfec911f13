/**
 * The trade-in's one lead per shopper's car (001 §5, ADR on trade-in valuation):
 * - `savePartialTradeIn`: while the shopper types, what they have entered is kept as a lead whose deliveries are due
 *   `PARTIAL_LEAD_DELAY_MS` after their last change (the delivery worker is the "job after a delay"); each save
 *   pushes that time back while nothing has been sent.
 * - `tradeInSubmitter`: the finished form updates that same lead (found by the form's key, or by the shopper and
 *   car) with the full details and the instant estimate worked out again on the server, and makes its deliveries
 *   due now; if the partial lead had already gone out, it goes again as its replacement (ADF `resend`).
 * `trade_in_captures` is unique by form, by shopper and car, and by lead, so two requests racing to make a second
 * lead for one shopper's car fail at the database and are retried as an update of the first.
 */
import { createHash } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import { type FieldErrors, formErrorSummary, isValidIdempotencyKey } from "~/domain/forms";
import { INVALID_POSTCODE } from "~/domain/vehicle/postcode";
import { PARTIAL_LEAD_DELAY_MS, partialTradeIn, shopperCarIdentity } from "~/domain/forms/trade-in-partial";
import type { LeadPayload } from "~/domain/leads/lead-record";
import type { Condition } from "~/domain/valuation/model";
import { tradeInEstimateOf, type TradeInEstimate, TRADE_IN_KINDS, hasOdometer } from "~/domain/valuation/vehicle";
import type { Db } from "~/server/db/client";
import { leadDeliveries, leads, tradeInCaptures } from "~/server/db/schema";
import type { Geocoder } from "~/server/services/geocode";
import type { ValuationService } from "~/server/services/valuation";
import { type PreparedLead, type SubmitLeadInput, type SubmitLeadResult, prepareLead } from "./submit-lead";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A second capture for the same form or shopper's car was made at the same moment: try again as an update. */
class CaptureRace extends Error {}

export function shopperCarKey(websiteId: number, identity: { shopper: string; car: string }): string {
  return createHash("sha256")
    .update(JSON.stringify([websiteId, identity.shopper, identity.car]))
    .digest("hex");
}

async function withRetry<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (!(err instanceof CaptureRace) || attempt >= 3) throw err;
    }
  }
}

async function findCapture(tx: Tx, websiteId: number, formKey: string, key: string) {
  const rows = await tx
    .select()
    .from(tradeInCaptures)
    .where(and(eq(tradeInCaptures.websiteId, websiteId), or(eq(tradeInCaptures.formKey, formKey), eq(tradeInCaptures.shopperCarKey, key))))
    .for("update");
  return rows.find((r) => r.formKey === formKey) ?? rows[0];
}

/** Inserts the lead, its deliveries due at `dueAt`, and its capture; a capture that already exists is a race. */
async function insertCapturedLead(
  tx: Tx,
  prepared: PreparedLead,
  o: { idempotencyKey: string; formKey: string; key: string; status: "partial" | "complete"; dueAt: Date; now: Date },
) {
  const [lead] = await tx
    .insert(leads)
    .values({ ...prepared.row, idempotencyKey: o.idempotencyKey })
    .onConflictDoNothing({ target: [leads.websiteId, leads.idempotencyKey] })
    .returning({ id: leads.id, eventId: leads.eventId });
  if (!lead) throw new CaptureRace("lead idempotency key taken");
  const websiteId = prepared.row.websiteId;
  const [capture] = await tx
    .insert(tradeInCaptures)
    .values({ websiteId, formKey: o.formKey, shopperCarKey: o.key, leadId: lead.id, status: o.status, createdAt: o.now, updatedAt: o.now })
    .onConflictDoNothing()
    .returning({ id: tradeInCaptures.id });
  // Rolls the lead back with the transaction: the other request's capture is the one lead.
  if (!capture) throw new CaptureRace("capture taken");
  await tx.insert(leadDeliveries).values(
    prepared.targets.map((t) => ({
      leadId: lead.id,
      websiteId,
      target: t.target,
      destination: t.destination,
      status: "pending",
      nextAttemptAt: o.dueAt,
      createdAt: o.now,
    })),
  );
  return lead;
}

function leadUpdate(prepared: PreparedLead) {
  const { row } = prepared;
  return {
    eventId: row.eventId,
    category: row.category,
    subcategory: row.subcategory,
    dealershipId: row.dealershipId,
    locationId: row.locationId,
    carId: row.carId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    payload: row.payload,
    sourceUrl: row.sourceUrl,
  };
}

/** Whether this form has been kept already (its first save is the one that can make a lead). */
export async function hasCapture(db: Db, websiteId: number, formKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tradeInCaptures.id })
    .from(tradeInCaptures)
    .where(and(eq(tradeInCaptures.websiteId, websiteId), eq(tradeInCaptures.formKey, formKey)))
    .limit(1);
  return row !== undefined;
}

export type PartialSaveInput = Omit<SubmitLeadInput, "kind" | "idempotencyKey"> & { formKey: string; delayMs?: number };
export type PartialSaveResult =
  | { ok: true; state: "saved"; leadId: string }
  | { ok: true; state: "complete"; leadId: string }
  | { ok: false; reason: "not-ready" | "invalid" | "spam"; errors?: FieldErrors };

/** Keeps what the shopper has typed so far (see the module comment); never a second lead. */
export async function savePartialTradeIn(db: Db, input: PartialSaveInput): Promise<PartialSaveResult> {
  if (!isValidIdempotencyKey(input.formKey)) return { ok: false, reason: "invalid" };
  let identity: { shopper: string; car: string } | undefined;
  const prepared = await prepareLead(db, { ...input, kind: "trade-in" }, (ctx, values) => {
    const partial = partialTradeIn(ctx, values);
    if (!partial.ready) return { ok: false, errors: partial.errors };
    identity = partial;
    return { ok: true, form: partial.form };
  });
  if (!prepared.ok) return prepared.reason === "spam" ? { ok: false, reason: "spam" } : { ok: false, reason: "not-ready" };
  const key = shopperCarKey(input.website.id, identity!);
  const now = input.now ?? new Date();
  const dueAt = new Date(now.getTime() + (input.delayMs ?? PARTIAL_LEAD_DELAY_MS));
  const payload: LeadPayload = { ...(prepared.lead.row.payload as LeadPayload), partial: true };
  const lead: PreparedLead = { ...prepared.lead, row: { ...prepared.lead.row, payload } };

  return withRetry(db, async (tx) => {
    const capture = await findCapture(tx, input.website.id, input.formKey, key);
    if (!capture) {
      const made = await insertCapturedLead(tx, lead, {
        idempotencyKey: `partial-${input.formKey}`,
        formKey: input.formKey,
        key,
        status: "partial",
        dueAt,
        now,
      });
      return { ok: true as const, state: "saved" as const, leadId: made.id };
    }
    // A finished form is never overwritten by a late partial save.
    if (capture.status === "complete") return { ok: true as const, state: "complete" as const, leadId: capture.leadId };
    await tx.update(leads).set(leadUpdate(lead)).where(eq(leads.id, capture.leadId));
    // The delay restarts with each change, as long as nothing has been sent.
    await tx
      .update(leadDeliveries)
      .set({ nextAttemptAt: dueAt })
      .where(and(eq(leadDeliveries.leadId, capture.leadId), eq(leadDeliveries.status, "pending"), eq(leadDeliveries.attempts, 0)));
    await tx.update(tradeInCaptures).set({ updatedAt: now }).where(eq(tradeInCaptures.id, capture.id));
    return { ok: true as const, state: "saved" as const, leadId: capture.leadId };
  });
}

/** The estimate step's answer, worked out again on the server for the lead. */
async function estimateFor(valuation: ValuationService | undefined, form: Record<string, unknown>): Promise<TradeInEstimate | undefined> {
  const tradeKind = TRADE_IN_KINDS.find((k) => k === form.tradeKind) ?? "car";
  const kms = typeof form.kms === "number" ? form.kms : null;
  if (!valuation || (kms === null && hasOdometer(tradeKind))) return undefined;
  const outcome = await valuation.estimate({
    tradeKind,
    rego: typeof form.rego === "string" ? form.rego : undefined,
    regoState: typeof form.regoState === "string" ? (form.regoState as "QLD") : "QLD",
    make: typeof form.make === "string" ? form.make : undefined,
    model: typeof form.model === "string" ? form.model : undefined,
    year: typeof form.year === "number" ? form.year : undefined,
    badge: typeof form.badge === "string" ? form.badge : undefined,
    kms: hasOdometer(tradeKind) ? kms : null,
    condition: (typeof form.condition === "string" ? form.condition : "good") as Condition,
  });
  return tradeInEstimateOf(outcome);
}

/**
 * The finished trade-in form's store, for the lead pipeline (`handleLeadPost`'s `submit`): the one lead of this
 * form or this shopper's car, updated, or a new one. The form key is the submission's idempotency key.
 */
export function tradeInSubmitter(valuation?: ValuationService, geocoder?: Geocoder, log?: { warn(obj: object, msg?: string): void }) {
  return async function submitTradeIn(db: Db, input: SubmitLeadInput): Promise<SubmitLeadResult> {
    if (!isValidIdempotencyKey(input.idempotencyKey)) throw new TypeError("submitTradeIn needs a valid idempotency key");
    const prepared = await prepareLead(db, { ...input, kind: "trade-in" });
    if (!prepared.ok) return prepared;
    // 001 §5: a postcode is geocoded for Australia; no result is "Invalid postcode". A geocoder that is down does not
    // cost the dealer the lead.
    const postcode = prepared.lead.form.postcode;
    if (geocoder && typeof postcode === "string") {
      const place = await geocoder.geocodePostcode(postcode).catch((err: unknown) => {
        log?.warn({ err: err instanceof Error ? err.message : String(err), geocoder: geocoder.name }, "postcode geocoding failed");
        return "unknown" as const;
      });
      if (place === null) {
        const errors = { postcode: [INVALID_POSTCODE] };
        return { ok: false, reason: "invalid", fieldErrors: errors, summary: formErrorSummary(errors) };
      }
    }
    const identity = shopperCarIdentity(prepared.lead.form);
    const formKey = input.idempotencyKey;
    const key = identity ? shopperCarKey(input.website.id, identity) : `form-${formKey}`;
    const estimate = await estimateFor(valuation, prepared.lead.form);
    const now = input.now ?? new Date();
    const basePayload = { ...(prepared.lead.row.payload as LeadPayload), ...(estimate ? { valuation: estimate } : {}) };

    return withRetry(db, async (tx) => {
      const capture = await findCapture(tx, input.website.id, formKey, key);
      if (!capture) {
        const lead = { ...prepared.lead, row: { ...prepared.lead.row, payload: basePayload } };
        const made = await insertCapturedLead(tx, lead, { idempotencyKey: formKey, formKey, key, status: "complete", dueAt: now, now });
        return { ok: true as const, leadId: made.id, duplicate: false, eventId: made.eventId };
      }
      const [existing] = await tx
        .select({ key: leads.idempotencyKey, eventId: leads.eventId })
        .from(leads)
        .where(eq(leads.id, capture.leadId));
      // The same submission again (a double click, a retry): the lead it made.
      if (capture.status === "complete" && existing?.key === formKey) {
        return { ok: true as const, leadId: capture.leadId, duplicate: true, eventId: existing.eventId };
      }
      const deliveries = await tx
        .select({ id: leadDeliveries.id, status: leadDeliveries.status, attempts: leadDeliveries.attempts })
        .from(leadDeliveries)
        .where(eq(leadDeliveries.leadId, capture.leadId));
      const sentBefore = deliveries.some((d) => d.status !== "pending" || d.attempts > 0);
      const payload: LeadPayload = { ...basePayload, partial: false, ...(sentBefore ? { replacesPartial: true } : {}) };
      await tx
        .update(leads)
        .set({ ...leadUpdate(prepared.lead), payload, idempotencyKey: formKey })
        .where(eq(leads.id, capture.leadId));
      // Due now: the full lead instead of the partial one, or after it as its replacement.
      await tx
        .update(leadDeliveries)
        .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null, deliveredAt: null })
        .where(eq(leadDeliveries.leadId, capture.leadId));
      await tx
        .update(tradeInCaptures)
        .set({
          status: "complete",
          updatedAt: now,
          formKey: sql`case when exists (select 1 from ${tradeInCaptures} c where c.website_id = ${input.website.id} and c.form_key = ${formKey} and c.id <> ${capture.id}) then ${tradeInCaptures.formKey} else ${formKey} end`,
        })
        .where(eq(tradeInCaptures.id, capture.id));
      return { ok: true as const, leadId: capture.leadId, duplicate: false, eventId: existing?.eventId ?? prepared.lead.row.eventId };
    });
  };
}
