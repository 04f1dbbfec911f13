/**
 * The embedded payment provider: the platform's own hosted payment page for development, demos and tests. No
 * real money moves and only test cards work (test-cards.ts). It behaves as Stripe does where the checkout can
 * tell: a session is a signed token naming the amount and return addresses; its ledger (one charge per session,
 * one refund per charge, each a conditional insert) is in the database; and it reports outcomes as signed
 * webhook events in Stripe's shape and signature scheme, which the platform verifies and applies through the
 * same handler as Stripe's.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, isNull, and } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { embeddedPaymentCharges } from "~/server/db/schema";
import { parseEventBody, readProviderEvent } from "./stripe-events";
import { signatureHeader, verifySignature } from "./signature";
import { cardOutcome } from "./test-cards";
import type { CheckoutRequest, PaymentsProvider } from "./types";

export const EMBEDDED_PAY_PATH = "/payments/test-checkout";

export type EmbeddedSession = {
  id: string;
  paymentId: string;
  amountCents: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
};

/** Delivers a signed webhook (raw body and signature header) to the platform; resolves when it was accepted. */
export type WebhookSink = (rawBody: string, signature: string) => Promise<void>;

export type EmbeddedPayResult =
  | { kind: "paid"; redirect: string }
  | { kind: "declined"; message: string }
  | { kind: "challenge" }
  | { kind: "invalid"; message: string }
  | { kind: "expired" };

export type EmbeddedProvider = PaymentsProvider & {
  name: "embedded";
  readSession(token: string, now?: Date): EmbeddedSession | null;
  /** The hosted page's "Pay": the card's outcome; a success charges once and reports it by webhook. */
  pay(token: string, cardNumber: string, sink: WebhookSink, now?: Date): Promise<EmbeddedPayResult>;
  /** The 3-D Secure challenge's answer. */
  completeChallenge(token: string, approve: boolean, sink: WebhookSink, now?: Date): Promise<EmbeddedPayResult>;
  /** Signs an event body as the provider does (tests and the bench build deliveries with it). */
  sign(rawBody: string, at?: Date): string;
};

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64url");

export function createEmbeddedProvider(options: { db: Db; secret: string; toleranceSeconds: number }): EmbeddedProvider {
  const { db, secret } = options;
  const mac = (data: string) => createHmac("sha256", `${secret}:sessions`).update(data).digest("base64url").slice(0, 32);

  function token(session: Omit<EmbeddedSession, "id">): string {
    const body = b64(JSON.stringify(session));
    return `cs_test_${body}.${mac(body)}`;
  }

  function readSession(value: string, now = new Date()): EmbeddedSession | null {
    const m = /^cs_test_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{32})$/.exec(value);
    if (!m) return null;
    const expected = Buffer.from(mac(m[1]));
    const given = Buffer.from(m[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const session = JSON.parse(Buffer.from(m[1], "base64url").toString("utf8")) as Omit<EmbeddedSession, "id">;
    const id = `cs_test_${m[2]}`;
    if (session.expiresAt < now.getTime()) return { ...session, id, expiresAt: -1 };
    return { ...session, id };
  }

  function sign(rawBody: string, at = new Date()): string {
    return signatureHeader(rawBody, secret, Math.floor(at.getTime() / 1000));
  }

  async function send(sink: WebhookSink, type: string, object: Record<string, unknown>, now: Date) {
    const event = {
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      type,
      created: Math.floor(now.getTime() / 1000),
      data: { object },
    };
    const raw = JSON.stringify(event);
    await sink(raw, sign(raw, now));
  }

  async function charge(session: EmbeddedSession, sink: WebhookSink, now: Date): Promise<EmbeddedPayResult> {
    const paymentIntentId = `pi_test_${randomBytes(12).toString("hex")}`;
    // One charge per session: a second press of Pay (or a replayed form) finds the first charge.
    const inserted = await db
      .insert(embeddedPaymentCharges)
      .values({ sessionId: session.id, paymentIntentId, amountCents: session.amountCents })
      .onConflictDoNothing()
      .returning();
    const [row] =
      inserted.length > 0
        ? inserted
        : await db.select().from(embeddedPaymentCharges).where(eq(embeddedPaymentCharges.sessionId, session.id));
    await send(
      sink,
      "checkout.session.completed",
      {
        id: session.id,
        object: "checkout.session",
        client_reference_id: session.paymentId,
        payment_intent: row.paymentIntentId,
        payment_status: "paid",
        status: "complete",
        amount_total: row.amountCents,
        currency: "aud",
      },
      now,
    );
    return { kind: "paid", redirect: session.successUrl };
  }

  async function decline(session: EmbeddedSession, sink: WebhookSink, now: Date, message: string): Promise<EmbeddedPayResult> {
    await send(
      sink,
      "payment_intent.payment_failed",
      {
        id: `pi_test_${randomBytes(12).toString("hex")}`,
        object: "payment_intent",
        metadata: { payment_id: session.paymentId },
        last_payment_error: { code: "card_declined", message },
      },
      now,
    );
    return { kind: "declined", message };
  }

  const DECLINED = "Your card was declined. Try another card, or call us to reserve by phone.";

  return {
    name: "embedded",
    wallets: false,
    testMode: true,
    async createCheckout(request: CheckoutRequest) {
      const t = token({
        paymentId: request.paymentId,
        amountCents: request.amountCents,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt.getTime(),
      });
      return { sessionId: `cs_test_${t.split(".")[1]}`, url: `${request.origin}${EMBEDDED_PAY_PATH}?session=${encodeURIComponent(t)}` };
    },
    async expireCheckout() {
      // Sessions end by themselves at their expiry (it is inside the signed token).
    },
    async refund(request) {
      // One refund per charge: the conditional update takes the refund once; a retry finds it taken.
      const refundId = `re_test_${randomBytes(12).toString("hex")}`;
      const updated = await db
        .update(embeddedPaymentCharges)
        .set({ refundId, refundedAt: new Date() })
        .where(and(eq(embeddedPaymentCharges.paymentIntentId, request.providerPaymentId), isNull(embeddedPaymentCharges.refundId)))
        .returning({ refundId: embeddedPaymentCharges.refundId });
      if (updated.length > 0) return { refundId, status: "succeeded" };
      const [row] = await db
        .select()
        .from(embeddedPaymentCharges)
        .where(eq(embeddedPaymentCharges.paymentIntentId, request.providerPaymentId));
      if (!row?.refundId) throw new Error(`No embedded charge ${request.providerPaymentId} to refund`);
      return { refundId: row.refundId, status: "succeeded" };
    },
    verifyWebhook(rawBody, header, now = new Date()) {
      verifySignature(rawBody, header, secret, options.toleranceSeconds, now);
      return readProviderEvent(parseEventBody(rawBody));
    },
    readSession,
    sign,
    async pay(t, cardNumber, sink, now = new Date()) {
      const session = readSession(t, now);
      if (!session) return { kind: "invalid", message: "This payment link is not valid." };
      if (session.expiresAt < 0) return { kind: "expired" };
      switch (cardOutcome(cardNumber)) {
        case "invalid":
          return { kind: "invalid", message: "Your card number is incorrect." };
        case "challenge":
          return { kind: "challenge" };
        case "decline":
          return decline(session, sink, now, DECLINED);
        case "success":
          return charge(session, sink, now);
      }
    },
    async completeChallenge(t, approve, sink, now = new Date()) {
      const session = readSession(t, now);
      if (!session) return { kind: "invalid", message: "This payment link is not valid." };
      if (session.expiresAt < 0) return { kind: "expired" };
      if (!approve)
        return decline(session, sink, now, "Your bank could not confirm it was you (3-D Secure failed). Try again or use another card.");
      return charge(session, sink, now);
    },
  };
}
