import { describe, expect, it } from "vitest";
import { rememberSearch } from "./search-history";

describe("search history", () => {
  it("keeps the last 5, newest first, without repeats", () => {
    let history: Array<{ href: string; label: string }> = [];
    for (const n of [1, 2, 3, 4, 5, 6, 3]) history = rememberSearch(history, { href: `/s?${n}`, label: `${n}` }, 5);
    expect(history.map((h) => h.label)).toEqual(["3", "6", "5", "4", "2"]);
  });
});
