/**
 * Bounds image work: at most `maxActive` jobs run at once and at most `maxQueued` wait;
 * beyond that `run` rejects with BusyError so a burst cannot pile up unbounded CPU work.
 */
export class BusyError extends Error {
  constructor() {
    super("image renderer is busy");
    this.name = "BusyError";
  }
}

export type RenderLimiter = {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
};

export function createRenderLimiter(maxActive: number, maxQueued: number): RenderLimiter {
  if (!(maxActive >= 1)) throw new Error("maxActive must be at least 1");
  let active = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (active < maxActive) {
      active++;
      return;
    }
    if (waiting.length >= maxQueued) throw new BusyError();
    // The releasing job hands its slot straight to us, so `active` is unchanged.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  return {
    async run(job) {
      await acquire();
      try {
        return await job();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
