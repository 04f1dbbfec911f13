/**
 * Several worker processes on one port (WEB_CONCURRENCY, PostgreSQL only): the primary forks them, prints the
 * banner once every worker listens, replaces a worker that dies, and on SIGTERM / SIGINT passes the signal on
 * and exits when they have drained. Workers share nothing but the database (ADR 027).
 */
import cluster, { type Worker } from "node:cluster";

export type WorkerReady = { type: "ready"; banner: string };

const RESTART_DELAY_MS = 1_000;

export function runPrimary(workers: number, log: (line: string) => void): void {
  let stopping = false;
  let bannerPrinted = false;
  const ready = new Set<number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on("message", (message: WorkerReady) => {
      if (message?.type !== "ready") return;
      ready.add(worker.id);
      if (!bannerPrinted && ready.size === workers) {
        bannerPrinted = true;
        log(`${message.banner}  ${workers} worker processes (WEB_CONCURRENCY)\n`);
      }
    });
    return worker;
  };

  cluster.on("exit", (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < workers; i += 1) fork();
}

/** In a worker: tells the primary this process listens (with the banner to print once for all). */
export function reportReady(banner: string): void {
  process.send?.({ type: "ready", banner } satisfies WorkerReady);
}

export const isWorker = (): boolean => cluster.isWorker;
