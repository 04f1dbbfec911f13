import { describe, expect, it } from "vitest";
import {
  abandonedMessage,
  canMove,
  claimDecision,
  jobProgress,
  MEDIA_JOB_MAX_ATTEMPTS,
  MEDIA_JOB_STALE_MS,
  nextPending,
  withOutcome,
  type MediaJobFile,
  type MediaJobStatus,
} from "./media-jobs";

const now = new Date("2026-11-28T03:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const files: MediaJobFile[] = [
  { name: "a.jpg", file: "0.upload", state: "added", url: "/media/cars/x/1/a.jpg" },
  { name: "b.pdf", file: "", state: "refused", message: "b.pdf is a PDF document, not a JPEG, PNG or WebP photo." },
  { name: "c.jpg", file: "2.upload", state: "pending" },
  { name: "d.jpg", file: "3.upload", state: "pending" },
];

describe("job states", () => {
  it.each<[MediaJobStatus, MediaJobStatus, boolean]>([
    ["queued", "running", true],
    ["queued", "failed", true],
    ["queued", "done", false],
    ["running", "running", true],
    ["running", "done", true],
    ["running", "failed", true],
    ["running", "queued", false],
    ["done", "running", false],
    ["failed", "running", false],
    ["failed", "done", false],
  ])("%s → %s is %s", (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });
});

describe("claimDecision", () => {
  it("claims a queued job", () => {
    expect(claimDecision({ status: "queued", heartbeatAt: null, attempts: 0 }, now)).toBe("claim");
  });
  it("leaves a running job whose process is alive", () => {
    expect(claimDecision({ status: "running", heartbeatAt: ago(MEDIA_JOB_STALE_MS - 1000), attempts: 1 }, now)).toBe("leave");
  });
  it("resumes a running job gone silent while attempts are left", () => {
    expect(claimDecision({ status: "running", heartbeatAt: ago(MEDIA_JOB_STALE_MS), attempts: MEDIA_JOB_MAX_ATTEMPTS - 1 }, now)).toBe(
      "claim",
    );
  });
  it("fails a silent job after its last attempt, never leaves it running", () => {
    expect(claimDecision({ status: "running", heartbeatAt: ago(MEDIA_JOB_STALE_MS * 10), attempts: MEDIA_JOB_MAX_ATTEMPTS }, now)).toBe(
      "fail",
    );
  });
  it("leaves finished jobs", () => {
    expect(claimDecision({ status: "done", heartbeatAt: ago(1e9), attempts: 1 }, now)).toBe("leave");
    expect(claimDecision({ status: "failed", heartbeatAt: ago(1e9), attempts: 3 }, now)).toBe("leave");
  });
});

describe("files", () => {
  it("resumes at the first pending file", () => {
    expect(nextPending(files)).toBe(2);
    expect(nextPending(files.map((f) => ({ ...f, state: "added" as const })))).toBe(-1);
  });
  it("records one file's outcome and nothing else", () => {
    const after = withOutcome(files, 2, { refused: "c.jpg is too small." });
    expect(after[2]).toEqual({ name: "c.jpg", file: "2.upload", state: "refused", message: "c.jpg is too small." });
    expect(after.filter((f, i) => i !== 2)).toEqual(files.filter((f, i) => i !== 2));
    expect(withOutcome(files, 3, { added: "/media/d.jpg" })[3]).toMatchObject({ state: "added", url: "/media/d.jpg" });
  });
});

describe("jobProgress", () => {
  it("counts processed files and lists each refusal", () => {
    const p = jobProgress({ status: "running", kind: "photos", files });
    expect(p).toMatchObject({ total: 4, done: 2, added: 1, percent: 50, finished: false, message: "Processing: 2 of 4 photos done." });
    expect(p.refused).toEqual([files[1].message]);
  });
  it("sums up a finished job in the vehicle's words of the list", () => {
    const done = withOutcome(withOutcome(files, 2, { added: "/c" }), 3, { added: "/d" });
    expect(jobProgress({ status: "done", kind: "spin", files: done }).message).toBe("3 of 4 spin frames added; 1 refused.");
    expect(jobProgress({ status: "queued", kind: "photos", files: files.slice(2, 3) }).message).toBe(
      "1 photo received, waiting to be processed.",
    );
  });
  it("shows a failed job's message", () => {
    const message = abandonedMessage(files);
    expect(message).toContain("The 1 added so far are kept");
    expect(jobProgress({ status: "failed", kind: "photos", files, message })).toMatchObject({ finished: true, message });
  });
});
