import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { documentPointerPress, LatestCheck, LONGEST_HOLD_MS, type PointerPress } from "./latest-check";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function fakePointer(pressed = false) {
  const released: (() => void)[] = [];
  const pointer: PointerPress & { down: boolean; up(): void } = {
    down: pressed,
    pressed: () => pointer.down,
    afterRelease: (run) => released.push(run),
    up() {
      pointer.down = false;
      released.splice(0).forEach((run) => run());
    },
  };
  return pointer;
}

describe("LatestCheck", () => {
  it("applies only the latest check's answer when an older one answers last", async () => {
    const applied: string[] = [];
    const checks = new LatestCheck<string>((a) => applied.push(a), fakePointer());
    const first = deferred<string>();
    const second = deferred<string>();
    const running = [checks.run(() => first.promise), checks.run(() => second.promise)];
    second.resolve("no errors");
    first.resolve("errors from before the fix");
    await Promise.all(running);
    expect(applied).toEqual(["no errors"]);
  });

  it("drops every check begun before a submit", async () => {
    const applied: string[] = [];
    const checks = new LatestCheck<string>((a) => applied.push(a), fakePointer());
    const pending = deferred<string>();
    const running = checks.run(() => pending.promise);
    checks.supersede();
    pending.resolve("late");
    await running;
    expect(applied).toEqual([]);
  });

  it("holds an answer that lands while a pointer is pressed until its release, then applies it", async () => {
    const applied: string[] = [];
    const pointer = fakePointer(true);
    const checks = new LatestCheck<string>((a) => applied.push(a), pointer);
    await checks.run(async () => "no errors");
    expect(applied).toEqual([]);
    pointer.up();
    expect(applied).toEqual(["no errors"]);
  });

  it("does not apply a held answer that a submit overtook before the release", async () => {
    const applied: string[] = [];
    const pointer = fakePointer(true);
    const checks = new LatestCheck<string>((a) => applied.push(a), pointer);
    await checks.run(async () => "from the blur");
    checks.supersede();
    pointer.up();
    expect(applied).toEqual([]);
  });
});

describe("documentPointerPress", () => {
  const saved = { document: globalThis.document, window: globalThis.window };
  const doc = new EventTarget();
  const win = new EventTarget();
  Object.assign(globalThis, { document: doc, window: win });
  afterAll(() => Object.assign(globalThis, saved));
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const pointerEvent = (type: string, pointerId: number) => Object.assign(new Event(type), { pointerId });

  it("is pressed from a pointer's press to its release, and runs what waits after the release's turn", () => {
    const press = documentPointerPress();
    const ran: string[] = [];
    doc.dispatchEvent(pointerEvent("pointerdown", 1));
    expect(press.pressed()).toBe(true);
    press.afterRelease(() => ran.push("answer"));
    doc.dispatchEvent(pointerEvent("pointerup", 1));
    expect(press.pressed()).toBe(false);
    expect(ran).toEqual([]);
    vi.runAllTimers();
    expect(ran).toEqual(["answer"]);
  });

  it("runs what waits after the longest hold when no release comes, and forgets the press", () => {
    const press = documentPointerPress();
    const ran: string[] = [];
    doc.dispatchEvent(pointerEvent("pointerdown", 7));
    press.afterRelease(() => ran.push("answer"));
    vi.advanceTimersByTime(LONGEST_HOLD_MS - 1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(["answer"]);
    expect(press.pressed()).toBe(false);
    doc.dispatchEvent(pointerEvent("pointerup", 7));
    vi.runAllTimers();
    expect(ran).toEqual(["answer"]);
  });

  it("waits for every pressed pointer, and lets go of all when the window loses focus", () => {
    const press = documentPointerPress();
    const ran: string[] = [];
    doc.dispatchEvent(pointerEvent("pointerdown", 1));
    doc.dispatchEvent(pointerEvent("pointerdown", 2));
    press.afterRelease(() => ran.push("answer"));
    doc.dispatchEvent(pointerEvent("pointercancel", 1));
    vi.advanceTimersByTime(10);
    expect(press.pressed()).toBe(true);
    expect(ran).toEqual([]);
    win.dispatchEvent(new Event("blur"));
    vi.runAllTimers();
    expect(press.pressed()).toBe(false);
    expect(ran).toEqual(["answer"]);
  });
});
