/**
 * The lead pipeline's bar: leads are submitted while the dealer's webhook is down, the target comes
 * back, and the workers (with an injected clock, so the backoff waits take no real time) run until
 * the queue is empty. Counts what the target received against what was stored: 0 lost, 0 duplicated.
 */
import { min, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { leadDeliveries, leads } from "~/server/db/schema";
import { createDeliveryWorker, deliveryBacklog } from "~/server/leads/delivery-worker";
import { loadWebsiteRows } from "~/server/leads/form-context";
import { submitLead } from "~/server/leads/submit-lead";
import { enquiryValues, insertLeadSite } from "~/server/db/test-factories";
import { createLeadDeliverer } from "~/server/services/lead-delivery";
import { startWebhookTarget } from "./webhook-target";

export type ScenarioOptions = {
  db: Db;
  leads: number;
  /** Worker processes to simulate, each claiming with SKIP LOCKED. */
  workers?: number;
  /** Retry rounds the target stays down for once the leads are in. */
  downRounds?: number;
  siteSlug?: string;
};

export type ScenarioResult = {
  submitted: number;
  doubleSubmits: number;
  doubleSubmitsAnsweredAsDuplicate: number;
  stored: number;
  delivered: number;
  dead: number;
  lost: number;
  duplicated: number;
  refusedWhileDown: number;
  workerRuns: number;
  simulatedMinutes: number;
  submitMs: number;
  downMs: number;
  recoverMs: number;
};

export async function runOutageScenario(options: ScenarioOptions): Promise<ScenarioResult> {
  const { db } = options;
  const workerCount = options.workers ?? 2;
  const downRounds = options.downRounds ?? 3;
  const target = await startWebhookTarget();
  try {
    const site = await insertLeadSite(db, options.siteSlug ?? "outage", { leads: { targets: [{ type: "webhook", url: target.url }] } });
    // The route passes the site directory's cached rows; so does the bench.
    const rows = await loadWebsiteRows(db, site.website.id);
    const website = { ...site.website, ...rows };
    let clockMs = Date.now();
    const now = () => new Date(clockMs);

    // 1. Submit every lead while the target is down; every tenth is double-clicked (same key again).
    const started = performance.now();
    const leadIds: string[] = [];
    let doubleSubmits = 0;
    let answeredAsDuplicate = 0;
    for (let i = 0; i < options.leads; i++) {
      const input = {
        ...site,
        website,
        kind: "enquiry" as const,
        values: enquiryValues(site, { name: `Shopper ${i}`, message: `Lead number ${i}` }),
        idempotencyKey: `outage-${i}-${clockMs}`,
        now: now(),
      };
      const result = await submitLead(db, input);
      if (!result.ok) throw new Error(`submit ${i} failed: ${JSON.stringify(result)}`);
      leadIds.push(result.leadId);
      if (i % 10 === 0) {
        doubleSubmits += 1;
        const again = await submitLead(db, input);
        if (again.ok && again.duplicate && again.leadId === result.leadId) answeredAsDuplicate += 1;
      }
    }
    const submitMs = performance.now() - started;

    // The bench's webhook listens on this machine, which the server's deliverer refuses.
    const deliver = createLeadDeliverer({
      dataDir: "/nonexistent",
      LEAD_MAIL_FROM: "leads@bench.invalid",
      LEAD_WEBHOOK_TIMEOUT_MS: 5000,
      allowPrivateWebhooks: true,
    });
    const workers = Array.from({ length: workerCount }, () => createDeliveryWorker({ db, deliver, now, batchSize: 50 }));
    let workerRuns = 0;
    const startMs = clockMs;

    /** Runs every worker in parallel until none finds a due job. */
    async function drain() {
      for (;;) {
        const stats = await Promise.all(workers.map((w) => w.runOnce()));
        workerRuns += workers.length;
        if (stats.every((s) => s.claimed === 0)) return;
      }
    }
    /** Jumps the clock to the next scheduled retry; false when nothing is waiting. */
    async function skipToNextRetry(): Promise<boolean> {
      const [row] = await db
        .select({ next: min(leadDeliveries.nextAttemptAt) })
        .from(leadDeliveries)
        .where(inArray(leadDeliveries.status, ["pending", "delivering"]));
      if (!row?.next) return false;
      clockMs = Math.max(clockMs, new Date(row.next).getTime());
      return true;
    }

    // 2. The target stays down through a few retry rounds.
    const downStarted = performance.now();
    for (let round = 0; round < downRounds; round++) {
      await drain();
      await skipToNextRetry();
    }

    const downMs = performance.now() - downStarted;

    // 3. It comes back; the workers run until the queue is empty.
    target.up = true;
    const recoverStarted = performance.now();
    do await drain();
    while (await skipToNextRetry());
    const recoverMs = performance.now() - recoverStarted;

    const backlog = await deliveryBacklog(db);
    const stored = (await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, leadIds))).length;
    const received = target.accepted;
    const lost = leadIds.filter((id) => !received.has(id)).length;
    const duplicated = [...received.values()].filter((n) => n > 1).length;
    return {
      submitted: options.leads,
      doubleSubmits,
      doubleSubmitsAnsweredAsDuplicate: answeredAsDuplicate,
      stored,
      delivered: backlog.delivered,
      dead: backlog.dead,
      lost,
      duplicated,
      refusedWhileDown: target.refused,
      workerRuns,
      simulatedMinutes: Math.round((clockMs - startMs) / 60_000),
      submitMs,
      downMs,
      recoverMs,
    };
  } finally {
    await target.close();
  }
}
