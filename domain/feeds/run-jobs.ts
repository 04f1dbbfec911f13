/**
 * The rules of a stock feed import run as a job (issue 19, ADR 054): a run is a feed_imports row queued by the
 * console (a dry run or an apply) or by the schedule, claimed by one server process, worked with a heartbeat, and
 * ended with its report (dry_run, applied, refused or failed). A running run whose process stopped (silent for
 * FEED_RUN_STALE_MS) is claimed again and started over: an apply is one transaction, so a stopped one changed
 * nothing. After FEED_RUN_MAX_ATTEMPTS claims it is failed with a message. At most one run of a dealer runs at once.
 * Nothing here touches the database: the queries (server/feeds/feed-runs.ts) follow these rules.
 */

export type FeedRunStatus = "uploaded" | "queued" | "running" | "dry_run" | "applied" | "refused" | "failed";

/** A running run not heard from for this long was left by a process that stopped. */
export const FEED_RUN_STALE_MS = 60_000;
/** A run is claimed at most this many times (the first run and two restarts). */
export const FEED_RUN_MAX_ATTEMPTS = 3;
/** How often a working process says it is alive (well inside FEED_RUN_STALE_MS). */
export const FEED_RUN_HEARTBEAT_MS = 5_000;

type Claimable = { status: string; heartbeatAt: Date | null; attempts: number };

function silent(run: Pick<Claimable, "heartbeatAt">, now: Date, staleMs: number): boolean {
  return !run.heartbeatAt || now.getTime() - run.heartbeatAt.getTime() >= staleMs;
}

/**
 * What a process may do with a run: claim it (queued while the dealer has no run running, or running but silent past
 * the stale time with attempts left), fail it (silent with no attempts left), or leave it.
 */
export function claimDecision(
  run: Claimable,
  now: Date,
  options: { dealerBusy: boolean; staleMs?: number } = { dealerBusy: false },
): "claim" | "fail" | "leave" {
  const staleMs = options.staleMs ?? FEED_RUN_STALE_MS;
  if (run.status === "queued") return options.dealerBusy ? "leave" : "claim";
  if (run.status !== "running" || !silent(run, now, staleMs)) return "leave";
  return run.attempts < FEED_RUN_MAX_ATTEMPTS ? "claim" : "fail";
}

/** Whether a run is still to finish: queued, or running and heard from lately (a silent one is about to be taken over). */
export function isActive(run: Pick<Claimable, "status">): boolean {
  return run.status === "queued" || run.status === "running";
}

/** The message of a run failed because its processes kept stopping. */
export function abandonedMessage(attempts: number): string {
  return `The import stopped ${attempts === 1 ? "once" : `${attempts} times`} before it finished (the server restarted) and nothing was changed. Start it again.`;
}

/** The message of a run whose file was not there for the process that claimed it. */
export const LOST_FILE_MESSAGE = "The feed file was lost before the import ran (the server restarted): upload the feed again.";

/** Progress counts a run writes while it works. */
export type FeedRunCounts = Record<string, number | undefined> & {
  rows?: number;
  imagesFetched?: number;
  imagesToFetch?: number;
  written?: number;
  toWrite?: number;
};

export type FeedRunProgress = {
  status: string;
  active: boolean;
  /** Where the run is: waiting, reading rows, fetching pictures, writing cars, finished. */
  phase: "waiting" | "reading" | "pictures" | "writing" | "finished";
  rows: number;
  imagesFetched: number;
  imagesToFetch: number;
  written: number;
  toWrite: number;
  /** A sentence for a person: what it is doing now. */
  message: string;
};

const n = (value: number) => value.toLocaleString("en-AU");

/** A run's progress in the console's words (the import page, its JSON and the dashboard's "Running now"). */
export function runProgress(run: { status: string; dryRun: boolean; counts: FeedRunCounts; error?: string | null }): FeedRunProgress {
  const c = run.counts;
  const counts = {
    rows: c.rows ?? 0,
    imagesFetched: c.imagesFetched ?? 0,
    imagesToFetch: c.imagesToFetch ?? 0,
    written: c.written ?? 0,
    toWrite: c.toWrite ?? 0,
  };
  const base = { status: run.status, active: isActive(run), ...counts };
  if (run.status === "queued") return { ...base, phase: "waiting", message: "Waiting to start." };
  if (run.status !== "running") {
    return { ...base, phase: "finished", message: run.error ?? (run.status === "uploaded" ? "Uploaded: map its columns." : "Finished.") };
  }
  if (counts.toWrite > 0) {
    const verb = run.dryRun ? "compared" : "written";
    return { ...base, phase: "writing", message: `${n(counts.written)} of ${n(counts.toWrite)} cars ${verb}.` };
  }
  if (counts.imagesToFetch > 0) {
    return {
      ...base,
      phase: "pictures",
      message: `${n(counts.rows)} rows read; ${n(counts.imagesFetched)} of ${n(counts.imagesToFetch)} pictures fetched.`,
    };
  }
  return { ...base, phase: "reading", message: `${n(counts.rows)} rows read.` };
}
