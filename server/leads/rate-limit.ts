/**
 * Per-IP, per-website fixed-window limit on lead submissions, kept in the database so that every process
 * counts against the same windows (ADR 020): one upsert per submission returns the window's hits, and
 * windows older than the current one are pruned now and then.
 */
import { lt, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { leadRateLimits } from "~/server/db/schema";

export const RATE_LIMIT_MESSAGE = "Too many submissions from your connection. Please wait a few minutes and try again.";

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(websiteId: number, ip: string): Promise<RateLimitDecision>;
}

export type DbRateLimiterOptions = {
  /** Submissions allowed per window (default 10). */
  limit?: number;
  /** Window length (default 10 minutes). */
  windowMs?: number;
  now?: () => number;
  /** Prune old windows on one hit in this many (default 200). */
  pruneEvery?: number;
};

export function createDbRateLimiter(db: Db, options: DbRateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? 10;
  const windowMs = options.windowMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const pruneEvery = options.pruneEvery ?? 200;
  let sincePrune = 0;

  return {
    async hit(websiteId, ip) {
      const at = now();
      const start = at - (at % windowMs);
      const [row] = await db
        .insert(leadRateLimits)
        .values({ key: `${websiteId}|${ip}`, windowStart: new Date(start), hits: 1 })
        .onConflictDoUpdate({ target: [leadRateLimits.key, leadRateLimits.windowStart], set: { hits: sql`${leadRateLimits.hits} + 1` } })
        .returning({ hits: leadRateLimits.hits });
      if (++sincePrune >= pruneEvery) {
        sincePrune = 0;
        await db.delete(leadRateLimits).where(lt(leadRateLimits.windowStart, new Date(start)));
      }
      const hits = row?.hits ?? 1;
      // Refused attempts count too: a client hammering the form stays refused until the window ends.
      if (hits > limit) return { allowed: false, retryAfterSeconds: Math.ceil((start + windowMs - at) / 1000) };
      return { allowed: true, remaining: limit - hits };
    },
  };
}
