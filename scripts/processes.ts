/** Process helpers for the suites and benches that start a cluster (WEB_CONCURRENCY) and need its workers. */
import { readdirSync, readFileSync } from "node:fs";

/** Process ids of the children of `parent` (a cluster primary's workers), from /proc. */
export function childrenOf(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat (the parent), after the command name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent) found.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}
