import { describe, expect, it } from "vitest";
import { BusyError, createRenderLimiter } from "./render-limiter";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("createRenderLimiter", () => {
  it("runs at most maxActive jobs and starts waiting ones in order as slots free", async () => {
    const limiter = createRenderLimiter(2, 10);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.queued]).toEqual([2, 2]);
    gates[1].resolve();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    expect(limiter.active).toBe(2);
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([limiter.active, limiter.queued]).toEqual([0, 0]);
  });

  it("rejects with BusyError once the queue is full, and frees the slot when a job throws", async () => {
    const limiter = createRenderLimiter(1, 1);
    const gate = deferred();
    const running = limiter.run(async () => {
      await gate.promise;
      throw new Error("boom");
    });
    const waiting = limiter.run(async () => "second");
    await expect(limiter.run(async () => "third")).rejects.toBeInstanceOf(BusyError);
    gate.resolve();
    await expect(running).rejects.toThrow("boom");
    expect(await waiting).toBe("second");
    expect(limiter.active).toBe(0);
  });
});
