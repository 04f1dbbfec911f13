/**
 * Reservations on PGlite and PostgreSQL: one live hold per car, idempotent starts and webhooks, payment through
 * the embedded provider's signed webhooks, cancel, expiry and refunds with retries, the dealer's ADF lead and the
 * shopper's messages.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdf } from "~/domain/leads/adf";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import type { Db } from "~/server/db/client";
import {
  carFreeWatchers,
  cars,
  dealerships,
  checkoutNotices,
  embeddedPaymentCharges,
  leadDeliveries,
  leads,
  onlinePayments,
  reservations,
} from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite, newKey, type Yard } from "~/server/db/test-factories";
import { toLeadRecord } from "~/server/leads/delivery-worker";
import {
  createPayments,
  isEmbedded,
  PaymentsUnavailableError,
  type EmbeddedProvider,
  type PaymentsProvider,
} from "~/server/services/payments";
import Stripe from "stripe";
import { createStripeProvider } from "~/server/services/payments/stripe";
import recordedSession from "~/server/services/payments/recorded/checkout-session.json";
import recordedRefund from "~/server/services/payments/recorded/refund.json";
import recordedCompleted from "~/server/services/payments/recorded/event-checkout-completed.json";
import recordedDecline from "~/server/services/payments/recorded/event-payment-failed.json";
import recordedChargeRefunded from "~/server/services/payments/recorded/event-charge-refunded.json";
import { sendDueNotices } from "./notices";
import { startOnlinePayment } from "./online-payments";
import { applyPaymentEvent, endReservation, startCheckout, sweepReservations, watchCar, type CheckoutDeps } from "./reservations";

const DTD = fileURLToPath(new URL("../../domain/leads/adf-1.0.dtd", import.meta.url));
const origin = "http://shop.localhost";
const customer = { name: "Sam Shopper", email: "sam@example.com", phone: "+61412345678" };

for (const kind of await databaseKinds()) {
  describe(`reservations on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let yard: Yard;
    let embedded: EmbeddedProvider;
    let clock = new Date("2026-11-25T01:00:00Z");
    const now = () => clock;
    const deps = (payments: PaymentsProvider = embedded): CheckoutDeps => ({ db, payments, now });
    const site = () => ({
      id: yard.site.id,
      slug: yard.site.slug,
      name: yard.site.name,
      settings: parseWebsiteSettings(yard.site.settings),
    });
    /** The embedded provider's webhook, delivered the way the platform's route does: verify, then apply. */
    const sink = (d: CheckoutDeps) => async (raw: string, signature: string) => {
      await applyPaymentEvent(d, d.payments.verifyWebhook(raw, signature, clock));
    };
    const start = (carId: number, key = newKey(), d = deps(), userId: number | null = null) =>
      startCheckout(d, { site: site(), carId, userId, customer, idempotencyKey: key, kind: "reserve", origin });
    const tokenOf = (url: string) => new URL(url).searchParams.get("session")!;
    const carRow = async (id: number) => (await db.select().from(cars).where(eq(cars.id, id)))[0];
    const resRow = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0];

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      yard = await insertSite(db, `res-${kind}`, { onlineReservation: { enabled: true } });
      // ADF's vendor contact needs a phone or email (every real dealer has one).
      await db
        .update(dealerships)
        .set({ phone: "(07) 5550 0100", email: "sales@res.example" })
        .where(eq(dealerships.id, yard.dealership.id));
      const p = createPayments({
        config: { PAYMENTS_PROVIDER: "embedded", PAYMENTS_WEBHOOK_SECRET: "x".repeat(40), PAYMENTS_WEBHOOK_TOLERANCE_SECONDS: 300 },
        db,
      });
      if (!isEmbedded(p)) throw new Error("expected the embedded provider");
      embedded = p;
    });
    afterAll(() => database?.drop());

    it("one live reservation per car: a second shopper is refused, the same key finds the first", async () => {
      const car = await insertCar(db, yard);
      const key = newKey();
      const first = await start(car.id, key);
      expect(first).toMatchObject({ ok: true, duplicate: false, reservation: { status: "pending_payment", depositAmount: 200 } });
      if (!first.ok) return;
      expect(first.paymentUrl).toContain("/payments/test-checkout?session=");
      expect(first.reservation.heldUntil.toISOString()).toBe("2026-11-25T01:20:00.000Z");
      expect(await start(car.id)).toMatchObject({ ok: false, reason: "taken" });
      const again = await start(car.id, key);
      expect(again).toMatchObject({ ok: true, duplicate: true, reservation: { id: first.reservation.id } });
      const rows = await db.select().from(reservations).where(eq(reservations.carId, car.id));
      expect(rows).toHaveLength(1);
      // Not shown as reserved before payment; other shoppers are still kept out by the index.
      expect((await carRow(car.id)).reserved).toBe(false);
    });

    it("payment holds the car 48 hours from confirmation, marks it reserved, tells the dealer (valid ADF) and the shopper", async () => {
      const car = await insertCar(db, yard, { depositAmount: 500 });
      const started = await start(car.id);
      if (!started.ok) throw new Error("start failed");
      clock = new Date("2026-11-25T01:05:00Z");
      const paid = await embedded.pay(tokenOf(started.paymentUrl), "4242 4242 4242 4242", sink(deps()), clock);
      expect(paid).toEqual({ kind: "paid", redirect: `${origin}/success?reservation=${started.reservation.id}` });
      const r = await resRow(started.reservation.id);
      expect(r).toMatchObject({ status: "held", paymentStatus: "paid", depositAmount: 500 });
      expect(r.heldUntil.toISOString()).toBe("2026-11-27T01:05:00.000Z");
      expect((await carRow(car.id)).reserved).toBe(true);

      const [lead] = await db.select().from(leads).where(eq(leads.id, r.leadId!));
      expect(lead).toMatchObject({ kind: "enquiry", category: "Online reservation", carId: car.id, email: customer.email });
      expect(await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id))).toHaveLength(1);
      const xml = buildAdf(toLeadRecord(lead));
      expect(xml).toContain('interest="buy"');
      expect(xml).toContain("Deposit paid: $500");
      expect(xml).toContain("Car held until Friday 27 November 2026, 11:05 am AEST");
      const lint = spawnSync("xmllint", ["--noout", "--dtdvalid", DTD, "-"], { input: xml, encoding: "utf8" });
      expect(lint.stderr).toBe("");
      expect(lint.status).toBe(0);

      const notices = await db.select().from(checkoutNotices).where(eq(checkoutNotices.websiteId, yard.site.id));
      const mine = notices.filter((n) => n.dedupeKey.startsWith(r.id));
      expect(mine.map((n) => n.channel).sort()).toEqual(["email", "sms"]);
      expect(mine.find((n) => n.channel === "sms")?.body).toContain(r.reference!);
      const email = mine.find((n) => n.channel === "email")!.body;
      expect(email).toContain("we will contact you to arrange an inspection, a test drive and the paperwork");
      // The way to cancel names the reservation's page on this site (absolute: it is read in a mail client).
      expect(email).toContain(`${origin}/success?reservation=${r.id}`);

      const mailDir = mkdtempSync(path.join(tmpdir(), "notices-"));
      const texts: string[] = [];
      const sent = await sendDueNotices({
        db,
        dataDir: mailDir,
        from: "shop@example.com",
        sms: { send: async (m) => (texts.push(m.body), { provider: "inbox", id: "1" }) },
        now,
      });
      expect(sent).toBeGreaterThanOrEqual(2);
      expect(texts.some((t) => t.includes(r.reference!))).toBe(true);
      const files = readdirSync(path.join(mailDir, "mail", yard.site.slug));
      expect(files.some((f) => readFileSync(path.join(mailDir, "mail", yard.site.slug, f), "utf8").includes(r.reference!))).toBe(true);
    });

    it("a replayed webhook, a second Pay press or a late decline changes nothing and charges once", async () => {
      const car = await insertCar(db, yard);
      const started = await start(car.id);
      if (!started.ok) throw new Error("start failed");
      const events: Array<[string, string]> = [];
      const record = async (raw: string, sig: string) => {
        events.push([raw, sig]);
        await sink(deps())(raw, sig);
      };
      await embedded.pay(tokenOf(started.paymentUrl), "4242424242424242", record, clock);
      await embedded.pay(tokenOf(started.paymentUrl), "4242424242424242", record, clock);
      const charges = await db
        .select()
        .from(embeddedPaymentCharges)
        .where(eq(embeddedPaymentCharges.sessionId, started.reservation.providerSessionId!));
      expect(charges).toHaveLength(1);
      const replay = await applyPaymentEvent(deps(), embedded.verifyWebhook(events[0][0], events[0][1], clock));
      expect(replay.status).toBe("duplicate");
      const r = await resRow(started.reservation.id);
      expect(r).toMatchObject({ status: "held", paymentStatus: "paid" });
      const decline = JSON.stringify({
        id: "evt_late_decline",
        type: "payment_intent.payment_failed",
        created: 1,
        data: { object: { metadata: { payment_id: r.id }, last_payment_error: { message: "declined" } } },
      });
      await applyPaymentEvent(deps(), embedded.verifyWebhook(decline, embedded.sign(decline, clock), clock));
      expect(await resRow(r.id)).toMatchObject({ status: "held", paymentStatus: "paid" });
    });

    it("a declined card keeps the pre-payment hold so the shopper can retry with another card", async () => {
      const car = await insertCar(db, yard);
      const started = await start(car.id);
      if (!started.ok) throw new Error("start failed");
      const declined = await embedded.pay(tokenOf(started.paymentUrl), "4000 0000 0000 0002", sink(deps()), clock);
      expect(declined.kind).toBe("declined");
      expect(await resRow(started.reservation.id)).toMatchObject({
        status: "pending_payment",
        order: { lastPaymentError: expect.stringContaining("declined") },
      });
      expect(await embedded.pay(tokenOf(started.paymentUrl), "4000 0027 6000 3184", sink(deps()), clock)).toEqual({ kind: "challenge" });
      expect((await embedded.completeChallenge(tokenOf(started.paymentUrl), false, sink(deps()), clock)).kind).toBe("declined");
      expect((await embedded.completeChallenge(tokenOf(started.paymentUrl), true, sink(deps()), clock)).kind).toBe("paid");
      expect(await resRow(started.reservation.id)).toMatchObject({ status: "held" });
    });

    it("the shopper's cancel frees the car, refunds once, and tells whoever asked to know", async () => {
      const car = await insertCar(db, yard);
      const started = await start(car.id, newKey(), deps(), null);
      if (!started.ok) throw new Error("start failed");
      await embedded.pay(tokenOf(started.paymentUrl), "4242424242424242", sink(deps()), clock);
      await watchCar(db, { websiteId: yard.site.id, carId: car.id, email: "next@example.com" });
      const out = await endReservation(deps(), { websiteId: yard.site.id, reservationId: started.reservation.id, kind: "cancel" });
      expect(out).toMatchObject({ ok: true, reservation: { status: "cancelled", paymentStatus: "refunded" } });
      expect((await carRow(car.id)).reserved).toBe(false);
      const [charge] = await db
        .select()
        .from(embeddedPaymentCharges)
        .where(eq(embeddedPaymentCharges.sessionId, started.reservation.providerSessionId!));
      expect(charge.refundId).toMatch(/^re_test_/);
      expect(
        await endReservation(deps(), { websiteId: yard.site.id, reservationId: started.reservation.id, kind: "cancel" }),
      ).toMatchObject({ ok: true });
      expect((await resRow(started.reservation.id)).refundAttempts).toBe(1);
      const [watcher] = await db.select().from(carFreeWatchers).where(eq(carFreeWatchers.carId, car.id));
      expect(watcher.notifiedAt).not.toBeNull();
      const told = await db.select().from(checkoutNotices).where(eq(checkoutNotices.to, "next@example.com"));
      expect(told).toHaveLength(1);
      expect(told[0].body).toContain(`Reserve it online at ${origin}/cars/${car.slug}`);
      // The car is free: a new shopper can reserve it.
      expect(await start(car.id)).toMatchObject({ ok: true });
    });

    it("a non-refundable deposit is kept when the shopper cancels, and its messages never promise a refund", async () => {
      const car = await insertCar(db, yard);
      const strict = { ...site(), settings: parseWebsiteSettings({ onlineReservation: { enabled: true, refundable: false } }) };
      const started = await startCheckout(deps(), {
        site: strict,
        carId: car.id,
        userId: null,
        customer,
        idempotencyKey: newKey(),
        kind: "reserve",
        origin,
      });
      if (!started.ok) throw new Error("start failed");
      expect(started.reservation.refundable).toBe(false);
      await embedded.pay(tokenOf(started.paymentUrl), "4242424242424242", sink(deps()), clock);
      const notices = await db
        .select()
        .from(checkoutNotices)
        .where(eq(checkoutNotices.dedupeKey, `${started.reservation.id}:held:email`));
      expect(notices[0].body).toContain("non-refundable deposit");
      expect(notices[0].body).not.toMatch(/fully refundable|for a full refund/);
      const out = await endReservation(deps(), { websiteId: yard.site.id, reservationId: started.reservation.id, kind: "cancel" });
      expect(out).toMatchObject({ ok: true, reservation: { status: "cancelled", paymentStatus: "paid" } });
      const [charge] = await db
        .select()
        .from(embeddedPaymentCharges)
        .where(eq(embeddedPaymentCharges.sessionId, started.reservation.providerSessionId!));
      expect(charge.refundId).toBeNull();
      expect((await resRow(started.reservation.id)).refundAttempts).toBe(0);
    });

    it("holds expire on time (the job refunds paid ones), and a payment arriving after expiry is refunded", async () => {
      const carA = await insertCar(db, yard);
      const carB = await insertCar(db, yard);
      clock = new Date("2026-11-25T02:00:00Z");
      const a = await start(carA.id);
      const b = await start(carB.id);
      if (!a.ok || !b.ok) throw new Error("start failed");
      await embedded.pay(tokenOf(a.paymentUrl), "4242424242424242", sink(deps()), clock);
      clock = new Date("2026-11-25T02:20:00Z");
      const swept = await sweepReservations(deps());
      expect(swept.expired).toBeGreaterThanOrEqual(1);
      expect(await resRow(b.reservation.id)).toMatchObject({ status: "expired", paymentStatus: "unpaid" });
      expect(await resRow(a.reservation.id)).toMatchObject({ status: "held" });
      // B's shopper pays late (a session still open at the provider): the money goes back, the car is not held.
      const late = JSON.stringify({
        id: "evt_late_payment",
        type: "checkout.session.completed",
        created: 1,
        data: {
          object: {
            id: "cs_late",
            client_reference_id: b.reservation.id,
            payment_intent: "pi_late",
            payment_status: "paid",
            amount_total: 20000,
          },
        },
      });
      await db.insert(embeddedPaymentCharges).values({ sessionId: "cs_late", paymentIntentId: "pi_late", amountCents: 20000 });
      await applyPaymentEvent(deps(), embedded.verifyWebhook(late, embedded.sign(late, clock), clock));
      expect(await resRow(b.reservation.id)).toMatchObject({ status: "expired", paymentStatus: "refunded" });
      expect((await carRow(carB.id)).reserved).toBe(false);
      clock = new Date("2026-11-27T02:00:00Z");
      await sweepReservations(deps());
      expect(await resRow(a.reservation.id)).toMatchObject({ status: "expired", paymentStatus: "refunded" });
      expect((await carRow(carA.id)).reserved).toBe(false);
    });

    it("a failed refund is retried with backoff until the provider takes it, never twice", async () => {
      const car = await insertCar(db, yard);
      const started = await start(car.id);
      if (!started.ok) throw new Error("start failed");
      await embedded.pay(tokenOf(started.paymentUrl), "4242424242424242", sink(deps()), clock);
      let fail = 2;
      let calls = 0;
      const flaky: PaymentsProvider = {
        ...embedded,
        async refund(req) {
          calls++;
          if (fail-- > 0) throw new PaymentsUnavailableError("provider down");
          return embedded.refund(req);
        },
      };
      await endReservation(deps(flaky), { websiteId: yard.site.id, reservationId: started.reservation.id, kind: "cancel" });
      let r = await resRow(started.reservation.id);
      expect(r).toMatchObject({ paymentStatus: "refund_pending", refundAttempts: 1 });
      expect(r.nextRefundAt!.getTime() - clock.getTime()).toBe(60_000);
      expect((await sweepReservations(deps(flaky))).refunds).toBe(0); // not due yet
      clock = new Date(clock.getTime() + 60_000);
      await sweepReservations(deps(flaky));
      r = await resRow(started.reservation.id);
      expect(r).toMatchObject({ paymentStatus: "refund_pending", refundAttempts: 2 });
      expect(r.nextRefundAt!.getTime() - clock.getTime()).toBe(120_000);
      clock = new Date(clock.getTime() + 120_000);
      await sweepReservations(deps(flaky));
      await sweepReservations(deps(flaky));
      expect(await resRow(started.reservation.id)).toMatchObject({ paymentStatus: "refunded", refundAttempts: 3 });
      expect(calls).toBe(3);
    });

    it("a provider that is down leaves nothing held and says so", async () => {
      const car = await insertCar(db, yard);
      const down: PaymentsProvider = {
        ...embedded,
        async createCheckout() {
          throw new PaymentsUnavailableError("connect ECONNREFUSED");
        },
      };
      const out = await start(car.id, newKey(), deps(down));
      expect(out).toMatchObject({ ok: false, reason: "provider_down", message: expect.stringContaining("nothing was charged") });
      const live = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.carId, car.id), eq(reservations.status, "pending_payment")));
      expect(live).toHaveLength(0);
      expect(await start(car.id)).toMatchObject({ ok: true });
    });

    it("a car the dealer does not offer cannot be checked out, nor another site's car", async () => {
      const sold = await insertCar(db, yard, { status: "sold" });
      expect(await start(sold.id)).toMatchObject({ ok: false, reason: "not_offered" });
      const other = await insertSite(db, `other-${kind}`, { onlineReservation: { enabled: true } });
      const theirs = await insertCar(db, other);
      expect(await start(theirs.id)).toMatchObject({ ok: false, reason: "not_offered" });
    });

    it("an online payment is stored before paying, paid once through the same webhook, and told to the dealer", async () => {
      const key = newKey();
      const out = await startOnlinePayment(deps(), {
        site: { id: yard.site.id, name: yard.site.name },
        userId: null,
        reference: "INV-1042",
        amountCents: 125050,
        customer: { name: "Sam Shopper", email: "sam@example.com" },
        idempotencyKey: key,
        origin,
      });
      if (!out.ok) throw new Error("online payment failed to start");
      const [stored] = await db.select().from(onlinePayments).where(eq(onlinePayments.idempotencyKey, key));
      expect(stored).toMatchObject({ status: "pending", amountCents: 125050, dealerReference: "INV-1042" });
      await embedded.pay(tokenOf(out.paymentUrl), "4242424242424242", sink(deps()), clock);
      await embedded.pay(tokenOf(out.paymentUrl), "4242424242424242", sink(deps()), clock);
      const [paid] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, stored.id));
      expect(paid.status).toBe("paid");
      const dealerLeads = await db
        .select()
        .from(leads)
        .where(eq(leads.idempotencyKey, `payment-${stored.id}`));
      expect(dealerLeads).toHaveLength(1);
      expect(dealerLeads[0].category).toBe("Online payment");
      // The receipt the page promises: one email, however often the payment is confirmed.
      const receipts = await db
        .select()
        .from(checkoutNotices)
        .where(eq(checkoutNotices.dedupeKey, `${stored.id}:paid:email`));
      expect(receipts).toHaveLength(1);
      expect(receipts[0]).toMatchObject({ channel: "email", to: "sam@example.com" });
      expect(receipts[0].body).toContain("$1250.50 for reference INV-1042");
    });

    it("with Stripe: signed events (recorded shapes) hold the car once, a late decline changes nothing, a cancel refunds once", async () => {
      const secret = "whsec_integration_0123456789abcdef";
      const calls: Array<{ method: string; url: string; key: string | null }> = [];
      // Stripe's API answered with recorded responses: a Checkout Session, then a refund.
      const stripeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
        const url = String(input);
        calls.push({ method: init?.method ?? "GET", url, key: new Headers(init?.headers as HeadersInit).get("idempotency-key") });
        const body = url.endsWith("/v1/refunds") ? recordedRefund : recordedSession;
        return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json", "request-id": "req_1" } });
      }) as typeof fetch;
      const stripe = createStripeProvider({
        secretKey: "sk_test_0123456789abcdefABCDEF",
        webhookSecret: secret,
        toleranceSeconds: 300,
        fetch: stripeFetch,
        maxNetworkRetries: 0,
      });
      const d = deps(stripe);
      const car = await insertCar(db, yard);
      const started = await start(car.id, newKey(), d);
      if (!started.ok) throw new Error("start failed");
      expect(started.paymentUrl).toBe(recordedSession.url);
      expect(calls[0]).toMatchObject({ method: "POST", key: `checkout-${started.reservation.id}` });
      const id = started.reservation.id;
      const intent = `pi_${id.replaceAll("-", "")}`;
      /** Delivered as Stripe does: the body signed with the endpoint's secret at the current time. */
      const deliver = (event: object) => {
        const payload = JSON.stringify(event);
        const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(clock.getTime() / 1000) });
        return applyPaymentEvent(d, stripe.verifyWebhook(payload, header, clock));
      };
      const paid = {
        ...recordedCompleted,
        id: `evt_paid_${intent}`,
        data: { object: { ...recordedCompleted.data.object, client_reference_id: id, payment_intent: intent } },
      };
      expect(await deliver(paid)).toMatchObject({ status: "applied", reservationId: id });
      expect(await deliver(paid)).toMatchObject({ status: "duplicate" });
      const late = {
        ...recordedDecline,
        id: `evt_declined_${intent}`,
        data: { object: { ...recordedDecline.data.object, id: intent, metadata: { payment_id: id } } },
      };
      expect(await deliver(late)).toMatchObject({ status: "applied" });
      expect(await resRow(id)).toMatchObject({ status: "held", paymentStatus: "paid", providerPaymentId: intent });
      expect((await carRow(car.id)).reserved).toBe(true);

      const out = await endReservation(d, { websiteId: yard.site.id, reservationId: id, kind: "cancel" });
      expect(out).toMatchObject({ ok: true, reservation: { status: "cancelled", paymentStatus: "refunded", refundId: recordedRefund.id } });
      const refunded = {
        ...recordedChargeRefunded,
        id: `evt_refunded_${intent}`,
        data: { ...recordedChargeRefunded.data, object: { ...recordedChargeRefunded.data.object, payment_intent: intent } },
      };
      expect(await deliver(refunded)).toMatchObject({ status: "applied" });
      expect(await deliver({ ...paid, id: `evt_again_${intent}`, type: "checkout.session.async_payment_succeeded" })).toMatchObject({
        status: "applied",
      });
      const refundCalls = calls.filter((c) => c.url.endsWith("/v1/refunds"));
      expect(refundCalls).toEqual([{ method: "POST", url: "https://api.stripe.com/v1/refunds", key: `refund-${id}` }]);
      expect(await resRow(id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
      expect((await carRow(car.id)).reserved).toBe(false);
      // A delivery signed with another secret never reaches the reservation.
      const payload = JSON.stringify(paid);
      const forged = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: "whsec_forged_0000000000",
        timestamp: Math.floor(clock.getTime() / 1000),
      });
      expect(() => stripe.verifyWebhook(payload, forged, clock)).toThrow();
    });
  });
}
