/**
 * The loop every server process runs for a kind of database job (photo uploads, stock feed imports; ADR 051, 054):
 * looks for a claimable job every `intervalMs` (and at once when kicked by a request of this process), works one job
 * at a time until none is left. The claim itself (`for update skip locked`) is the caller's, so two processes never
 * work one job; this only schedules it.
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import { dbErrorForLog } from "~/server/db/safe-error";

/** This process's name among the claimers (host:pid:random). */
export function workerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

export function createClaimLoop<Job>(options: {
  /** The next job this worker claimed, or null when there is none. */
  claim: (worker: string) => Promise<Job | null>;
  work: (job: Job, worker: string) => Promise<void>;
  log: Logger;
  /** What the log says when claiming fails. */
  what: string;
  intervalMs?: number;
}) {
  const worker = workerName();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const drain = async () => {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const job = await options.claim(worker);
        if (!job) break;
        await options.work(job, worker);
      }
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => options.log.error({ err: dbErrorForLog(error) }, `${options.what} not claimed`))
      .finally(() => {
        running = null;
      });
  };
  return {
    worker,
    kick,
    start() {
      timer = setInterval(kick, options.intervalMs ?? 2000);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    /** Tests: until this process has no claimable job left. */
    async idle() {
      kick();
      while (running) await running;
    },
  };
}

export type ClaimLoop = ReturnType<typeof createClaimLoop>;
