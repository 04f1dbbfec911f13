import { describe, expect, it } from "vitest";
import { abandonedMessage, claimDecision, FEED_RUN_MAX_ATTEMPTS, FEED_RUN_STALE_MS, isActive, runProgress } from "./run-jobs";

const now = new Date("2026-11-28T10:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("claiming a feed run", () => {
  it.each([
    ["queued, dealer idle", { status: "queued", heartbeatAt: null, attempts: 0 }, false, "claim"],
    ["queued, another run of the dealer running", { status: "queued", heartbeatAt: null, attempts: 0 }, true, "leave"],
    ["running, heard from lately", { status: "running", heartbeatAt: ago(5_000), attempts: 1 }, false, "leave"],
    ["running, silent, attempts left", { status: "running", heartbeatAt: ago(FEED_RUN_STALE_MS), attempts: 1 }, false, "claim"],
    ["running, never heard from", { status: "running", heartbeatAt: null, attempts: 1 }, false, "claim"],
    [
      "running, silent, no attempts left",
      { status: "running", heartbeatAt: ago(FEED_RUN_STALE_MS * 2), attempts: FEED_RUN_MAX_ATTEMPTS },
      false,
      "fail",
    ],
    ["uploaded (waits for its mapping)", { status: "uploaded", heartbeatAt: null, attempts: 0 }, false, "leave"],
    ["applied", { status: "applied", heartbeatAt: ago(FEED_RUN_STALE_MS * 2), attempts: 1 }, false, "leave"],
  ] as const)("%s: %s", (_, run, dealerBusy, expected) => {
    expect(claimDecision(run, now, { dealerBusy })).toBe(expected);
  });

  it("only queued and running runs are still to finish", () => {
    expect(["uploaded", "queued", "running", "dry_run", "applied", "refused", "failed"].filter((status) => isActive({ status }))).toEqual([
      "queued",
      "running",
    ]);
  });

  it("says how often the import stopped and that nothing changed", () => {
    expect(abandonedMessage(3)).toBe(
      "The import stopped 3 times before it finished (the server restarted) and nothing was changed. Start it again.",
    );
    expect(abandonedMessage(1)).toMatch(/^The import stopped once/);
  });
});

describe("a feed run's progress", () => {
  const running = (counts: Record<string, number>, dryRun = false) => runProgress({ status: "running", dryRun, counts });
  it("reads rows, then fetches pictures, then writes cars", () => {
    expect(running({})).toMatchObject({ phase: "reading", message: "0 rows read.", active: true });
    expect(running({ rows: 10_000 })).toMatchObject({ phase: "reading", message: "10,000 rows read.", rows: 10_000 });
    expect(running({ rows: 10_000, imagesFetched: 40, imagesToFetch: 120 })).toMatchObject({
      phase: "pictures",
      message: "10,000 rows read; 40 of 120 pictures fetched.",
    });
    expect(running({ rows: 10_000, written: 500, toWrite: 9_000 })).toMatchObject({
      phase: "writing",
      message: "500 of 9,000 cars written.",
    });
    expect(running({ rows: 10, written: 5, toWrite: 10 }, true)).toMatchObject({ message: "5 of 10 cars compared." });
  });
  it("waits, and ends with its error or as finished", () => {
    expect(runProgress({ status: "queued", dryRun: true, counts: {} })).toMatchObject({ phase: "waiting", message: "Waiting to start." });
    expect(runProgress({ status: "failed", dryRun: false, counts: {}, error: "Nothing was changed." })).toMatchObject({
      phase: "finished",
      active: false,
      message: "Nothing was changed.",
    });
    expect(runProgress({ status: "applied", dryRun: false, counts: { new: 3 } })).toMatchObject({ message: "Finished." });
  });
});
