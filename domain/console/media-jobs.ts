/**
 * The rules of a bulk photo upload's background job (issue 19, ADR 051): an upload of many photos or spin frames for
 * one car is received into temporary files and recorded as a job; a server process claims it and processes one file
 * at a time. The job's state moves queued → running → done, or → failed with a sentence; a running job whose process
 * stopped (no heartbeat for STALE_MS) is claimed again and resumes at its first file not yet processed, at most
 * MAX_ATTEMPTS times, then it is failed with a message. Nothing here touches the database: the queries
 * (server/console/media-jobs.ts) follow these rules.
 */

export type MediaJobStatus = "queued" | "running" | "done" | "failed";
export type MediaJobKind = "photos" | "spin" | "video";

/** One file of the job: waiting, added to the car, or refused with the reason (a sentence naming the file). */
export type MediaJobFile = {
  name: string;
  /** The temporary file's name in the job's folder; empty when the file was refused on arrival (never stored). */
  file: string;
  state: "pending" | "added" | "refused";
  message?: string;
  url?: string;
};

/** A running job not heard from for this long was left by a process that stopped. */
export const MEDIA_JOB_STALE_MS = 60_000;
/** A job is claimed at most this many times (the first run and two resumes). */
export const MEDIA_JOB_MAX_ATTEMPTS = 3;

const NEXT: Record<MediaJobStatus, readonly MediaJobStatus[]> = {
  queued: ["running", "failed"],
  // running → running is a resume by another claim.
  running: ["running", "done", "failed"],
  done: [],
  failed: [],
};

export function canMove(from: MediaJobStatus, to: MediaJobStatus): boolean {
  return NEXT[from].includes(to);
}

export function isFinished(status: MediaJobStatus): boolean {
  return status === "done" || status === "failed";
}

type Claimable = { status: MediaJobStatus; heartbeatAt: Date | null; attempts: number };

/**
 * What a process may do with a job: claim it (queued, or running but silent past STALE_MS with attempts left), fail
 * it (silent with no attempts left), or leave it (finished, or running in a live process).
 */
export function claimDecision(job: Claimable, now: Date, staleMs = MEDIA_JOB_STALE_MS): "claim" | "fail" | "leave" {
  if (job.status === "queued") return "claim";
  if (job.status !== "running") return "leave";
  const silent = !job.heartbeatAt || now.getTime() - job.heartbeatAt.getTime() >= staleMs;
  if (!silent) return "leave";
  return job.attempts < MEDIA_JOB_MAX_ATTEMPTS ? "claim" : "fail";
}

/** The message of a job failed because its processes kept stopping. */
export function abandonedMessage(files: readonly MediaJobFile[]): string {
  const added = files.filter((f) => f.state === "added").length;
  return `The upload stopped ${MEDIA_JOB_MAX_ATTEMPTS} times while its files were processed (the server restarted). ${
    added > 0 ? `The ${added} added so far are kept; upload` : "Nothing was added; upload"
  } the rest again.`;
}

/** The next file to process, or -1 when every file has been processed (a resume starts here). */
export function nextPending(files: readonly MediaJobFile[]): number {
  return files.findIndex((f) => f.state === "pending");
}

/** The files with one of them processed: added with its address, or refused with the reason. */
export function withOutcome(
  files: readonly MediaJobFile[],
  index: number,
  outcome: { added: string } | { refused: string },
): MediaJobFile[] {
  return files.map((f, i) => {
    if (i !== index) return f;
    return "added" in outcome
      ? { name: f.name, file: f.file, state: "added", url: outcome.added }
      : { name: f.name, file: f.file, state: "refused", message: outcome.refused };
  });
}

export type MediaJobProgress = {
  status: MediaJobStatus;
  kind: MediaJobKind;
  total: number;
  done: number;
  added: number;
  percent: number;
  refused: string[];
  message: string;
  finished: boolean;
};

const NOUNS: Record<MediaJobKind, [string, string]> = {
  photos: ["photo", "photos"],
  spin: ["spin frame", "spin frames"],
  video: ["video", "videos"],
};
const noun = (kind: MediaJobKind, n: number) => NOUNS[kind][n === 1 ? 0 : 1];

/** What an upload of this kind is called on its progress page and the dashboard. */
export const JOB_TITLES: Record<MediaJobKind, string> = {
  photos: "Photo upload",
  spin: "Spin frame upload",
  video: "Walkaround video upload",
};

/** What the progress page and its JSON show: counts, each refused file's reason and a sentence. */
export function jobProgress(job: {
  status: MediaJobStatus;
  kind: MediaJobKind;
  files: readonly MediaJobFile[];
  message?: string | null;
}): MediaJobProgress {
  const total = job.files.length;
  const done = job.files.filter((f) => f.state !== "pending").length;
  const added = job.files.filter((f) => f.state === "added").length;
  const refused = job.files.flatMap((f) => (f.state === "refused" && f.message ? [f.message] : []));
  const finished = isFinished(job.status);
  let message: string;
  if (job.status === "failed") message = job.message || "The upload could not be processed.";
  else if (job.status === "done")
    message = `${added} of ${total} ${noun(job.kind, total)} added${refused.length ? `; ${refused.length} refused` : ""}.`;
  else if (job.status === "queued") message = `${total} ${noun(job.kind, total)} received, waiting to be processed.`;
  else message = `Processing: ${done} of ${total} ${noun(job.kind, total)} done.`;
  return {
    status: job.status,
    kind: job.kind,
    total,
    done,
    added,
    percent: total === 0 ? 100 : Math.floor((done / total) * 100),
    refused,
    message,
    finished,
  };
}
