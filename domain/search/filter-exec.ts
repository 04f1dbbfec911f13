/** A dealer's search filter compiled against the index: bitsets and per-slot tests, evaluated a bitset word at a time. */
import { lowestBit } from "./bitset";

export type Exec =
  | { t: "and"; items: Exec[] }
  | { t: "or"; items: Exec[] }
  | { t: "not"; item: Exec }
  /** A bitset over all slots (`bits[w]`), or one of a website's value bitsets (`bits[at + k]`). */
  | { t: "bits"; bits: Uint32Array | null; at: number; local: boolean; negate: boolean }
  | { t: "test"; test: (slot: number) => boolean };

/** NaN (no price) never satisfies a comparison, "!=" included. */
export function comparison(col: Float64Array, op: string, value: number): (slot: number) => boolean {
  switch (op) {
    case "<":
      return (s) => col[s] < value;
    case "<=":
      return (s) => col[s] <= value;
    case ">":
      return (s) => col[s] > value;
    case ">=":
      return (s) => col[s] >= value;
    case "=":
      return (s) => col[s] === value;
    default:
      return (s) => !Number.isNaN(col[s]) && col[s] !== value;
  }
}

/** Evaluates a compiled filter on one bitset word (index word w, the website's k-th); returns the subset of `candidates` that match. */
export function evaluate(node: Exec, w: number, k: number, candidates: number): number {
  switch (node.t) {
    case "bits": {
      const b = node.bits ? node.bits[node.local ? node.at + k : w] : 0;
      return node.negate ? candidates & ~b : candidates & b;
    }
    case "and": {
      let m = candidates;
      for (const item of node.items) {
        m = evaluate(item, w, k, m);
        if (m === 0) return 0;
      }
      return m;
    }
    case "or": {
      let matched = 0;
      let rest = candidates;
      for (const item of node.items) {
        const got = evaluate(item, w, k, rest);
        matched |= got;
        rest &= ~got;
        if (rest === 0) break;
      }
      return matched;
    }
    case "not":
      return candidates & ~evaluate(node.item, w, k, candidates);
    case "test": {
      let matched = 0;
      let rest = candidates;
      while (rest !== 0) {
        const bit = lowestBit(rest);
        if (node.test((w << 5) | bit)) matched |= 1 << bit;
        rest &= rest - 1;
      }
      return matched;
    }
  }
}
