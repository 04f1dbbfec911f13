/**
 * /online-payment: a shopper pays an amount the dealer asked for (the dealer's reference and the amount),
 * through the same payments module and webhook as reservations. Stored before the payment page; idempotent by key.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { checkoutNotices, onlinePayments, websites } from "~/server/db/schema";
import { PaymentsUnavailableError } from "~/server/services/payments";
import { insertPaymentLead } from "./reservation-lead";
import type { CheckoutDeps } from "./reservations";

const PROVIDER_DOWN =
  "We could not reach our payment provider, so nothing was charged. Please try again in a few minutes, or call us to pay by phone.";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function startOnlinePayment(
  deps: CheckoutDeps,
  input: {
    site: { id: number; name: string };
    userId: number | null;
    reference: string;
    amountCents: number;
    customer: { name: string; email: string };
    idempotencyKey: string;
    origin: string;
  },
): Promise<{ ok: true; paymentUrl: string } | { ok: false; message: string }> {
  const now = deps.now?.() ?? new Date();
  const [inserted] = await deps.db
    .insert(onlinePayments)
    .values({
      websiteId: input.site.id,
      userId: input.userId,
      dealerReference: input.reference,
      amountCents: input.amountCents,
      idempotencyKey: input.idempotencyKey,
      provider: deps.payments.name,
      customer: input.customer,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const payment =
    inserted ??
    (
      await deps.db
        .select()
        .from(onlinePayments)
        .where(and(eq(onlinePayments.websiteId, input.site.id), eq(onlinePayments.idempotencyKey, input.idempotencyKey)))
    )[0];
  if (payment.status === "paid") return { ok: true, paymentUrl: `/success?payment=${payment.id}` };
  try {
    const session = await deps.payments.createCheckout({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      description: `${input.site.name}: payment for ${payment.dealerReference}`,
      customerEmail: input.customer.email,
      origin: input.origin,
      successUrl: `${input.origin}/success?payment=${payment.id}`,
      cancelUrl: `${input.origin}/online-payment?cancelled=1`,
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    });
    await deps.db.update(onlinePayments).set({ providerSessionId: session.sessionId }).where(eq(onlinePayments.id, payment.id));
    return { ok: true, paymentUrl: session.url };
  } catch (error) {
    if (!(error instanceof PaymentsUnavailableError)) throw error;
    await deps.db
      .update(onlinePayments)
      .set({ status: "failed" })
      .where(and(eq(onlinePayments.id, payment.id), eq(onlinePayments.status, "pending")));
    return { ok: false, message: PROVIDER_DOWN };
  }
}

/** A confirmed payment for an online payment (not a reservation); false when the id is not one. */
export async function markOnlinePaymentPaid(tx: Tx, paymentId: string, providerPaymentId: string, now: Date): Promise<boolean> {
  const [row] = await tx.select({ id: onlinePayments.id }).from(onlinePayments).where(eq(onlinePayments.id, paymentId));
  if (!row) return false;
  const [paid] = await tx
    .update(onlinePayments)
    .set({ status: "paid", providerPaymentId, paidAt: now })
    .where(and(eq(onlinePayments.id, paymentId), eq(onlinePayments.status, "pending")))
    .returning();
  if (paid) {
    const customer = paid.customer as { name?: string; email?: string };
    const [site] = await tx.select({ name: websites.name }).from(websites).where(eq(websites.id, paid.websiteId));
    if (customer.email) {
      // The receipt the payment page promised, sent by the checkout job like the reservation's confirmation.
      const amount = `$${(paid.amountCents / 100).toFixed(2)}`;
      await tx
        .insert(checkoutNotices)
        .values({
          websiteId: paid.websiteId,
          dedupeKey: `${paid.id}:paid:email`,
          channel: "email",
          to: customer.email,
          subject: `Your payment to ${site?.name ?? "us"}: ${paid.dealerReference}`,
          body: [
            `Hi ${customer.name ?? "there"},`,
            "",
            `We have received your card payment of ${amount} for reference ${paid.dealerReference}. Thank you.`,
            "",
            `Reference: ${paid.dealerReference}`,
            `Amount: ${amount} (AUD)`,
            `Paid: ${now.toISOString().slice(0, 10)}`,
            "",
            "Keep this email as your receipt. Questions about this payment? Reply to the dealer who asked for it, quoting the reference.",
          ].join("\n"),
          nextAttemptAt: now,
        })
        .onConflictDoNothing();
    }
    await insertPaymentLead(tx, {
      websiteId: paid.websiteId,
      paymentId: paid.id,
      reference: paid.dealerReference,
      amountCents: paid.amountCents,
      customer: paid.customer as { name?: string; email?: string },
      now,
    });
  }
  return true;
}

export async function findOnlinePayment(db: Db, websiteId: number, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.websiteId, websiteId)));
  return row;
}
