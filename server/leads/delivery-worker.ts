/**
 * Delivers stored leads to their targets. Each run claims due deliveries with
 * `FOR UPDATE SKIP LOCKED`, so N processes can run workers against one PostgreSQL without taking the
 * same job; a claim is a lease (status `delivering` until `next_attempt_at`), so a job held by a
 * process that died is picked up again once its lease runs out. Every attempt is recorded; a failure
 * is retried on the backoff schedule and dead-lettered after 72 hours of retries.
 *
 * Delivery is at-least-once: a crash between a target accepting a lead and the row being marked
 * delivered means one more delivery, which targets drop by the stable idempotency key (the lead id)
 * and the mail folder absorbs by naming files after the delivery.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { isLeadKind } from "~/domain/forms";
import { type RetryDecision, afterFailedAttempt } from "~/domain/leads/backoff";
import type { LeadPayload, LeadRecord } from "~/domain/leads/lead-record";
import { targetFromRow } from "~/domain/leads/targets";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { leadDeliveries, leadDeliveryAttempts, leads, websites } from "~/server/db/schema";
import { DeliveryError } from "~/server/services/lead-delivery/webhook";
import type { Deliver, DeliveryJob } from "./delivery-job";

export const DELIVERY_STATUSES = ["pending", "delivering", "delivered", "dead"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

type Logger = {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type DeliveryWorkerOptions = {
  db: Db;
  deliver: Deliver;
  now?: () => Date;
  batchSize?: number;
  intervalMs?: number;
  /** How long a claimed job is held before another worker may take it over. */
  leaseMs?: number;
  /** A delivery taking longer than this counts as failed (it must stay well under the lease). */
  deliveryTimeoutMs?: number;
  log?: Logger;
};

export type RunStats = { claimed: number; delivered: number; retried: number; dead: number };

const MAX_ERROR_LENGTH = 1000;

type Outcome = "delivered" | "retried" | "dead";

export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { db, deliver } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  const intervalMs = options.intervalMs ?? 2000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const deliveryTimeoutMs = options.deliveryTimeoutMs ?? 2 * 60_000;
  if (deliveryTimeoutMs >= leaseMs) throw new RangeError("deliveryTimeoutMs must be shorter than leaseMs");
  const log = options.log;

  async function claim(at: Date) {
    const due = db
      .select({ id: leadDeliveries.id })
      .from(leadDeliveries)
      .where(and(inArray(leadDeliveries.status, ["pending", "delivering"]), lte(leadDeliveries.nextAttemptAt, at)))
      .orderBy(asc(leadDeliveries.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(leadDeliveries)
      .set({ status: "delivering", nextAttemptAt: new Date(at.getTime() + leaseMs) })
      .where(inArray(leadDeliveries.id, due))
      .returning();
  }

  /** A claimed delivery ready to go, or one that can never be delivered (its error says why). */
  type Claimed = { job: DeliveryJob } | { broken: typeof leadDeliveries.$inferSelect; error: string };

  async function loadJobs(claimed: Array<typeof leadDeliveries.$inferSelect>): Promise<Claimed[]> {
    if (claimed.length === 0) return [];
    const rows = await db
      .select({ lead: leads, websiteSlug: websites.slug })
      .from(leads)
      .innerJoin(websites, eq(websites.id, leads.websiteId))
      .where(inArray(leads.id, [...new Set(claimed.map((d) => d.leadId))]));
    const byId = new Map(rows.map((r) => [r.lead.id, r]));
    return claimed.map((d): Claimed => {
      try {
        const row = byId.get(d.leadId);
        if (!row || row.lead.websiteId !== d.websiteId) throw new Error(`Delivery ${d.id} has no lead on its website`);
        return {
          job: {
            deliveryId: d.id,
            websiteId: d.websiteId,
            websiteSlug: row.websiteSlug,
            target: targetFromRow(d),
            attempt: d.attempts + 1,
            // A finished trade-in replacing its partial lead is a new message for targets that drop repeats by key.
            idempotencyKey: (row.lead.payload as LeadPayload).replacesPartial ? `${row.lead.id}-complete` : row.lead.id,
            lead: toLeadRecord(row.lead),
          },
        };
      } catch (err) {
        return { broken: d, error: err instanceof Error ? err.message : String(err) };
      }
    });
  }

  async function attempt(job: DeliveryJob): Promise<Outcome> {
    const started = performance.now();
    let error: string | null = null;
    let logged: string | null = null;
    try {
      await withTimeout(deliver(job), deliveryTimeoutMs);
    } catch (err) {
      logged = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH) || "Delivery failed";
      const detail = err instanceof DeliveryError && err.detail ? `: ${err.detail}` : "";
      error = `${logged}${detail}`.slice(0, MAX_ERROR_LENGTH);
    }
    const durationMs = Math.round(performance.now() - started);
    const at = now();
    const decision = error === null ? null : afterFailedAttempt(job.attempt, at);
    await record(job.deliveryId, job.websiteId, job.attempt, error, durationMs, at, decision);
    if (decision?.kind === "dead")
      log?.error({ deliveryId: job.deliveryId, leadId: job.lead.id, error: logged }, "lead delivery dead-lettered");
    else if (decision) log?.warn({ deliveryId: job.deliveryId, attempt: job.attempt, error: logged }, "lead delivery failed, will retry");
    return decision === null ? "delivered" : decision.kind === "retry" ? "retried" : "dead";
  }

  /** A row that cannot become a job (an unknown target, say) would fail the same way forever: dead-letter it now. */
  async function deadLetterBroken(row: typeof leadDeliveries.$inferSelect, error: string): Promise<Outcome> {
    await record(row.id, row.websiteId, row.attempts + 1, error, 0, now(), { kind: "dead" });
    log?.error({ deliveryId: row.id, error }, "lead delivery cannot be attempted, dead-lettered");
    return "dead";
  }

  async function record(
    deliveryId: number,
    websiteId: number,
    attemptNumber: number,
    error: string | null,
    durationMs: number,
    at: Date,
    decision: RetryDecision | null,
  ) {
    // One statement records the attempt and moves the delivery on (a data-modifying CTE is atomic),
    // which keeps the per-attempt cost low on PGlite's single connection.
    const recorded = db.$with("recorded").as(
      db
        .insert(leadDeliveryAttempts)
        .values({ deliveryId, websiteId, ok: error === null, error, durationMs, attemptedAt: at })
        .returning({ id: leadDeliveryAttempts.id }),
    );
    await db
      .with(recorded)
      .update(leadDeliveries)
      .set(
        decision === null
          ? { status: "delivered", attempts: attemptNumber, deliveredAt: at, lastError: null }
          : decision.kind === "retry"
            ? { status: "pending", attempts: attemptNumber, nextAttemptAt: decision.at, lastError: error }
            : { status: "dead", attempts: attemptNumber, lastError: error },
      )
      // Only while our claim holds: a delivery another worker took over after our lease ran out is theirs.
      .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.status, "delivering")));
  }

  async function runOnce(): Promise<RunStats> {
    const claimed = await claim(now());
    const stats: RunStats = { claimed: claimed.length, delivered: 0, retried: 0, dead: 0 };
    const items = await loadJobs(claimed);
    const outcomes = await Promise.all(
      items.map((item) => ("job" in item ? attempt(item.job) : deadLetterBroken(item.broken, item.error))),
    );
    for (const outcome of outcomes) stats[outcome] += 1;
    return stats;
  }

  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;

  function schedule(ms: number) {
    timer = setTimeout(() => {
      inFlight = (async () => {
        let next = intervalMs;
        try {
          const stats = await runOnce();
          // A full batch means more are probably due: go again at once.
          if (stats.claimed === batchSize) next = 0;
        } catch (err) {
          log?.error({ err: dbErrorForLog(err) }, "lead delivery run failed");
        }
        inFlight = undefined;
        if (running) schedule(next);
      })();
    }, ms);
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    /** Stops polling and waits for the batch in flight to finish and be recorded. */
    async stop() {
      running = false;
      clearTimeout(timer);
      await inFlight;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;

export function toLeadRecord(row: typeof leads.$inferSelect): LeadRecord {
  if (!isLeadKind(row.kind)) throw new Error(`Lead ${row.id} has unknown kind "${row.kind}"`);
  return {
    id: row.id,
    kind: row.kind,
    eventId: row.eventId,
    category: row.category,
    subcategory: row.subcategory,
    name: row.name,
    email: row.email,
    phone: row.phone,
    sourceUrl: row.sourceUrl,
    createdAt: row.createdAt,
    payload: row.payload as LeadPayload,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Delivery timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Counts deliveries by status across all websites (for health checks and the bench). */
export async function deliveryBacklog(db: Db): Promise<Record<DeliveryStatus, number>> {
  const rows = await db
    .select({ status: leadDeliveries.status, n: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.status);
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, 0])) as Record<DeliveryStatus, number>;
  for (const r of rows) counts[r.status as DeliveryStatus] = Number(r.n);
  return counts;
}
