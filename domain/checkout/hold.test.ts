import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import {
  PRE_PAYMENT_HOLD_MINUTES,
  applyEvent,
  checkoutOffer,
  holdUntilAfterPayment,
  isExpired,
  nextRefundAttempt,
  prePaymentHoldUntil,
  type ReservationState,
} from "./hold";

const now = new Date("2026-11-25T01:00:00Z");
const car = { status: "in_stock", reserved: false, carType: "used", make: "Kia", depositAmount: null };
const offerSettings = (input: Record<string, unknown> = {}) =>
  parseWebsiteSettings({ onlineReservation: { enabled: true, ...input } }).onlineReservation;
const pending: ReservationState = {
  status: "pending_payment",
  paymentStatus: "unpaid",
  heldUntil: prePaymentHoldUntil(now),
  refundable: true,
};

describe("deposit", () => {
  it("is the dealer's default $200, or the car's own amount", () => {
    expect(checkoutOffer(car, offerSettings())?.depositAmount).toBe(200);
    expect(checkoutOffer({ ...car, depositAmount: 750 }, offerSettings())?.depositAmount).toBe(750);
    expect(checkoutOffer(car, offerSettings({ depositAmount: 500 }))?.depositAmount).toBe(500);
  });
  it("is not offered on a held or sold car", () => {
    expect(checkoutOffer({ ...car, reserved: true }, offerSettings())).toBeNull();
    expect(checkoutOffer({ ...car, status: "sold" }, offerSettings())).toBeNull();
  });
});

describe("holds", () => {
  it("takes a 20-minute pre-payment hold when checkout starts", () => {
    expect(PRE_PAYMENT_HOLD_MINUTES).toBe(20);
    expect(prePaymentHoldUntil(now).toISOString()).toBe("2026-11-25T01:20:00.000Z");
  });
  it("holds 48 hours from payment confirmation, not from the start of checkout", () => {
    const paidAt = new Date("2026-11-25T01:12:00Z");
    expect(holdUntilAfterPayment(paidAt, 48).toISOString()).toBe("2026-11-27T01:12:00.000Z");
    const t = applyEvent(pending, { kind: "payment_succeeded", at: paidAt, holdHours: 48 });
    expect(t).toMatchObject({ ok: true, state: { status: "held", paymentStatus: "paid" }, refund: false });
    if (t.ok) expect(t.state.heldUntil.toISOString()).toBe("2026-11-27T01:12:00.000Z");
  });
  it("expires exactly at heldUntil and not a millisecond before", () => {
    const held: ReservationState = { status: "held", paymentStatus: "paid", heldUntil: new Date("2026-11-27T01:12:00Z"), refundable: true };
    expect(isExpired(held, new Date("2026-11-27T01:11:59.999Z"))).toBe(false);
    expect(isExpired(held, new Date("2026-11-27T01:12:00Z"))).toBe(true);
    expect(isExpired({ ...held, status: "cancelled" }, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("state machine", () => {
  const held: ReservationState = { status: "held", paymentStatus: "paid", heldUntil: new Date("2026-11-27T01:00:00Z"), refundable: true };

  it("keeps a non-refundable deposit when the shopper cancels or the hold runs out, and refunds it when the dealer releases the car", () => {
    const kept = { ...held, refundable: false };
    expect(applyEvent(kept, { kind: "cancel" })).toMatchObject({ state: { status: "cancelled", paymentStatus: "paid" }, refund: false });
    expect(applyEvent(kept, { kind: "expire", now: kept.heldUntil })).toMatchObject({
      state: { status: "expired", paymentStatus: "paid" },
      refund: false,
    });
    expect(applyEvent(kept, { kind: "release" })).toMatchObject({
      state: { status: "released", paymentStatus: "refund_pending" },
      refund: true,
    });
  });
  it("refunds a non-refundable deposit paid after its reservation ended: it never held the car", () => {
    const ended: ReservationState = { ...pending, status: "expired", refundable: false };
    expect(applyEvent(ended, { kind: "payment_succeeded", at: now, holdHours: 48 })).toMatchObject({
      state: { paymentStatus: "refund_pending" },
      refund: true,
    });
  });

  it("expiring a paid hold refunds it; expiring an unpaid one does not", () => {
    expect(applyEvent(held, { kind: "expire", now: held.heldUntil })).toMatchObject({
      ok: true,
      state: { status: "expired", paymentStatus: "refund_pending" },
      refund: true,
    });
    expect(applyEvent(pending, { kind: "expire", now: pending.heldUntil })).toMatchObject({
      state: { status: "expired", paymentStatus: "unpaid" },
      refund: false,
    });
    expect(applyEvent(held, { kind: "expire", now })).toMatchObject({ changed: false });
  });
  it("cancel and release end a live reservation and refund a paid deposit, once", () => {
    const cancelled = applyEvent(held, { kind: "cancel" });
    expect(cancelled).toMatchObject({ state: { status: "cancelled", paymentStatus: "refund_pending" }, refund: true });
    if (!cancelled.ok) throw new Error("unreachable");
    expect(applyEvent(cancelled.state, { kind: "cancel" })).toMatchObject({ ok: true, changed: false, refund: false });
    expect(applyEvent(cancelled.state, { kind: "release" })).toMatchObject({ ok: false });
    expect(applyEvent(held, { kind: "release" })).toMatchObject({ state: { status: "released" }, refund: true });
    expect(applyEvent(pending, { kind: "cancel" })).toMatchObject({
      state: { status: "cancelled", paymentStatus: "unpaid" },
      refund: false,
    });
  });
  it("a repeated payment confirmation changes nothing and never charges or refunds again", () => {
    expect(applyEvent(held, { kind: "payment_succeeded", at: now, holdHours: 48 })).toMatchObject({ changed: false, refund: false });
  });
  it("a decline keeps the pre-payment hold so the shopper can retry; a late decline after success is ignored", () => {
    expect(applyEvent(pending, { kind: "payment_failed" })).toMatchObject({ changed: false, state: pending });
    expect(applyEvent(held, { kind: "payment_failed" })).toMatchObject({ changed: false, state: held });
  });
  it("a payment that arrives after the reservation ended is refunded, not revived", () => {
    const expired: ReservationState = { ...pending, status: "expired" };
    expect(applyEvent(expired, { kind: "payment_succeeded", at: now, holdHours: 48 })).toMatchObject({
      state: { status: "expired", paymentStatus: "refund_pending" },
      refund: true,
    });
  });
  it("completion needs a held reservation and refunds nothing; refunds settle once", () => {
    expect(applyEvent(held, { kind: "complete" })).toMatchObject({ state: { status: "completed", paymentStatus: "paid" }, refund: false });
    expect(applyEvent(pending, { kind: "complete" })).toMatchObject({ ok: false });
    const refunding: ReservationState = { ...held, status: "cancelled", paymentStatus: "refund_pending" };
    expect(applyEvent(refunding, { kind: "refund_succeeded" })).toMatchObject({ state: { paymentStatus: "refunded" }, changed: true });
    expect(applyEvent({ ...refunding, paymentStatus: "refunded" }, { kind: "refund_succeeded" })).toMatchObject({ changed: false });
  });
  it("refund retries back off 1, 2, 4 … minutes up to an hour", () => {
    const minutes = [1, 2, 3, 7, 20].map((n) => (nextRefundAttempt(n, now).getTime() - now.getTime()) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 60, 60]);
  });
});
