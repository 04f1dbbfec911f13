/**
 * Bench: the reservation's "exactly once" on PostgreSQL.
 *
 * 1. Contention: 50 shoppers start a checkout for one car at the same moment, 200 trials. Exactly one hold per
 *    trial; the holder pays; then 50 more shoppers try the held car: 0 sessions, 0 payments taken.
 * 2. Webhooks: 1,000 deliveries for 200 reservations, with duplicates, shuffled order, and 10% with invalid or
 *    stale signatures, then concurrent double cancels with replayed refund events. Every reservation ends in
 *    the right state, 0 double charges, 0 double refunds, one dealer lead per paid reservation.
 *
 *   npx tsx bench/checkout/run.ts              a fresh database on TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 *   npx tsx bench/checkout/run.ts --pglite     the embedded database instead
 *   npx tsx bench/checkout/run.ts --trials 50 --shoppers 20
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { parseArgs } from "node:util";
import { count, eq, inArray } from "drizzle-orm";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { cars, embeddedPaymentCharges, leads, reservations } from "~/server/db/schema";
import { openTestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite } from "~/server/db/test-factories";
import { applyPaymentEvent, endReservation, startCheckout, type CheckoutDeps } from "~/server/checkout/reservations";
import { createPayments, isEmbedded, WebhookSignatureError, type PaymentsProvider } from "~/server/services/payments";

const { values: args } = parseArgs({
  options: {
    pglite: { type: "boolean", default: false },
    trials: { type: "string", default: "200" },
    shoppers: { type: "string", default: "50" },
    deliveries: { type: "string", default: "1000" },
  },
});
const kind = args.pglite ? "pglite" : "postgres";
const trials = Number(args.trials);
const shoppers = Number(args.shoppers);
const deliveryTarget = Number(args.deliveries);

let failed = false;
function check(label: string, ok: boolean, detail: string) {
  console.log(`${ok ? "PASS" : "FAIL"}  ${label}: ${detail}`);
  if (!ok) failed = true;
}

const database = await openTestDatabase(kind);
const db = database.db;
const provider = createPayments({
  config: {
    PAYMENTS_PROVIDER: "embedded",
    PAYMENTS_WEBHOOK_SECRET: randomBytes(24).toString("hex"),
    PAYMENTS_WEBHOOK_TOLERANCE_SECONDS: 300,
  },
  db,
});
if (!isEmbedded(provider)) throw new Error("embedded provider expected");
const embedded = provider;
const refundCalls = new Map<string, number>();
const payments: PaymentsProvider = {
  ...embedded,
  async refund(req) {
    refundCalls.set(req.providerPaymentId, (refundCalls.get(req.providerPaymentId) ?? 0) + 1);
    return embedded.refund(req);
  },
};
const deps: CheckoutDeps = { db, payments };
const yard = await insertSite(db, "bench-checkout", { onlineReservation: { enabled: true } });
const site = { id: yard.site.id, slug: yard.site.slug, name: yard.site.name, settings: parseWebsiteSettings(yard.site.settings) };
const origin = "http://bench.localhost";
const customer = { name: "Bench Shopper", email: "bench@example.com", phone: "+61412345678" };
const start = (carId: number) =>
  startCheckout(deps, { site, carId, userId: null, customer, idempotencyKey: randomBytes(12).toString("hex"), kind: "reserve", origin });
const sink = async (raw: string, sig: string) => {
  await applyPaymentEvent(deps, payments.verifyWebhook(raw, sig));
};
const tokenOf = (url: string) => new URL(url).searchParams.get("session")!;

try {
  console.log(
    `checkout bench on ${kind}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}\n`,
  );

  // 1. Contention.
  let exactlyOne = 0;
  let heldAfterPay = 0;
  let sessionsOnHeld = 0;
  let chargesOnHeldCars = 0;
  const t1 = performance.now();
  for (let trial = 0; trial < trials; trial++) {
    const car = await insertCar(db, yard);
    const results = await Promise.all(Array.from({ length: shoppers }, () => start(car.id)));
    const winners = results.filter((r) => r.ok);
    if (winners.length === 1) exactlyOne++;
    const winner = winners[0];
    if (winner?.ok) {
      await embedded.pay(tokenOf(winner.paymentUrl), "4242424242424242", sink);
      const [r] = await db.select().from(reservations).where(eq(reservations.id, winner.reservation.id));
      if (r.status === "held") heldAfterPay++;
    }
    const late = await Promise.all(Array.from({ length: shoppers }, () => start(car.id)));
    sessionsOnHeld += late.filter((r) => r.ok).length;
    const sessions = (await db.select({ s: reservations.providerSessionId }).from(reservations).where(eq(reservations.carId, car.id)))
      .map((r) => r.s)
      .filter((s): s is string => s !== null);
    const [c] = await db.select({ n: count() }).from(embeddedPaymentCharges).where(inArray(embeddedPaymentCharges.sessionId, sessions));
    chargesOnHeldCars += Math.max(0, Number(c.n) - 1);
  }
  const contentionMs = performance.now() - t1;
  console.log(
    `contention     ${trials} trials x ${shoppers} simultaneous shoppers, then ${shoppers} more on the held car: ${(contentionMs / 1000).toFixed(1)} s (${Math.round((trials * shoppers * 2) / (contentionMs / 1000))} checkout starts/s)`,
  );
  check("one hold per trial", exactlyOne === trials, `${exactlyOne} of ${trials} trials had exactly one hold`);
  check("holder's payment held the car", heldAfterPay === trials, `${heldAfterPay} of ${trials}`);
  check("checkouts started on a held car", sessionsOnHeld === 0, String(sessionsOnHeld));
  check("payments taken for a held car", chargesOnHeldCars === 0, String(chargesOnHeldCars));

  // 2. Webhooks.
  const n = 200;
  const pending: Array<{ id: string; carId: number; session: string; pays: boolean; declines: boolean }> = [];
  for (let i = 0; i < n; i++) {
    const car = await insertCar(db, yard);
    const r = await start(car.id);
    if (!r.ok) throw new Error("start failed");
    pending.push({
      id: r.reservation.id,
      carId: car.id,
      session: r.reservation.providerSessionId!,
      pays: i % 5 !== 0,
      declines: i % 3 === 0,
    });
  }
  // The provider's side: one charge per paying session, reported as Stripe-shaped signed events.
  const events: string[] = [];
  for (const p of pending) {
    if (p.declines) {
      events.push(
        JSON.stringify({
          id: `evt_${randomBytes(10).toString("hex")}`,
          type: "payment_intent.payment_failed",
          created: Math.floor(Date.now() / 1000),
          data: { object: { metadata: { payment_id: p.id }, last_payment_error: { message: "Your card was declined." } } },
        }),
      );
    }
    if (p.pays) {
      const pi = `pi_test_${randomBytes(10).toString("hex")}`;
      await db.insert(embeddedPaymentCharges).values({ sessionId: p.session, paymentIntentId: pi, amountCents: 20000 });
      events.push(
        JSON.stringify({
          id: `evt_${randomBytes(10).toString("hex")}`,
          type: "checkout.session.completed",
          created: Math.floor(Date.now() / 1000),
          data: {
            object: {
              id: p.session,
              client_reference_id: p.id,
              payment_intent: pi,
              payment_status: "paid",
              amount_total: 20000,
              currency: "aud",
            },
          },
        }),
      );
    }
  }
  const invalidCount = Math.round(deliveryTarget * 0.1);
  const deliveries: Array<{ raw: string; sig: string; valid: boolean }> = [];
  for (let i = 0; deliveries.length < deliveryTarget - invalidCount; i++) {
    const raw = events[i % events.length];
    deliveries.push({ raw, sig: embedded.sign(raw), valid: true });
  }
  for (let i = 0; i < invalidCount; i++) {
    const raw = events[i % events.length];
    const mode = i % 3;
    const sig =
      mode === 0
        ? embedded.sign(raw).replace(/v1=[0-9a-f]{4}/, "v1=0000")
        : mode === 1
          ? embedded.sign(raw, new Date(Date.now() - 3_600_000))
          : embedded.sign(`${raw} `);
    deliveries.push({ raw, sig, valid: false });
  }
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
  }
  let rejected = 0;
  let acceptedInvalid = 0;
  let duplicates = 0;
  const t2 = performance.now();
  const queue = [...deliveries];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let d = queue.shift(); d; d = queue.shift()) {
        try {
          const out = await applyPaymentEvent(deps, payments.verifyWebhook(d.raw, d.sig));
          if (!d.valid) acceptedInvalid++;
          if (out.status === "duplicate") duplicates++;
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          rejected++;
        }
      }
    }),
  );
  const webhookMs = performance.now() - t2;
  console.log(
    `webhooks       ${deliveries.length} deliveries of ${events.length} events (${duplicates} duplicates, ${invalidCount} invalid), 10 at a time: ${(webhookMs / 1000).toFixed(2)} s (${Math.round(deliveries.length / (webhookMs / 1000))}/s)`,
  );
  check(
    "invalid signatures refused",
    rejected === invalidCount && acceptedInvalid === 0,
    `${rejected} of ${invalidCount} refused, ${acceptedInvalid} accepted`,
  );

  // Then half of the paid reservations are cancelled twice at once, with each refund event replayed.
  const paid = pending.filter((p) => p.pays);
  const cancelling = paid.filter((_, i) => i % 2 === 0);
  await Promise.all(
    cancelling.flatMap((p) => [0, 1].map(() => endReservation(deps, { websiteId: site.id, reservationId: p.id, kind: "cancel" }))),
  );
  for (const p of cancelling) {
    const [r] = await db.select().from(reservations).where(eq(reservations.id, p.id));
    const raw = JSON.stringify({
      id: `evt_${randomBytes(10).toString("hex")}`,
      type: "charge.refunded",
      created: Math.floor(Date.now() / 1000),
      data: { object: { payment_intent: r.providerPaymentId, refunded: true, refunds: { data: [{ id: r.refundId }] } } },
    });
    await sink(raw, embedded.sign(raw));
    await sink(raw, embedded.sign(raw));
  }

  const rows = await db
    .select()
    .from(reservations)
    .where(
      inArray(
        reservations.id,
        pending.map((p) => p.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  let wrong = 0;
  for (const p of pending) {
    const r = byId.get(p.id)!;
    const want = !p.pays
      ? { status: "pending_payment", paymentStatus: "unpaid", reserved: false }
      : cancelling.includes(p)
        ? { status: "cancelled", paymentStatus: "refunded", reserved: false }
        : { status: "held", paymentStatus: "paid", reserved: true };
    const [car] = await db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, p.carId));
    if (r.status !== want.status || r.paymentStatus !== want.paymentStatus || car.reserved !== want.reserved) wrong++;
  }
  const doubleRefunds = [...refundCalls.values()].filter((c) => c > 1).length;
  const charges = await db
    .select()
    .from(embeddedPaymentCharges)
    .where(
      inArray(
        embeddedPaymentCharges.sessionId,
        pending.map((p) => p.session),
      ),
    );
  const doubleCharges = pending.filter((p) => charges.filter((c) => c.sessionId === p.session).length > 1).length;
  const leadRows = await db
    .select({ id: leads.id, key: leads.idempotencyKey })
    .from(leads)
    .where(
      inArray(
        leads.idempotencyKey,
        paid.map((p) => `reservation-${p.id}`),
      ),
    );
  check(
    "right final state",
    wrong === 0,
    `${n - wrong} of ${n} reservations (held, cancelled and refunded, or still awaiting payment) and their cars`,
  );
  check("double charges", doubleCharges === 0, String(doubleCharges));
  check(
    "double refunds",
    doubleRefunds === 0,
    `${doubleRefunds} (${refundCalls.size} refunds, ${[...refundCalls.values()].reduce((a, b) => a + b, 0)} provider calls)`,
  );
  check("one dealer lead per paid reservation", leadRows.length === paid.length, `${leadRows.length} leads for ${paid.length} paid`);
} finally {
  await database.drop();
}
process.exit(failed ? 1 : 0);
