/**
 * The checkout's background job, like the lead delivery worker: every few seconds it expires holds whose time
 * has come (refunding paid ones), retries refunds that failed (backoff in domain/checkout), and sends the
 * shoppers' messages. Every step is safe to run in several processes at once (leases and conditional updates).
 */
import { dbErrorForLog } from "~/server/db/safe-error";
import { sendDueNotices, type NoticeSenders } from "./notices";
import { sweepReservations, type CheckoutDeps } from "./reservations";

export type CheckoutJob = { start(): void; stop(): Promise<void>; runOnce(): Promise<void> };

export function createCheckoutJob(deps: CheckoutDeps & NoticeSenders, options: { intervalMs?: number } = {}): CheckoutJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    await sweepReservations(deps);
    await sendDueNotices(deps);
  };
  const tick = () => {
    running ??= runOnce()
      .catch((error) => deps.log?.error({ err: dbErrorForLog(error) }, "checkout job failed"))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    runOnce,
    start() {
      timer = setInterval(tick, options.intervalMs ?? 5_000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
