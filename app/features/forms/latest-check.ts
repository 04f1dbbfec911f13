/**
 * The lead form re-checks itself each time a field is left. Two things go wrong without this module:
 * - checks answer out of order (the first loads the schema), so an older answer could bring back errors
 *   the shopper has fixed: only the latest check may apply, and a submit's own check outranks them all;
 * - a field is left by pressing on the next one, and an answer that lands between the press and the
 *   release moves the fields (a message or the summary goes), so the release lands on something else and
 *   the click is lost: an answer that lands while a pointer is pressed waits until the click is done.
 */

/** Whether a pointer is pressed, and a way to run something once the press's click has been handled. */
export type PointerPress = {
  pressed(): boolean;
  afterRelease(run: () => void): void;
};

export class LatestCheck<T> {
  private latest = 0;

  constructor(
    private readonly apply: (answer: T) => void,
    private readonly pointer: PointerPress,
  ) {}

  /** Runs a check; its answer applies unless a later check or a submit began meanwhile. */
  async run(check: () => Promise<T>): Promise<void> {
    const mine = ++this.latest;
    const answer = await check();
    if (mine !== this.latest) return;
    const applyIfLatest = () => {
      if (mine === this.latest) this.apply(answer);
    };
    if (this.pointer.pressed()) this.pointer.afterRelease(applyIfLatest);
    else applyIfLatest();
  }

  /** A submit checks the form itself: no re-check begun before it may apply. */
  supersede(): void {
    this.latest++;
  }
}

/** Longest an answer waits for a release: a release the page never hears of must not hold the form's errors forever. */
export const LONGEST_HOLD_MS = 3_000;

const pressedPointers = new Set<number>();
let waiting: (() => void)[] = [];
let watching = false;

function runWaiting() {
  const run = waiting;
  waiting = [];
  run.forEach((fn) => fn());
}

function release(event: { pointerId?: number }) {
  if (event.pointerId === undefined) pressedPointers.clear();
  else pressedPointers.delete(event.pointerId);
  // The click follows the release in the same turn; the answers apply after it.
  if (pressedPointers.size === 0 && waiting.length > 0) setTimeout(runWaiting, 0);
}

/** The page's pointer presses, watched from the first form that asks (browser only). */
export function documentPointerPress(): PointerPress {
  if (!watching) {
    watching = true;
    document.addEventListener("pointerdown", (event) => pressedPointers.add(event.pointerId), { capture: true });
    document.addEventListener("pointerup", release, { capture: true });
    document.addEventListener("pointercancel", release, { capture: true });
    // A release outside the window may never reach the page.
    window.addEventListener("blur", () => release({}));
  }
  return {
    pressed: () => pressedPointers.size > 0,
    afterRelease: (run) => {
      waiting.push(run);
      setTimeout(() => {
        if (!waiting.includes(run)) return;
        pressedPointers.clear();
        runWaiting();
      }, LONGEST_HOLD_MS);
    },
  };
}
