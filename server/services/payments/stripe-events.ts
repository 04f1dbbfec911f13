/**
 * Reads a provider event in Stripe's shape (both providers send these) into the checkout's terms. Only the
 * events the checkout acts on are read; any other type is "ignored" (still recorded as processed).
 */
import type { PaymentEvent } from "./types";

type StripeLikeEvent = { id: string; type: string; created?: number; data: { object: Record<string, unknown> } };

const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
const idOf = (v: unknown): string | undefined => str(v) ?? (v && typeof v === "object" ? str((v as { id?: unknown }).id) : undefined);

export function readProviderEvent(event: StripeLikeEvent): PaymentEvent {
  const o = event.data.object;
  const at = new Date((event.created ?? Math.floor(Date.now() / 1000)) * 1000);
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const paymentId = str(o.client_reference_id);
      const providerPaymentId = idOf(o.payment_intent);
      if (o.payment_status !== "paid" || !paymentId || !providerPaymentId)
        return { id: event.id, type: "ignored", providerType: event.type };
      return {
        id: event.id,
        type: "payment.succeeded",
        paymentId,
        sessionId: String(o.id),
        providerPaymentId,
        amountCents: Number(o.amount_total ?? 0),
        at,
      };
    }
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const paymentId = str(o.client_reference_id);
      if (!paymentId) return { id: event.id, type: "ignored", providerType: event.type };
      const reason =
        event.type === "checkout.session.expired"
          ? "The payment page expired before you paid, so nothing was charged."
          : "Your bank did not confirm the payment, so nothing was charged.";
      return { id: event.id, type: "payment.failed", paymentId, reason };
    }
    case "payment_intent.payment_failed": {
      const paymentId = str((o.metadata as Record<string, unknown> | undefined)?.payment_id);
      const error = o.last_payment_error as { message?: string } | undefined;
      if (!paymentId) return { id: event.id, type: "ignored", providerType: event.type };
      return { id: event.id, type: "payment.failed", paymentId, reason: error?.message ?? "declined" };
    }
    case "charge.refunded": {
      const providerPaymentId = idOf(o.payment_intent);
      const refunds = (o.refunds as { data?: Array<{ id: string }> } | undefined)?.data ?? [];
      if (!providerPaymentId || o.refunded !== true) return { id: event.id, type: "ignored", providerType: event.type };
      return { id: event.id, type: "refund.succeeded", providerPaymentId, refundId: refunds[0]?.id ?? "" };
    }
    default:
      return { id: event.id, type: "ignored", providerType: event.type };
  }
}

export function parseEventBody(rawBody: string): StripeLikeEvent {
  const parsed = JSON.parse(rawBody) as Partial<StripeLikeEvent>;
  if (typeof parsed.id !== "string" || typeof parsed.type !== "string" || !parsed.data || typeof parsed.data.object !== "object") {
    throw new TypeError("Not a payment event");
  }
  return parsed as StripeLikeEvent;
}
