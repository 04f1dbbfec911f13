import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, RETRY_WINDOW_MS } from "~/domain/leads/backoff";
import type { Db } from "~/server/db/client";
import { leadDeliveries, leadDeliveryAttempts } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import type { DeliveryJob } from "./delivery-job";
import pino from "pino";
import { DeliveryError } from "~/server/services/lead-delivery/webhook";
import { createDeliveryWorker } from "./delivery-worker";
import { getLead, leadSummary, listLeads } from "./lead-queries";
import { replayDeadDeliveries } from "./replay";
import { submitLead } from "./submit-lead";
import { enquiryValues, insertLeadSite, newKey, type LeadSite } from "~/server/db/test-factories";

const MINUTE = 60_000;

class Clock {
  constructor(public ms: number) {}
  now = () => new Date(this.ms);
  advance(ms: number) {
    this.ms += ms;
  }
}

for (const kind of await databaseKinds()) {
  describe(`lead delivery on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let site: LeadSite;
    let other: LeadSite;
    let clock: Clock;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      site = await insertLeadSite(db, "north");
      other = await insertLeadSite(db, "south");
    });
    afterAll(() => database?.drop());

    beforeEach(async () => {
      // Each test starts with an empty queue, at a fixed time.
      await db.delete(leadDeliveries);
      clock = new Clock(Date.parse("2025-06-01T00:00:00Z"));
    });

    async function submit(target: LeadSite = site) {
      const result = await submitLead(db, {
        ...target,
        kind: "enquiry",
        values: enquiryValues(target),
        idempotencyKey: newKey(),
        now: clock.now(),
      });
      if (!result.ok) throw new Error("submit failed");
      return result.leadId;
    }

    async function deliveryOf(leadId: string) {
      const [row] = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
      return row;
    }

    it("delivers a due lead, records the attempt and marks it delivered", async () => {
      const leadId = await submit();
      const jobs: DeliveryJob[] = [];
      const worker = createDeliveryWorker({ db, now: clock.now, deliver: async (job) => void jobs.push(job) });
      expect(await worker.runOnce()).toEqual({ claimed: 1, delivered: 1, retried: 0, dead: 0 });
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({
        websiteId: site.website.id,
        websiteSlug: "north",
        target: { kind: "mail-folder" },
        attempt: 1,
        idempotencyKey: leadId,
        lead: { id: leadId, name: "Jo Citizen", kind: "enquiry" },
      });
      const delivery = await deliveryOf(leadId);
      expect(delivery).toMatchObject({ status: "delivered", attempts: 1, lastError: null, deliveredAt: clock.now() });
      const attempts = await db.select().from(leadDeliveryAttempts).where(eq(leadDeliveryAttempts.deliveryId, delivery.id));
      expect(attempts.map((a) => [a.ok, a.error])).toEqual([[true, null]]);
      expect(await worker.runOnce()).toEqual({ claimed: 0, delivered: 0, retried: 0, dead: 0 });
    });

    it("retries a failed delivery on the backoff schedule", async () => {
      const leadId = await submit();
      let up = false;
      const worker = createDeliveryWorker({
        db,
        now: clock.now,
        deliver: async () => {
          if (!up) throw new Error("503 Service Unavailable");
        },
      });
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      expect(await deliveryOf(leadId)).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: "503 Service Unavailable",
        nextAttemptAt: new Date(clock.ms + RETRY_DELAYS_MS[0]),
      });
      clock.advance(RETRY_DELAYS_MS[0] - 1);
      expect((await worker.runOnce()).claimed).toBe(0);
      clock.advance(1);
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      expect((await deliveryOf(leadId)).nextAttemptAt).toEqual(new Date(clock.ms + RETRY_DELAYS_MS[1]));
      up = true;
      clock.advance(RETRY_DELAYS_MS[1]);
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
      const lead = await getLead(db, site.website.id, leadId);
      expect(lead?.deliveries[0].history.map((h) => h.ok)).toEqual([false, false, true]);
    });

    it("keeps what a failing receiver answered with the delivery for the dealer, and out of the log", async () => {
      const leadId = await submit();
      const lines: string[] = [];
      const log = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
      const echoed = "Bad lead: Jo Citizen jo@example.com 0412 345 678";
      const worker = createDeliveryWorker({
        db,
        log,
        now: clock.now,
        deliver: async () => {
          throw new DeliveryError("Webhook https://crm.example/hook answered 422", echoed);
        },
      });
      await worker.runOnce();
      expect((await deliveryOf(leadId)).lastError).toBe(`Webhook https://crm.example/hook answered 422: ${echoed}`);
      expect(lines.join("")).toContain("answered 422");
      expect(lines.join("")).not.toContain("Jo Citizen");
    });

    it("dead-letters after 72 hours of retries, shows it, and replays it", async () => {
      const leadId = await submit();
      let up = false;
      const worker = createDeliveryWorker({
        db,
        now: clock.now,
        deliver: async () => {
          if (!up) throw new Error("connection refused");
        },
      });
      const start = clock.ms;
      let dead = 0;
      for (let i = 0; i < MAX_ATTEMPTS + 5 && dead === 0; i++) {
        const stats = await worker.runOnce();
        dead += stats.dead;
        const row = await deliveryOf(leadId);
        if (row.status === "pending") clock.ms = row.nextAttemptAt.getTime();
      }
      expect(dead).toBe(1);
      expect(clock.ms - start).toBe(RETRY_WINDOW_MS);
      expect(await deliveryOf(leadId)).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS, lastError: "connection refused" });

      // Visible: the dead-letter list and the summary show it.
      const deadLeads = await listLeads(db, site.website.id, { deliveryStatus: "dead" });
      expect(deadLeads.map((l) => l.id)).toEqual([leadId]);
      expect(deadLeads[0].deliveries[0].history).toHaveLength(MAX_ATTEMPTS);
      expect((await leadSummary(db, site.website.id)).deliveries.dead).toBe(1);

      // Nothing picks a dead delivery up by itself.
      clock.advance(7 * 24 * 60 * MINUTE);
      expect((await worker.runOnce()).claimed).toBe(0);

      // Another website cannot replay it.
      expect(await replayDeadDeliveries(db, other.website.id)).toEqual([]);

      up = true;
      const replayed = await replayDeadDeliveries(db, site.website.id, { now: clock.now() });
      expect(replayed).toHaveLength(1);
      expect(await deliveryOf(leadId)).toMatchObject({ status: "pending", attempts: 0 });
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
      expect(await deliveryOf(leadId)).toMatchObject({ status: "delivered", attempts: 1 });
      expect(await listLeads(db, site.website.id, { deliveryStatus: "dead" })).toEqual([]);
    });

    it("a replay gets a fresh 72-hour window", async () => {
      const leadId = await submit();
      const worker = createDeliveryWorker({ db, now: clock.now, deliver: async () => Promise.reject(new Error("down")) });
      await db.update(leadDeliveries).set({ status: "dead", attempts: MAX_ATTEMPTS }).where(eq(leadDeliveries.leadId, leadId));
      await replayDeadDeliveries(db, site.website.id, { leadId, now: clock.now() });
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1, dead: 0 });
    });

    it("takes over a job whose worker died, once its lease runs out", async () => {
      const leadId = await submit();
      // Claimed by a worker whose process then died mid-delivery: the row is left "delivering" under a lease.
      await db
        .update(leadDeliveries)
        .set({ status: "delivering", nextAttemptAt: new Date(clock.ms + 5 * MINUTE) })
        .where(eq(leadDeliveries.leadId, leadId));

      const delivered: string[] = [];
      const healthy = createDeliveryWorker({ db, now: clock.now, deliver: async (job) => void delivered.push(job.lead.id) });
      expect((await healthy.runOnce()).claimed).toBe(0);
      clock.advance(5 * MINUTE);
      expect(await healthy.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
      expect(delivered).toEqual([leadId]);
    });

    it("counts a delivery that hangs past its timeout as failed", async () => {
      const leadId = await submit();
      const worker = createDeliveryWorker({
        db,
        now: clock.now,
        deliveryTimeoutMs: 20,
        leaseMs: 1000,
        deliver: () => new Promise(() => {}),
      });
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      expect((await deliveryOf(leadId)).lastError).toBe("Delivery timed out after 20 ms");
    });

    it("dead-letters a delivery that can never be attempted without holding up the others", async () => {
      const broken = await submit();
      const fine = await submit();
      await db.update(leadDeliveries).set({ target: "fax" }).where(eq(leadDeliveries.leadId, broken));
      const delivered: string[] = [];
      const worker = createDeliveryWorker({ db, now: clock.now, deliver: async (job) => void delivered.push(job.lead.id) });
      expect(await worker.runOnce()).toMatchObject({ claimed: 2, delivered: 1, dead: 1 });
      expect(delivered).toEqual([fine]);
      expect(await deliveryOf(broken)).toMatchObject({ status: "dead", lastError: 'Unknown lead delivery target "fax"' });
    });

    it("parallel workers never deliver the same job twice", async () => {
      const leadIds = await Promise.all(Array.from({ length: 30 }, () => submit()));
      const seen = new Map<number, number>();
      const deliver = async (job: DeliveryJob) => {
        seen.set(job.deliveryId, (seen.get(job.deliveryId) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      };
      const workers = Array.from({ length: 3 }, () => createDeliveryWorker({ db, now: clock.now, deliver, batchSize: 4 }));
      for (let round = 0; round < 20; round++) {
        const stats = await Promise.all(workers.map((w) => w.runOnce()));
        if (stats.every((s) => s.claimed === 0)) break;
      }
      expect(seen.size).toBe(leadIds.length);
      expect([...seen.values()].every((n) => n === 1)).toBe(true);
      const rows = await db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, leadIds));
      expect(rows.every((r) => r.status === "delivered")).toBe(true);
    });

    it("stop() waits for the batch in flight and records it", async () => {
      const leadId = await submit();
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let started = false;
      const worker = createDeliveryWorker({
        db,
        now: clock.now,
        intervalMs: 10,
        deliver: async () => {
          started = true;
          await gate;
        },
      });
      worker.start();
      await expect.poll(() => started).toBe(true);
      let stopped = false;
      const stopping = worker.stop().then(() => (stopped = true));
      await new Promise((r) => setTimeout(r, 20));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(await deliveryOf(leadId)).toMatchObject({ status: "delivered" });
    });

    it("start() keeps delivering new leads until stopped", async () => {
      const worker = createDeliveryWorker({ db, now: clock.now, intervalMs: 5, deliver: async () => {} });
      worker.start();
      try {
        const leadId = await submit();
        await expect.poll(async () => (await deliveryOf(leadId)).status, { timeout: 5000 }).toBe("delivered");
      } finally {
        await worker.stop();
      }
    });

    describe("lead queries", () => {
      it("list only the website's own leads, with delivery history", async () => {
        const mine = await submit(site);
        const theirs = await submit(other);
        const worker = createDeliveryWorker({ db, now: clock.now, deliver: async () => {} });
        await worker.runOnce();
        const list = await listLeads(db, site.website.id, { limit: 1000 });
        expect(list.some((l) => l.id === mine)).toBe(true);
        expect(list.some((l) => l.id === theirs)).toBe(false);
        expect(list.every((l) => l.websiteId === site.website.id)).toBe(true);
        const lead = list.find((l) => l.id === mine)!;
        expect(lead.deliveries).toHaveLength(1);
        expect(lead.deliveries[0]).toMatchObject({ target: "mail-folder", status: "delivered", history: [{ ok: true }] });
      });

      it("never return another website's lead by id", async () => {
        const theirs = await submit(other);
        expect(await getLead(db, site.website.id, theirs)).toBeUndefined();
        expect(await getLead(db, other.website.id, theirs)).toBeDefined();
        expect(await getLead(db, site.website.id, "not-a-uuid")).toBeUndefined();
      });

      it("a replay for one website leaves another's dead deliveries alone", async () => {
        const mine = await submit(site);
        const theirs = await submit(other);
        await db
          .update(leadDeliveries)
          .set({ status: "dead" })
          .where(inArray(leadDeliveries.leadId, [mine, theirs]));
        expect(await replayDeadDeliveries(db, site.website.id)).toHaveLength(1);
        expect((await deliveryOf(theirs)).status).toBe("dead");
        expect((await deliveryOf(mine)).status).toBe("pending");
      });
    });
  });
}
