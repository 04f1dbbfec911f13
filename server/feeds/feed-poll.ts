/**
 * Scheduled stock feeds (issue 19): a dealer whose saved mapping has a `url` (set on the console's mapping step) has
 * that address fetched every FEED_POLL_INTERVAL minutes and applied as an import run (actor "schedule") in the same
 * run log as the console's. Polling only queues the run, under a per-dealer lock (one process queues it each time);
 * the run is a job like the console's (server/feeds/feed-runs.ts, ADR 054): claimed by one process, which fetches
 * the address (server/feeds/fetch-feed.ts: public addresses only, no redirects, capped) and applies it. The apply
 * refuses, as any apply without a dealer's confirmation, a feed that would mark most of the stock sold.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { parseFeedMapping, type FeedMapping } from "~/domain/feeds/mapping";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { feedImports, feedMappings } from "~/server/db/schema";
import { queueRun } from "./feed-runs";

export { fetchFeedFile } from "./fetch-feed";

/** The run log's actor of a scheduled fetch. */
export const SCHEDULE_ACTOR = "schedule";
const POLL_LOCK = 72_707_038;

export type PollOptions = {
  db: Db;
  log: Logger;
  /** Minutes between two fetches of one dealer's feed. */
  intervalMinutes: number;
  /** This process's feed run worker, told at once when a run was queued. */
  kick?: () => void;
  now?: () => Date;
};

/** Queues this dealer's next scheduled run unless one started within the interval (one process wins the lock). */
async function claim(options: PollOptions, websiteId: number, mapping: FeedMapping, url: string): Promise<number | null> {
  const now = (options.now ?? (() => new Date()))();
  return options.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POLL_LOCK}, ${websiteId})`);
    const [last] = await tx
      .select({ startedAt: feedImports.startedAt })
      .from(feedImports)
      .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.actor, SCHEDULE_ACTOR)))
      .orderBy(desc(feedImports.id))
      .limit(1);
    if (last && now.getTime() - last.startedAt.getTime() < options.intervalMinutes * 60_000) return null;
    return queueRun(tx, { websiteId, source: url, actor: SCHEDULE_ACTOR, mapping, dryRun: false, fetchUrl: url, now });
  });
}

/** One round: every dealer with a feed address that is due gets a queued run, fetched and applied by a worker. */
export async function pollFeeds(options: PollOptions): Promise<number[]> {
  if (options.intervalMinutes <= 0) return [];
  const saved = await options.db
    .select({ websiteId: feedMappings.websiteId, mapping: feedMappings.mapping })
    .from(feedMappings)
    .orderBy(feedMappings.websiteId, feedMappings.name);
  const runs: number[] = [];
  const seen = new Set<number>();
  for (const row of saved) {
    const parsed = parseFeedMapping(row.mapping);
    if (!parsed.ok || !parsed.mapping.url || seen.has(row.websiteId)) continue;
    // One address per dealer: the first mapping (by name) that has one.
    seen.add(row.websiteId);
    const runId = await claim(options, row.websiteId, parsed.mapping, parsed.mapping.url);
    if (runId !== null) runs.push(runId);
  }
  if (runs.length > 0) options.kick?.();
  return runs;
}

/** Polls every minute for dealers that are due (FEED_POLL_INTERVAL minutes apart); stop() waits for a round. */
export function startFeedPolling(options: PollOptions): { stop(): Promise<void> } {
  if (options.intervalMinutes <= 0) return { stop: async () => {} };
  let round: Promise<unknown> = Promise.resolve();
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    round = pollFeeds(options)
      .catch((error: unknown) => options.log.error({ err: dbErrorForLog(error) }, "feed polling failed"))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, 60_000);
  timer.unref();
  const first = setTimeout(tick, 5_000);
  first.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await round;
    },
  };
}
