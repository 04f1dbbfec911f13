// Any console.error during a test is a failure: it usually means a swallowed bug.
import { afterEach, vi } from "vitest";

const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (errors.length > 0) {
    const first = errors.map((a) => a.map(String).join(" ")).join("\n");
    errors.length = 0;
    throw new Error(`console.error was called during the test:\n${first}`);
  }
});
void vi;
