/**
 * Card payments through Stripe, with the official `stripe` package: a hosted Checkout Session per payment
 * (cards, Google Pay and Apple Pay where the account has them), refunds on the payment intent, and webhooks
 * verified with `stripe.webhooks.constructEvent` (signature and timestamp tolerance). Every call that creates
 * something carries an idempotency key derived from our own id, so a retry never makes a second session or refund.
 */
import Stripe from "stripe";
import { parseEventBody, readProviderEvent } from "./stripe-events";
import { type PaymentsProvider, PaymentsUnavailableError, WebhookSignatureError } from "./types";

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  toleranceSeconds: number;
  /** The HTTP client's fetch (tests pass recorded answers; no network). */
  fetch?: typeof fetch;
  maxNetworkRetries?: number;
};

/** Stripe's Checkout Sessions must stay open at least 30 minutes. */
const MIN_SESSION_MS = 30 * 60_000 + 5_000;

export function createStripeProvider(options: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(options.fetch ?? fetch),
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 15_000,
    telemetry: false,
  });

  const unavailable = (error: unknown): never => {
    const message = error instanceof Error ? error.message : String(error);
    throw new PaymentsUnavailableError(`Stripe: ${message}`, { cause: error });
  };

  return {
    name: "stripe",
    wallets: true,
    testMode: options.secretKey.includes("_test_"),
    async createCheckout(request) {
      const expiresAt = Math.max(request.expiresAt.getTime(), Date.now() + MIN_SESSION_MS);
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: "payment",
            client_reference_id: request.paymentId,
            customer_email: request.customerEmail,
            line_items: [
              {
                quantity: 1,
                price_data: { currency: "aud", unit_amount: request.amountCents, product_data: { name: request.description } },
              },
            ],
            payment_intent_data: { metadata: { payment_id: request.paymentId }, description: request.description },
            metadata: { payment_id: request.paymentId },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(expiresAt / 1000),
          },
          { idempotencyKey: `checkout-${request.paymentId}` },
        )
        .catch(unavailable);
      if (!session.url) throw new PaymentsUnavailableError("Stripe returned a session without a payment page");
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId).catch(() => undefined);
    },
    async refund(request) {
      const refund = await stripe.refunds
        .create(
          { payment_intent: request.providerPaymentId, amount: request.amountCents, reason: "requested_by_customer" },
          { idempotencyKey: request.idempotencyKey },
        )
        .catch(unavailable);
      if (refund.status === "failed" || refund.status === "canceled") throw new PaymentsUnavailableError(`Stripe refund ${refund.status}`);
      return { refundId: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending" };
    },
    verifyWebhook(rawBody, signatureHeader, now = new Date()) {
      if (!signatureHeader) throw new WebhookSignatureError("No Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          options.toleranceSeconds,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
      }
      return readProviderEvent(parseEventBody(JSON.stringify(event)));
    },
  };
}
