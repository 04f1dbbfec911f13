/**
 * Reservations on the database (ADR 034): starting a checkout, applying payment webhooks, cancelling, releasing,
 * completing, expiring holds and refunding. The rules are domain/checkout's; this module makes them hold under
 * concurrency:
 *
 * - One live reservation per car is the partial unique index's: starting a checkout is one conditional insert
 *   (ON CONFLICT DO NOTHING), never a read-then-write. The same idempotency key finds the first reservation.
 * - The reservation is stored before the shopper is sent to pay; a provider that is down ends it at once, so
 *   nothing holds the car and nothing was charged.
 * - A webhook event is applied once: its id is inserted into payment_events in the transaction that applies it,
 *   and the reservation row is locked (FOR UPDATE) while the state machine decides.
 * - `cars.reserved` follows the hold in the same transaction (true while held), and `updated_at` moves so every
 *   process's search index and page cache pick it up.
 * - Refunds are taken by a lease (next_refund_at moved ahead) and sent with an idempotency key per reservation.
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import {
  LIVE_STATUSES,
  applyEvent,
  nextStepText,
  dealerTimeZone,
  formatInZone,
  isLive,
  nextRefundAttempt,
  prePaymentHoldUntil,
  reservationReference,
  checkoutOffer,
  type PaymentStatus,
  type ReservationEvent,
  type ReservationStatus,
} from "~/domain/checkout";
import { siteDefaultState } from "~/domain/locations/australian-state";
import { parseWebsiteSettings, type WebsiteSettings } from "~/domain/settings/schema";
import { vehicleNoun } from "~/domain/stock/labels";
import type { Db } from "~/server/db/client";
import { carFreeWatchers, cars, checkoutNotices, locations, paymentEvents, reservations, websites } from "~/server/db/schema";
import { type PaymentEvent, type PaymentsProvider, PaymentsUnavailableError } from "~/server/services/payments";
import { markOnlinePaymentPaid } from "./online-payments";
import { insertReservationLead } from "./reservation-lead";

export type ReservationRow = typeof reservations.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type CheckoutDeps = {
  db: Db;
  payments: PaymentsProvider;
  now?: () => Date;
  /** Re-reads cars into this process's search index at once (the runtime's stock.refreshCars). */
  refreshCars?: (ids: number[]) => Promise<void>;
  log?: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void; info?(obj: object, msg?: string): void };
};

export type CheckoutSite = { id: number; slug: string; name: string; settings: WebsiteSettings };

export type StartCheckoutInput = {
  site: CheckoutSite;
  carId: number;
  userId: number | null;
  customer: { name: string; email: string; phone: string };
  idempotencyKey: string;
  kind: "reserve" | "buy";
  order?: Record<string, unknown>;
  /** This site's origin, for the provider's return addresses. */
  origin: string;
};

export type StartCheckoutResult =
  | { ok: true; reservation: ReservationRow; paymentUrl: string; duplicate: boolean }
  | { ok: false; reason: "not_offered" | "taken" | "provider_down"; message: string };

/** What the shopper reads when a checkout cannot start, in the words of the vehicle's kind ("car", "motorcycle", "caravan"). */
export function checkoutError(reason: "not_offered" | "taken" | "provider_down", vehicleKind?: string | null): string {
  const noun = vehicleNoun(vehicleKind);
  switch (reason) {
    case "not_offered":
      return `This ${noun} cannot be reserved online. Please call us about it.`;
    case "taken":
      return `Someone else is reserving this ${noun} right now. You can ask us to tell you if it comes free.`;
    case "provider_down":
      return `We could not reach our payment provider, so nothing was charged and the ${noun} is not held. Please try again in a few minutes, or call us to reserve it.`;
  }
}

const cents = (dollars: number) => Math.round(dollars * 100);

export function successPath(reservationId: string): string {
  return `/success?reservation=${reservationId}`;
}

async function loadCar(db: Db | Tx, websiteId: number, carId: number) {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)))
    .limit(1);
  return car;
}

/** Starts (or resumes) a checkout: the pre-payment hold, stored, then the provider's payment page. */
export async function startCheckout(deps: CheckoutDeps, input: StartCheckoutInput): Promise<StartCheckoutResult> {
  const now = deps.now?.() ?? new Date();
  const { site } = input;
  const car = await loadCar(deps.db, site.id, input.carId);
  const offer = car ? checkoutOffer(car, site.settings.onlineReservation) : null;
  if (!car || !offer) return { ok: false, reason: "not_offered", message: checkoutError("not_offered", car?.vehicleKind) };

  const inserted = await deps.db
    .insert(reservations)
    .values({
      websiteId: site.id,
      carId: car.id,
      userId: input.userId,
      depositAmount: offer.depositAmount,
      holdHours: offer.holdHours,
      refundable: offer.refundable,
      status: "pending_payment",
      heldUntil: prePaymentHoldUntil(now),
      reference: reservationReference(randomBytes(8)),
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      provider: deps.payments.name,
      customer: input.customer,
      // The site's address is kept with the order: messages the background job sends later link back to it.
      order: { ...input.order, origin: input.origin },
      createdAt: now,
      updatedAt: now,
    })
    // Either index may refuse: the car's one live reservation, or this form's key already used.
    .onConflictDoNothing()
    .returning();

  let reservation = inserted[0];
  let duplicate = false;
  if (!reservation) {
    const [same] = await deps.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.websiteId, site.id), eq(reservations.idempotencyKey, input.idempotencyKey)));
    const mine =
      same ??
      (input.userId === null
        ? undefined
        : (
            await deps.db
              .select()
              .from(reservations)
              .where(
                and(
                  eq(reservations.carId, car.id),
                  eq(reservations.userId, input.userId),
                  inArray(reservations.status, [...LIVE_STATUSES]),
                ),
              )
          )[0]);
    if (!mine || mine.carId !== car.id) return { ok: false, reason: "taken", message: checkoutError("taken", car.vehicleKind) };
    if (mine.status !== "pending_payment") {
      // Already paid (or ended): nothing more to pay; the success page tells the shopper where it stands.
      return { ok: true, reservation: mine, paymentUrl: successPath(mine.id), duplicate: true };
    }
    reservation = mine;
    duplicate = true;
  }

  try {
    // The provider's own idempotency (our reservation id) makes a repeat of this call the same session.
    const session = await deps.payments.createCheckout({
      paymentId: reservation.id,
      amountCents: cents(reservation.depositAmount),
      description: `${input.kind === "buy" ? "Buy online deposit" : "Reservation deposit"} ${reservation.reference}: ${car.name}`,
      customerEmail: input.customer.email,
      origin: input.origin,
      successUrl: `${input.origin}${successPath(reservation.id)}`,
      cancelUrl: `${input.origin}/checkout-journey?car_id=${car.id}&cancelled=1`,
      expiresAt: reservation.heldUntil,
    });
    const [updated] = await deps.db
      .update(reservations)
      .set({ providerSessionId: session.sessionId, paymentRef: session.url, updatedAt: now })
      .where(eq(reservations.id, reservation.id))
      .returning();
    return { ok: true, reservation: updated ?? reservation, paymentUrl: session.url, duplicate };
  } catch (error) {
    if (!(error instanceof PaymentsUnavailableError)) throw error;
    deps.log?.warn({ err: error.message, reservation: reservation.id }, "payment provider unavailable: checkout not started");
    // Nothing half-done: the pre-payment hold ends now, so the car is free and no payment page exists.
    await deps.db
      .update(reservations)
      .set({ status: "cancelled", endedAt: now, updatedAt: now })
      .where(and(eq(reservations.id, reservation.id), eq(reservations.status, "pending_payment")));
    return { ok: false, reason: "provider_down", message: checkoutError("provider_down", car.vehicleKind) };
  }
}

type Applied = { reservation: ReservationRow; changed: boolean; refund: boolean } | { reservation: null; changed: false; refund: false };

/**
 * Applies one state-machine event to a locked reservation and keeps the car's `reserved` flag, the dealer's lead,
 * the shopper's messages and the free-again watchers in step, all in the caller's transaction.
 */
async function applyLocked(
  tx: Tx,
  row: ReservationRow,
  event: ReservationEvent,
  now: Date,
  extra: Partial<typeof reservations.$inferInsert> = {},
): Promise<Applied & { error?: string }> {
  const t = applyEvent(
    {
      status: row.status as ReservationStatus,
      paymentStatus: row.paymentStatus as PaymentStatus,
      heldUntil: row.heldUntil,
      refundable: row.refundable,
    },
    event,
  );
  if (!t.ok) return { reservation: row, changed: false, refund: false, error: t.reason };
  if (!t.changed) return { reservation: row, changed: false, refund: false };
  const ended = isLive(row.status as ReservationStatus) && !isLive(t.state.status);
  const [updated] = await tx
    .update(reservations)
    .set({
      status: t.state.status,
      paymentStatus: t.state.paymentStatus,
      heldUntil: t.state.heldUntil,
      updatedAt: now,
      ...(ended ? { endedAt: now } : {}),
      ...(t.refund ? { nextRefundAt: now } : {}),
      ...(t.state.paymentStatus === "refunded" ? { refundedAt: now } : {}),
      ...extra,
    })
    .where(eq(reservations.id, row.id))
    .returning();

  const becameHeld = row.status !== "held" && t.state.status === "held";
  const wasHeld = row.status === "held" && t.state.status !== "held";
  if (becameHeld || wasHeld) {
    await tx.update(cars).set({ reserved: becameHeld, updatedAt: now }).where(eq(cars.id, row.carId));
  }
  if (becameHeld) await confirmHeld(tx, updated, now);
  if (ended) await tellWatchers(tx, updated, now);
  return { reservation: updated, changed: true, refund: t.refund };
}

/** Payment confirmed: the dealer's lead (ADF, interest buy) and the shopper's email and SMS, all stored in this transaction. */
async function confirmHeld(tx: Tx, r: ReservationRow, now: Date) {
  const car = await loadCar(tx, r.websiteId, r.carId);
  const [site] = await tx.select().from(websites).where(eq(websites.id, r.websiteId));
  if (!car || !site) return;
  const [location] = car.locationId ? await tx.select().from(locations).where(eq(locations.id, car.locationId)) : [];
  const zone = dealerTimeZone(location?.address.state, siteDefaultState(parseWebsiteSettings(site.settings)));
  const until = formatInZone(r.heldUntil, zone);
  const customer = r.customer as { name?: string; email?: string; phone?: string };
  const leadId = await insertReservationLead(tx, { reservation: r, car, site, location, heldUntilText: until, now });
  await tx.update(reservations).set({ leadId }).where(eq(reservations.id, r.id));
  const what = r.kind === "buy" ? "order" : "reservation";
  const origin = typeof r.order.origin === "string" ? r.order.origin : "";
  const page = origin ? `${origin}/success?reservation=${r.id}` : "";
  const phone = location?.contactDetail.phone;
  const howToCancel = `To cancel${r.refundable ? " for a full refund" : ""} before you buy, ${page ? `use the Cancel button on ${page} in the browser you reserved with, or ` : ""}call ${location?.name ?? site.name}${phone ? ` on ${phone}` : ""}.${r.refundable ? "" : " The deposit is not refundable."}`;
  const text = `${site.name}: your ${what} ${r.reference} is confirmed. We have received your $${r.depositAmount} ${r.refundable ? "refundable" : "non-refundable"} deposit and are holding the ${car.name} for you until ${until}.`;
  const notices = [];
  if (customer.email) {
    notices.push({
      websiteId: r.websiteId,
      dedupeKey: `${r.id}:held:email`,
      channel: "email",
      to: customer.email,
      subject: `Your ${what} ${r.reference}: ${car.name}`,
      body: [
        `Hi ${customer.name ?? "there"},`,
        "",
        text,
        "",
        `Reference: ${r.reference}`,
        `Deposit paid: $${r.depositAmount} (${r.refundable ? "fully refundable" : "not refundable"})`,
        `Held until: ${until}`,
        "",
        `What happens next: we will contact you to arrange ${nextStepText(r.kind, car.vehicleKind)}. When you buy, the deposit comes off the price.`,
        "",
        howToCancel,
      ].join("\n"),
      nextAttemptAt: now,
    });
  }
  if (customer.phone) {
    notices.push({
      websiteId: r.websiteId,
      dedupeKey: `${r.id}:held:sms`,
      channel: "sms",
      to: customer.phone,
      body: `${text} ${howToCancel}`,
      nextAttemptAt: now,
    });
  }
  if (notices.length > 0) await tx.insert(checkoutNotices).values(notices).onConflictDoNothing();
}

/** The car is free again: everyone who asked is told once. */
async function tellWatchers(tx: Tx, r: ReservationRow, now: Date) {
  const watchers = await tx
    .update(carFreeWatchers)
    .set({ notifiedAt: now })
    .where(and(eq(carFreeWatchers.carId, r.carId), isNull(carFreeWatchers.notifiedAt)))
    .returning();
  if (watchers.length === 0) return;
  const car = await loadCar(tx, r.websiteId, r.carId);
  const [site] = await tx.select().from(websites).where(eq(websites.id, r.websiteId));
  if (!car || !site) return;
  const origin = typeof r.order.origin === "string" ? r.order.origin : "";
  await tx
    .insert(checkoutNotices)
    .values(
      watchers.map((w) => ({
        websiteId: r.websiteId,
        dedupeKey: `free:${w.id}:${r.id}`,
        channel: "email",
        to: w.email,
        subject: `${car.name} is available again`,
        body: `Good news: the ${car.name} you asked about at ${site.name} is no longer reserved. Reserve it online${origin ? ` at ${origin}/cars/${car.slug}` : " on our website"} before someone else does.`,
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing();
}

export type WebhookOutcome = { status: "applied" | "duplicate" | "ignored" | "unknown"; reservationId?: string; refund?: boolean };

/** Applies one verified provider event exactly once (see the module comment). */
export async function applyPaymentEvent(deps: CheckoutDeps, event: PaymentEvent): Promise<WebhookOutcome> {
  const now = deps.now?.() ?? new Date();
  const result = await deps.db.transaction(async (tx) => {
    const first = await tx
      .insert(paymentEvents)
      .values({ provider: deps.payments.name, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (first.length === 0) return { status: "duplicate" as const };
    if (event.type === "ignored") return { status: "ignored" as const };

    const where =
      event.type === "refund.succeeded"
        ? eq(reservations.providerPaymentId, event.providerPaymentId)
        : /^[0-9a-f-]{36}$/i.test(event.paymentId)
          ? eq(reservations.id, event.paymentId)
          : undefined;
    if (!where) return { status: "unknown" as const };
    const [row] = await tx.select().from(reservations).where(where).for("update");
    if (!row) {
      if (event.type === "payment.succeeded" && (await markOnlinePaymentPaid(tx, event.paymentId, event.providerPaymentId, now))) {
        return { status: "applied" as const };
      }
      return { status: "unknown" as const };
    }

    switch (event.type) {
      case "payment.succeeded": {
        if (row.providerPaymentId && row.providerPaymentId !== event.providerPaymentId) {
          deps.log?.error({ reservation: row.id, payment: event.providerPaymentId }, "a second payment for one reservation");
        }
        const applied = await applyLocked(tx, row, { kind: "payment_succeeded", at: now, holdHours: row.holdHours }, now, {
          providerPaymentId: row.providerPaymentId ?? event.providerPaymentId,
          paidAt: row.paidAt ?? now,
        });
        return { status: "applied" as const, reservationId: row.id, refund: applied.refund, carId: row.carId };
      }
      case "payment.failed": {
        await tx
          .update(reservations)
          .set({ order: sql`${reservations.order} || ${JSON.stringify({ lastPaymentError: event.reason })}::jsonb`, updatedAt: now })
          .where(and(eq(reservations.id, row.id), eq(reservations.paymentStatus, "unpaid")));
        return { status: "applied" as const, reservationId: row.id, refund: false, carId: row.carId };
      }
      case "refund.succeeded": {
        await applyLocked(tx, row, { kind: "refund_succeeded" }, now, { refundId: row.refundId ?? event.refundId });
        return { status: "applied" as const, reservationId: row.id, refund: false, carId: row.carId };
      }
    }
  });
  if ("carId" in result && result.carId !== undefined) await deps.refreshCars?.([result.carId]);
  if ("refund" in result && result.refund && result.reservationId) await processRefund(deps, result.reservationId);
  const { status, reservationId, refund } = result as WebhookOutcome;
  return { status, reservationId, refund };
}

type EndKind = "cancel" | "release" | "complete" | "expire";

/** Ends (or completes) one reservation of this site; `userId` limits it to that shopper's own. */
export async function endReservation(
  deps: CheckoutDeps,
  input: { websiteId: number; reservationId: string; userId?: number; kind: EndKind },
): Promise<{ ok: true; reservation: ReservationRow } | { ok: false; message: string }> {
  const now = deps.now?.() ?? new Date();
  const out = await deps.db.transaction(async (tx) => {
    const conditions = [eq(reservations.id, input.reservationId), eq(reservations.websiteId, input.websiteId)];
    if (input.userId !== undefined) conditions.push(eq(reservations.userId, input.userId));
    const [row] = await tx
      .select()
      .from(reservations)
      .where(and(...conditions))
      .for("update");
    if (!row) return { ok: false as const, message: "We could not find that reservation." };
    const event: ReservationEvent = input.kind === "expire" ? { kind: "expire", now } : { kind: input.kind };
    const applied = await applyLocked(tx, row, event, now);
    if (applied.error) return { ok: false as const, message: applied.error };
    return { ok: true as const, reservation: applied.reservation!, refund: applied.refund };
  });
  if (!out.ok) return out;
  await deps.refreshCars?.([out.reservation.carId]);
  if (out.refund) await processRefund(deps, out.reservation.id);
  const [fresh] = await deps.db.select().from(reservations).where(eq(reservations.id, out.reservation.id));
  return { ok: true, reservation: fresh ?? out.reservation };
}

/** How long a refund attempt holds its reservation before another worker may try. */
const REFUND_LEASE_MS = 2 * 60_000;

/** Sends a due refund through the provider once (lease + idempotency key); a failure is retried with backoff. */
export async function processRefund(deps: CheckoutDeps, reservationId: string): Promise<"refunded" | "retry" | "not_due"> {
  const now = deps.now?.() ?? new Date();
  const [claimed] = await deps.db
    .update(reservations)
    .set({ nextRefundAt: new Date(now.getTime() + REFUND_LEASE_MS), refundAttempts: sql`${reservations.refundAttempts} + 1` })
    .where(and(eq(reservations.id, reservationId), eq(reservations.paymentStatus, "refund_pending"), lte(reservations.nextRefundAt, now)))
    .returning();
  if (!claimed) return "not_due";
  if (!claimed.providerPaymentId) {
    deps.log?.error({ reservation: claimed.id }, "refund due without a provider payment");
    return "retry";
  }
  try {
    const refund = await deps.payments.refund({
      providerPaymentId: claimed.providerPaymentId,
      amountCents: cents(claimed.depositAmount),
      idempotencyKey: `refund-${claimed.id}`,
    });
    await deps.db
      .update(reservations)
      .set({
        refundId: refund.refundId,
        ...(refund.status === "succeeded" ? { paymentStatus: "refunded", refundedAt: deps.now?.() ?? new Date() } : {}),
        nextRefundAt: null,
      })
      .where(and(eq(reservations.id, claimed.id), eq(reservations.paymentStatus, "refund_pending")));
    return "refunded";
  } catch (error) {
    const at = nextRefundAttempt(claimed.refundAttempts, deps.now?.() ?? new Date());
    await deps.db.update(reservations).set({ nextRefundAt: at }).where(eq(reservations.id, claimed.id));
    deps.log?.warn(
      { reservation: claimed.id, attempts: claimed.refundAttempts, err: (error as Error).message },
      "refund failed; will retry",
    );
    return "retry";
  }
}

/** The background job's sweep: expire holds whose time has come, then send due refunds. */
export async function sweepReservations(deps: CheckoutDeps, batch = 50): Promise<{ expired: number; refunds: number }> {
  const now = deps.now?.() ?? new Date();
  const due = await deps.db
    .select({
      id: reservations.id,
      websiteId: reservations.websiteId,
      sessionId: reservations.providerSessionId,
      status: reservations.status,
    })
    .from(reservations)
    .where(and(inArray(reservations.status, [...LIVE_STATUSES]), lte(reservations.heldUntil, now)))
    .limit(batch);
  let expired = 0;
  for (const r of due) {
    const out = await endReservation(deps, { websiteId: r.websiteId, reservationId: r.id, kind: "expire" });
    if (out.ok && out.reservation.status === "expired") {
      expired++;
      if (r.status === "pending_payment" && r.sessionId) await deps.payments.expireCheckout(r.sessionId);
    }
  }
  const refunds = await deps.db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.paymentStatus, "refund_pending"), lte(reservations.nextRefundAt, now)))
    .limit(batch);
  let refunded = 0;
  for (const r of refunds) if ((await processRefund(deps, r.id)) === "refunded") refunded++;
  return { expired, refunds: refunded };
}

/** "Tell me when it's free": once per car and address. */
export async function watchCar(db: Db, input: { websiteId: number; carId: number; email: string }): Promise<void> {
  await db.insert(carFreeWatchers).values(input).onConflictDoNothing();
}

/** The live reservation holding a car, if any (for the checkout page's "someone is reserving it"). */
export async function liveReservationOf(db: Db, carId: number): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.carId, carId), inArray(reservations.status, [...LIVE_STATUSES])));
  return row;
}
