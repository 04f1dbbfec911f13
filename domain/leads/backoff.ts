/**
 * The retry schedule for a delivery whose target is down: exponential (1, 2, 4 … 256 minutes),
 * each delay capped at 6 hours, and the last one shortened so that the retries span exactly 72 hours
 * from the first attempt. A failure after the last retry dead-letters the delivery.
 *
 * The schedule counts attempts rather than reading the clock against the lead's age, so a worker
 * that was stopped for a day still gives a target its full 72 hours, and a replay starts a fresh window.
 */
export const RETRY_WINDOW_MS = 72 * 60 * 60 * 1000;
export const FIRST_RETRY_DELAY_MS = 60 * 1000;
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

function buildSchedule(): readonly number[] {
  const delays: number[] = [];
  let total = 0;
  for (let n = 0; total < RETRY_WINDOW_MS; n++) {
    const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** n, MAX_RETRY_DELAY_MS, RETRY_WINDOW_MS - total);
    delays.push(delay);
    total += delay;
  }
  return Object.freeze(delays);
}

/** Delay before retry n+1, in milliseconds; index 0 is the wait after the first failed attempt. */
export const RETRY_DELAYS_MS: readonly number[] = buildSchedule();

/** Every attempt: the first one plus one per retry. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export type RetryDecision = { kind: "retry"; at: Date; delayMs: number } | { kind: "dead" };

/** What to do after attempt number `attempts` (1-based, counting the one that just failed) failed at `now`. */
export function afterFailedAttempt(attempts: number, now: Date): RetryDecision {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a positive integer, got ${attempts}`);
  const delayMs = RETRY_DELAYS_MS[attempts - 1];
  if (delayMs === undefined) return { kind: "dead" };
  return { kind: "retry", at: new Date(now.getTime() + delayMs), delayMs };
}
