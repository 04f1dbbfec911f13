/**
 * Per-IP, per-website fixed-window limit on lead submissions.
 *
 * Stored in memory, per process: with N processes behind a load balancer a client can get up to N
 * times the limit. A shared limit needs a small PostgreSQL table (see the lead pipeline notes):
 * `lead_rate_limits(key text, window_start timestamptz, hits int, primary key (key, window_start))`
 * with `insert … on conflict (key, window_start) do update set hits = lead_rate_limits.hits + 1
 * returning hits`. It would implement the same `RateLimiter` interface.
 */
export const RATE_LIMIT_MESSAGE = "Too many submissions from your connection. Please wait a few minutes and try again.";

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(websiteId: number, ip: string): Promise<RateLimitDecision>;
}

export type MemoryRateLimiterOptions = {
  /** Submissions allowed per window (default 10). */
  limit?: number;
  /** Window length (default 10 minutes). */
  windowMs?: number;
  now?: () => number;
  /** Upper bound on tracked keys; the oldest windows are dropped first (default 100,000). */
  maxKeys?: number;
};

export function createMemoryRateLimiter(options: MemoryRateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? 10;
  const windowMs = options.windowMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, { start: number; hits: number }>();

  function sweep(at: number) {
    for (const [key, w] of windows) if (at - w.start >= windowMs) windows.delete(key);
    // Still too many live keys (a flood of distinct addresses): drop the oldest (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async hit(websiteId, ip) {
      const at = now();
      const start = at - (at % windowMs);
      const key = `${websiteId}|${ip}`;
      let w = windows.get(key);
      if (!w || w.start !== start) {
        if (windows.size >= maxKeys) sweep(at);
        windows.delete(key);
        w = { start, hits: 0 };
        windows.set(key, w);
      }
      if (w.hits >= limit) return { allowed: false, retryAfterSeconds: Math.ceil((start + windowMs - at) / 1000) };
      w.hits += 1;
      return { allowed: true, remaining: limit - w.hits };
    },
  };
}
