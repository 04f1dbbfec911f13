/** What the checkout asks of a payment provider, whichever it is. Amounts are in cents, Australian dollars. */

export type CheckoutRequest = {
  /** Ours: the reservation or online payment being paid; the provider returns it on every event. */
  paymentId: string;
  amountCents: number;
  description: string;
  customerEmail?: string;
  /** This site's origin; the embedded provider's page and webhook live there. */
  origin: string;
  successUrl: string;
  cancelUrl: string;
  /** When the session stops taking payment (the pre-payment hold's end). */
  expiresAt: Date;
};

export type CheckoutSession = { sessionId: string; url: string };

/** A verified webhook event, in the checkout's terms. */
export type PaymentEvent =
  | {
      id: string;
      type: "payment.succeeded";
      paymentId: string;
      sessionId: string;
      providerPaymentId: string;
      amountCents: number;
      at: Date;
    }
  | { id: string; type: "payment.failed"; paymentId: string; reason: string }
  | { id: string; type: "refund.succeeded"; providerPaymentId: string; refundId: string }
  | { id: string; type: "ignored"; providerType: string };

export type RefundRequest = { providerPaymentId: string; amountCents: number; idempotencyKey: string };
export type RefundResult = { refundId: string; status: "succeeded" | "pending" };

export type PaymentsProvider = {
  name: "embedded" | "stripe";
  /** Whether Google Pay and Apple Pay are offered (the card strip shows them only then). */
  wallets: boolean;
  /** No real money moves. */
  testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Stops a session taking payment (the hold ended first); best effort. */
  expireCheckout(sessionId: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Verifies the signature and age of a webhook and reads it; throws WebhookSignatureError otherwise. */
  verifyWebhook(rawBody: string, signatureHeader: string | null, now?: Date): PaymentEvent;
};

/** The provider could not be reached or refused the call: nothing was charged. */
export class PaymentsUnavailableError extends Error {
  override name = "PaymentsUnavailableError";
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}
