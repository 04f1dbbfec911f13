/**
 * The console's reservations page on PGlite and PostgreSQL, through its loader and action as React Router calls them:
 * a dealer sees only its own reservations, releases a held car (the deposit is refunded, the car is back on sale)
 * or completes the sale, each audited; sales may look but not decide (403); another dealer's reservation is a 404.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { startCheckout, type CheckoutDeps } from "~/server/checkout/reservations";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { auditLog, cars, embeddedPaymentCharges, reservations, staffUsers } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite, newKey, type Yard } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { createPayments, isEmbedded, type EmbeddedProvider } from "~/server/services/payments";
import { loadReservations, reservationAction } from "./reservations.server";

type Thrown = { init?: { status?: number }; status?: number };

async function statusOf(work: () => Promise<unknown>): Promise<number> {
  try {
    const answer = (await work()) as Thrown;
    return answer?.init?.status ?? 200;
  } catch (error) {
    const e = error as Thrown;
    return e.init?.status ?? e.status ?? 500;
  }
}

const customer = { name: "Sam Shopper", email: "sam@example.com", phone: "+61412345678" };

for (const kind of await databaseKinds()) {
  describe(`console reservations on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let b: Yard;
    let embedded: EmbeddedProvider;
    let staffId: number;

    const deps = (): CheckoutDeps => ({ db: database.db, payments: embedded });
    const settings = parseWebsiteSettings({ onlineReservation: { enabled: true } });

    /** A paid, held reservation of a new car of `yard`. */
    async function heldReservation(yard: Yard) {
      const car = await insertCar(database.db, yard);
      const site = { id: yard.site.id, slug: yard.site.slug, name: yard.site.name, settings };
      const started = await startCheckout(deps(), {
        site,
        carId: car.id,
        userId: null,
        customer,
        idempotencyKey: newKey(),
        kind: "reserve",
        origin: "http://shop.localhost",
      });
      if (!started.ok) throw new Error("start failed");
      const session = new URL(started.paymentUrl).searchParams.get("session")!;
      const { applyPaymentEvent } = await import("~/server/checkout/reservations");
      await embedded.pay(session, "4242424242424242", async (raw, signature) => {
        await applyPaymentEvent(deps(), embedded.verifyWebhook(raw, signature));
      });
      return { car, reservation: started.reservation };
    }

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertSite(database.db, `cres-a-${kind}`, { onlineReservation: { enabled: true } });
      b = await insertSite(database.db, `cres-b-${kind}`, { onlineReservation: { enabled: true } });
      [{ id: staffId }] = await database.db.insert(staffUsers).values({ email: "owner@a.example" }).returning({ id: staffUsers.id });
      const payments = createPayments({
        config: { PAYMENTS_PROVIDER: "embedded", PAYMENTS_WEBHOOK_SECRET: "x".repeat(40), PAYMENTS_WEBHOOK_TOLERANCE_SECONDS: 300 },
        db: database.db,
      });
      if (!isEmbedded(payments)) throw new Error("expected the embedded provider");
      embedded = payments;
    });
    afterAll(() => database?.drop());

    function context(role: StaffRole) {
      const member: StaffMember = {
        id: staffId,
        email: "owner@a.example",
        name: "",
        websiteId: a.site.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      const runtime = { db: database.db, payments: embedded, stock: { refreshCars: async () => {} }, log: undefined };
      ctx.set(runtimeContext, runtime as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: a.site.slug },
        site: { id: a.site.id, name: a.site.name, settings },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/reservations" });
      return ctx;
    }
    const post = (fields: Record<string, string>) =>
      new Request("http://cres-a.localhost/console/reservations", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://cres-a.localhost" },
        body: new URLSearchParams(fields).toString(),
      });

    it("lists only this dealer's reservations, and another dealer's is a 404 to every decision", async () => {
      const mine = await heldReservation(a);
      const theirs = await heldReservation(b);
      const page = await loadReservations(context("sales"));
      expect(page.live.map((r) => r.id)).toEqual([mine.reservation.id]);
      expect(page.live[0]).toMatchObject({
        statusLabel: "Held",
        paymentLabel: "Paid",
        canDecide: true,
        customer: { email: customer.email },
      });
      expect(page.canManage).toBe(false);
      for (const intent of ["release", "complete"]) {
        expect(await statusOf(() => reservationAction(post({ intent, reservation_id: theirs.reservation.id }), context("owner")))).toBe(
          404,
        );
      }
      const [still] = await database.db.select().from(reservations).where(eq(reservations.id, theirs.reservation.id));
      expect(still.status).toBe("held");
    });

    it("releases a held car: the deposit is refunded once, the car is back on sale, the audit log says who", async () => {
      const { car, reservation } = await heldReservation(a);
      expect((await database.db.select().from(cars).where(eq(cars.id, car.id)))[0].reserved).toBe(true);
      const answer = await reservationAction(post({ intent: "release", reservation_id: reservation.id }), context("manager"));
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data.ok).toContain("deposit is going back");
      const [row] = await database.db.select().from(reservations).where(eq(reservations.id, reservation.id));
      expect(row).toMatchObject({ status: "released", paymentStatus: "refunded" });
      expect((await database.db.select().from(cars).where(eq(cars.id, car.id)))[0].reserved).toBe(false);
      const [charge] = await database.db
        .select()
        .from(embeddedPaymentCharges)
        .where(eq(embeddedPaymentCharges.sessionId, row.providerSessionId!));
      expect(charge.refundId).toMatch(/^re_test_/);
      const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "reservation.release"));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor: "owner@a.example",
        subject: row.reference,
        before: { status: "held" },
        after: { status: "released" },
      });
      // A second press finds it ended.
      expect(await statusOf(() => reservationAction(post({ intent: "complete", reservation_id: reservation.id }), context("owner")))).toBe(
        409,
      );
    });

    it("completes a sale to the shopper: the deposit is kept against the price", async () => {
      const { reservation } = await heldReservation(a);
      const answer = await reservationAction(post({ intent: "complete", reservation_id: reservation.id }), context("owner"));
      expect(answer.data.ok).toContain("completed");
      const [row] = await database.db.select().from(reservations).where(eq(reservations.id, reservation.id));
      expect(row).toMatchObject({ status: "completed", paymentStatus: "paid" });
      const page = await loadReservations(context("owner"));
      expect(page.ended.find((r) => r.id === reservation.id)).toMatchObject({ statusLabel: "Sold to this shopper", canDecide: false });
    });

    it("refuses sales (403) and bad input (400) with a message, changing nothing", async () => {
      const { reservation } = await heldReservation(a);
      expect(await statusOf(() => reservationAction(post({ intent: "release", reservation_id: reservation.id }), context("sales")))).toBe(
        403,
      );
      const bad = await reservationAction(post({ intent: "delete", reservation_id: reservation.id }), context("owner"));
      expect(bad.init?.status).toBe(400);
      expect(bad.data.formError).toBe("Choose Release or Sold to this shopper.");
      expect(await statusOf(() => reservationAction(post({ intent: "release", reservation_id: "junk" }), context("owner")))).toBe(404);
      const [row] = await database.db.select().from(reservations).where(eq(reservations.id, reservation.id));
      expect(row.status).toBe("held");
    });
  });
}
