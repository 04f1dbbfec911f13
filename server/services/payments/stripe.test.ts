import { describe, expect, it } from "vitest";
import Stripe from "stripe";
import session from "./recorded/checkout-session.json";
import refund from "./recorded/refund.json";
import completed from "./recorded/event-checkout-completed.json";
import chargeRefunded from "./recorded/event-charge-refunded.json";
import paymentFailed from "./recorded/event-payment-failed.json";
import sessionExpired from "./recorded/event-session-expired.json";
import { createStripeProvider } from "./stripe";
import { PaymentsUnavailableError, WebhookSignatureError } from "./types";

const secret = "whsec_test_secret_0123456789abcdef";

/** A fetch that answers Stripe's API with recorded responses and keeps what it was asked. */
function recordedFetch(answers: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ url: string; method: string; body: string; headers: Record<string, string> }> = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers as HeadersInit).entries());
    calls.push({ url: String(input), method: init?.method ?? "GET", body: String(init?.body ?? ""), headers });
    const answer = answers.shift() ?? { status: 500, body: { error: { message: "no recorded answer" } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json", "request-id": "req_test" },
    });
  }) as typeof fetch;
  return { fn, calls };
}

const provider = (fetchFn: typeof fetch) =>
  createStripeProvider({
    secretKey: "sk_test_0123456789abcdefABCDEF",
    webhookSecret: secret,
    toleranceSeconds: 300,
    fetch: fetchFn,
    maxNetworkRetries: 0,
  });

const request = {
  paymentId: "2f0c6f5e-5c7e-4d43-9b55-0f3f1f6d2a10",
  amountCents: 20000,
  description: "Reservation deposit: 2021 Toyota Corolla",
  customerEmail: "sam@example.com",
  origin: "https://harbour-toyota.example.com.au",
  successUrl: "https://harbour-toyota.example.com.au/success?reservation=2f0c6f5e-5c7e-4d43-9b55-0f3f1f6d2a10",
  cancelUrl: "https://harbour-toyota.example.com.au/cars/2021-toyota-corolla/checkout?cancelled=1",
  expiresAt: new Date(Date.now() + 20 * 60_000),
};

describe("Stripe adapter", () => {
  it("creates a Checkout Session for the deposit in AUD cents, keyed by our payment id", async () => {
    const { fn, calls } = recordedFetch([{ status: 200, body: session }]);
    const result = await provider(fn).createCheckout(request);
    expect(result).toEqual({ sessionId: session.id, url: session.url });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(calls[0].method).toBe("POST");
    expect(calls[0].headers["idempotency-key"]).toBe(`checkout-${request.paymentId}`);
    const form = new URLSearchParams(calls[0].body);
    expect(form.get("mode")).toBe("payment");
    expect(form.get("client_reference_id")).toBe(request.paymentId);
    expect(form.get("line_items[0][price_data][currency]")).toBe("aud");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("20000");
    // Stripe keeps a session open at least 30 minutes; the 20-minute hold's end is moved to that minimum.
    expect(Number(form.get("expires_at"))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
  });

  it("a Stripe outage is a PaymentsUnavailableError (the checkout says so and holds nothing)", async () => {
    const { fn } = recordedFetch([{ status: 503, body: { error: { type: "api_error", message: "Service unavailable" } } }]);
    await expect(provider(fn).createCheckout(request)).rejects.toBeInstanceOf(PaymentsUnavailableError);
  });

  it("refunds the payment intent with our idempotency key", async () => {
    const { fn, calls } = recordedFetch([{ status: 200, body: refund }]);
    const result = await provider(fn).refund({
      providerPaymentId: refund.payment_intent,
      amountCents: 20000,
      idempotencyKey: "refund-abc",
    });
    expect(result).toEqual({ refundId: refund.id, status: "succeeded" });
    expect(calls[0].url).toBe("https://api.stripe.com/v1/refunds");
    expect(calls[0].headers["idempotency-key"]).toBe("refund-abc");
    expect(new URLSearchParams(calls[0].body).get("payment_intent")).toBe(refund.payment_intent);
  });

  it("verifies a signed webhook with the package's own test header and reads the payment", () => {
    const payload = JSON.stringify(completed);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: completed.created });
    const event = provider(recordedFetch([]).fn).verifyWebhook(payload, header, new Date(completed.created * 1000 + 60_000));
    expect(event).toMatchObject({
      id: completed.id,
      type: "payment.succeeded",
      paymentId: request.paymentId,
      providerPaymentId: "pi_3QK7yZ2eZvKYlo2C1MnYq8a3",
      amountCents: 20000,
    });
  });

  it("refuses an unsigned, tampered, wrongly signed or stale webhook", () => {
    const p = provider(recordedFetch([]).fn);
    const payload = JSON.stringify(completed);
    const at = new Date(completed.created * 1000);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: completed.created });
    expect(() => p.verifyWebhook(payload, null, at)).toThrow(WebhookSignatureError);
    expect(() => p.verifyWebhook(payload.replace("20000", "1"), header, at)).toThrow(WebhookSignatureError);
    const other = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_another_secret_000000",
      timestamp: completed.created,
    });
    expect(() => p.verifyWebhook(payload, other, at)).toThrow(WebhookSignatureError);
    expect(() => p.verifyWebhook(payload, header, new Date(at.getTime() + 301_000))).toThrow(WebhookSignatureError);
  });

  it("reads Stripe's declines, expired sessions and refunds from signed deliveries; other event types are recorded and ignored", () => {
    const p = provider(recordedFetch([]).fn);
    const deliver = (event: { created: number }) => {
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: event.created });
      return p.verifyWebhook(payload, header, new Date(event.created * 1000 + 5_000));
    };
    expect(deliver(paymentFailed)).toEqual({
      id: paymentFailed.id,
      type: "payment.failed",
      paymentId: request.paymentId,
      reason: "Your card was declined.",
    });
    expect(deliver(sessionExpired)).toMatchObject({
      type: "payment.failed",
      paymentId: request.paymentId,
      reason: expect.stringMatching(/nothing was charged/),
    });
    expect(deliver(chargeRefunded)).toEqual({
      id: chargeRefunded.id,
      type: "refund.succeeded",
      providerPaymentId: "pi_3QK7yZ2eZvKYlo2C1MnYq8a3",
      refundId: "re_3QK7yZ2eZvKYlo2C1hY0Q0Xx",
    });
    // A session completed but not yet paid (a bank transfer) holds nothing until Stripe says it is paid.
    const unpaid = { ...completed, id: "evt_unpaid", data: { object: { ...completed.data.object, payment_status: "unpaid" } } };
    expect(deliver(unpaid)).toEqual({ id: "evt_unpaid", type: "ignored", providerType: "checkout.session.completed" });
    const other = { ...completed, id: "evt_other", type: "customer.created" };
    expect(deliver(other)).toEqual({ id: "evt_other", type: "ignored", providerType: "customer.created" });
  });

  it("a refund Stripe refuses is retried later (an error), one still processing is pending", async () => {
    const failed = recordedFetch([{ status: 200, body: { ...refund, status: "failed" } }]);
    await expect(
      provider(failed.fn).refund({ providerPaymentId: refund.payment_intent, amountCents: 20000, idempotencyKey: "refund-x" }),
    ).rejects.toBeInstanceOf(PaymentsUnavailableError);
    const pending = recordedFetch([{ status: 200, body: { ...refund, status: "pending" } }]);
    expect(
      await provider(pending.fn).refund({ providerPaymentId: refund.payment_intent, amountCents: 20000, idempotencyKey: "refund-x" }),
    ).toEqual({ refundId: refund.id, status: "pending" });
  });

  it("expires an abandoned session (POST …/expire) and ignores Stripe's answer that it already ended", async () => {
    const { fn, calls } = recordedFetch([
      {
        status: 400,
        body: { error: { type: "invalid_request_error", message: "Only Checkout Sessions with a status of open can be expired." } },
      },
    ]);
    await provider(fn).expireCheckout(session.id);
    expect(calls[0].url).toBe(`https://api.stripe.com/v1/checkout/sessions/${session.id}/expire`);
    expect(calls[0].method).toBe("POST");
  });
});
