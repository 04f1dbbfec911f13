/**
 * The reservation's rules: what it costs, how long it holds the car, and how it moves from state to state.
 * Pure (time is passed in). The database enforces "one live reservation per car" (a partial unique index on
 * the live statuses below); these rules decide what each event does to one reservation.
 *
 * States: pending_payment (a short pre-payment hold while the shopper pays) → held (paid; the car is held
 * `holdHours` from payment confirmation) → completed (the dealer sold it to this shopper; the deposit is
 * credited) or ended: expired, cancelled (by the shopper), released (by the dealer). An ended reservation
 * whose deposit was paid is refunded, unless the deposit was offered as non-refundable and the shopper cancelled
 * or let the hold run out (the dealer releasing the car always refunds). A payment that arrives for a reservation
 * that already ended is refunded.
 */
import { reservationOffer, type ReservationOffer } from "~/domain/vehicle/reservation";
import type { WebsiteSettings } from "~/domain/settings/schema";

/** How long starting a checkout holds the car before payment: long enough to type a card and pass 3-D Secure. */
export const PRE_PAYMENT_HOLD_MINUTES = 20;

export const RESERVATION_STATUSES = ["pending_payment", "held", "expired", "cancelled", "released", "completed"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** The statuses the database's partial unique index covers: at most one of these per car. */
export const LIVE_STATUSES = ["pending_payment", "held"] as const satisfies readonly ReservationStatus[];

export const PAYMENT_STATUSES = ["unpaid", "paid", "refund_pending", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `refundable`: the deposit's terms when it was offered (settings.onlineReservation.refundable). */
export type ReservationState = { status: ReservationStatus; paymentStatus: PaymentStatus; heldUntil: Date; refundable: boolean };

export type ReservationEvent =
  | { kind: "payment_succeeded"; at: Date; holdHours: number }
  | { kind: "payment_failed" }
  | { kind: "expire"; now: Date }
  | { kind: "cancel" }
  | { kind: "release" }
  | { kind: "complete" }
  | { kind: "refund_succeeded" };

/** The outcome of an event: the new state, and whether a refund must now be asked of the provider. */
export type Transition = { ok: true; state: ReservationState; refund: boolean; changed: boolean } | { ok: false; reason: string };

export function isLive(status: ReservationStatus): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

/** The deposit and hold a car is offered on, or null when the dealer does not offer it online (see reservationOffer). */
export function checkoutOffer(
  car: Parameters<typeof reservationOffer>[0],
  settings: WebsiteSettings["onlineReservation"],
): ReservationOffer | null {
  return reservationOffer(car, settings);
}

/** When a checkout started at `now` stops holding the car if not paid. */
export function prePaymentHoldUntil(now: Date): Date {
  return new Date(now.getTime() + PRE_PAYMENT_HOLD_MINUTES * 60_000);
}

/** When a reservation paid at `paidAt` stops holding the car: `holdHours` from payment confirmation. */
export function holdUntilAfterPayment(paidAt: Date, holdHours: number): Date {
  return new Date(paidAt.getTime() + holdHours * 3_600_000);
}

/** A live reservation whose hold time has come is expired; the hold ends exactly at heldUntil. */
export function isExpired(state: Pick<ReservationState, "status" | "heldUntil">, now: Date): boolean {
  return isLive(state.status) && now.getTime() >= state.heldUntil.getTime();
}

/** Whether ending a paid reservation this way gives the deposit back: always when the dealer releases the car. */
export function endRefunds(state: Pick<ReservationState, "refundable">, status: ReservationStatus): boolean {
  return state.refundable || status === "released";
}

function end(state: ReservationState, status: ReservationStatus): Transition {
  const refund = state.paymentStatus === "paid" && endRefunds(state, status);
  return { ok: true, state: { ...state, status, paymentStatus: refund ? "refund_pending" : state.paymentStatus }, refund, changed: true };
}

const same = (state: ReservationState): Transition => ({ ok: true, state, refund: false, changed: false });

/**
 * What `event` does to a reservation. Events are applied in whatever order they arrive (webhooks are retried
 * and reordered): a repeated event changes nothing, a late failure after a success is ignored, and a payment
 * for a reservation that has ended is refunded rather than reviving it.
 */
export function applyEvent(state: ReservationState, event: ReservationEvent): Transition {
  switch (event.kind) {
    case "payment_succeeded": {
      if (state.paymentStatus !== "unpaid") return same(state); // a repeat, or already refunded
      if (state.status === "pending_payment") {
        return {
          ok: true,
          state: { ...state, status: "held", paymentStatus: "paid", heldUntil: holdUntilAfterPayment(event.at, event.holdHours) },
          refund: false,
          changed: true,
        };
      }
      // Paid after the pre-payment hold ended (or after a cancel): the money goes back, the car is not held.
      return { ok: true, state: { ...state, paymentStatus: "refund_pending" }, refund: true, changed: true };
    }
    case "payment_failed":
      // A declined card leaves the pre-payment hold in place so the shopper can try another card.
      return same(state);
    case "expire":
      return isExpired(state, event.now) ? end(state, "expired") : same(state);
    case "cancel":
      if (!isLive(state.status))
        return state.status === "cancelled" ? same(state) : { ok: false, reason: "This reservation has already ended." };
      return end(state, "cancelled");
    case "release":
      if (!isLive(state.status))
        return state.status === "released" ? same(state) : { ok: false, reason: "This reservation has already ended." };
      return end(state, "released");
    case "complete":
      if (state.status === "completed") return same(state);
      if (state.status !== "held") return { ok: false, reason: "Only a paid, held reservation can be completed." };
      return { ok: true, state: { ...state, status: "completed" }, refund: false, changed: true };
    case "refund_succeeded":
      if (state.paymentStatus !== "refund_pending") return same(state);
      return { ok: true, state: { ...state, paymentStatus: "refunded" }, refund: false, changed: true };
  }
}

/** Refund retries: 1, 2, 4 … minutes, capped at an hour; a refund is never given up (a person is alerted after 10 tries). */
export function nextRefundAttempt(attempts: number, now: Date): Date {
  const minutes = Math.min(2 ** Math.max(0, attempts - 1), 60);
  return new Date(now.getTime() + minutes * 60_000);
}
export const REFUND_ALERT_AFTER_ATTEMPTS = 10;
