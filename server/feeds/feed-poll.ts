/**
 * Scheduled stock feeds (issue 19): a dealer whose saved mapping has a `url` (set on the console's mapping step) has
 * that address fetched every FEED_POLL_INTERVAL minutes and applied as an import run (actor "schedule") in the same
 * run log as the console's. The fetch follows the image fetch's rules (server/feeds/images.ts): http(s) only, no
 * redirects, a timeout, the feed's size cap, and only public addresses, checked and then pinned for the connection
 * (a name that resolves to a private address, at check or connect time, is refused). The apply refuses, as any
 * apply without a dealer's confirmation, a feed that would mark most of the stock sold. Processes share the
 * schedule: a run is claimed under a per-dealer lock, so one process fetches each time.
 */
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { isIP } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { and, desc, eq, sql } from "drizzle-orm";
import { fetch as undiciFetch } from "undici";
import { parseFeedMapping, type FeedMapping } from "~/domain/feeds/mapping";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { dbErrorForLog } from "~/server/db/safe-error";
import { feedImports, feedMappings, websites } from "~/server/db/schema";
import { markRun, runFile, runJob, type FeedRunDeps } from "./feed-runs";
import { isPrivateAddress, PrivateHostError, publicOnlyAgent, type ResolveHost } from "./images";
import { FEED_MAX_BYTES } from "./parse";

/** The run log's actor of a scheduled fetch. */
export const SCHEDULE_ACTOR = "schedule";
const POLL_LOCK = 72_707_038;
const FETCH_TIMEOUT_MS = 60_000;

export type PollOptions = FeedRunDeps & {
  /** Minutes between two fetches of one dealer's feed. */
  intervalMinutes: number;
  /** How host names are resolved (tests); the system's by default. */
  resolveHost?: ResolveHost;
  now?: () => Date;
};

class FetchError extends Error {}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Fetches a feed address into `file`, streamed and capped; answers why not in words the dealer can act on. */
export async function fetchFeedFile(
  address: string,
  file: string,
  options: { allowPrivateHosts?: boolean; resolveHost?: ResolveHost; timeoutMs?: number } = {},
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const url = new URL(address);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new FetchError("The feed address is not an http or https address");
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!options.allowPrivateHosts && isIP(host) && isPrivateAddress(host, isIP(host))) {
      throw new FetchError(`The host ${host} is a private address`);
    }
    let response: Awaited<ReturnType<typeof undiciFetch>>;
    try {
      response = await undiciFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
        // A redirect's host would not have been checked.
        redirect: "error",
        dispatcher: options.allowPrivateHosts ? undefined : publicOnlyAgent(options.resolveHost),
      });
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof PrivateHostError) throw new FetchError(cause.message);
      throw new FetchError((error as Error).name === "TimeoutError" ? "No answer in time" : "The address could not be reached");
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new FetchError(`The server answered ${response.status}`);
    }
    if (Number(response.headers.get("content-length") ?? "0") > FEED_MAX_BYTES) {
      await response.body.cancel();
      throw new FetchError(`The feed is larger than ${mb(FEED_MAX_BYTES)}`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    let size = 0;
    const capped = Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>).map((chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size > FEED_MAX_BYTES) throw new FetchError(`The feed is larger than ${mb(FEED_MAX_BYTES)}`);
      return chunk;
    });
    await pipeline(capped, createWriteStream(file));
    return { ok: true };
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof FetchError) return { ok: false, error: `The feed address could not be fetched: ${error.message}.` };
    throw error;
  }
}

/** Claims this dealer's next scheduled run unless one started within the interval (one process wins the lock). */
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
    const [row] = await tx
      .insert(feedImports)
      .values({
        websiteId,
        mappingName: mapping.name,
        source: url.slice(0, 1000),
        actor: SCHEDULE_ACTOR,
        dryRun: false,
        status: "queued",
        startedAt: now,
        finishedAt: now,
      })
      .returning({ id: feedImports.id });
    return row.id;
  });
}

/** One round: every dealer with a feed address that is due is fetched and applied, one after another. */
export async function pollFeeds(options: PollOptions): Promise<number[]> {
  if (options.intervalMinutes <= 0) return [];
  const { db, log } = options;
  const saved = await db
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
    const { mapping } = parsed;
    const url = mapping.url!;
    const runId = await claim(options, row.websiteId, mapping, url);
    if (runId === null) continue;
    runs.push(runId);
    const file = runFile(options.dataDir, row.websiteId, runId);
    try {
      const fetched = await fetchFeedFile(url, file, { allowPrivateHosts: options.allowPrivateHosts, resolveHost: options.resolveHost });
      if (!fetched.ok) {
        await markRun(db, row.websiteId, runId, { status: "refused", error: fetched.error });
        continue;
      }
      const [site] = await db
        .select({ id: websites.id, slug: websites.slug, settings: websites.settings })
        .from(websites)
        .where(eq(websites.id, row.websiteId));
      const soldDays = parseWebsiteSettings(site.settings).stock.soldDays;
      await runJob(options, {
        runId,
        site: { id: site.id, slug: site.slug, soldDays },
        mapping,
        source: url,
        actor: SCHEDULE_ACTOR,
        dryRun: false,
        allowMassRemoval: false,
      });
    } catch (error) {
      log.error({ err: dbErrorForLog(error), run: runId }, "scheduled feed fetch failed");
      await markRun(db, row.websiteId, runId, {
        status: "refused",
        error: "The feed address could not be fetched. It is tried again later.",
      });
    } finally {
      await rm(file, { force: true });
    }
  }
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
