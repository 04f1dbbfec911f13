import { describe, expect, it } from "vitest";
import { collapseSoldRuns } from "./sold-collapse";

const sold = (s: string) => s.startsWith("S");

describe("collapseSoldRuns", () => {
  it("keeps one sold car from each run of consecutive sold cars", () => {
    expect(collapseSoldRuns(["a", "S1", "S2", "S3", "b", "S4", "c", "S5", "S6"], sold)).toEqual(["a", "S1", "b", "S4", "c", "S5"]);
  });
  it("keeps a leading run's first car", () => {
    expect(collapseSoldRuns(["S1", "S2", "a"], sold)).toEqual(["S1", "a"]);
  });
  it("shows every car when every hit is sold", () => {
    expect(collapseSoldRuns(["S1", "S2", "S3"], sold)).toEqual(["S1", "S2", "S3"]);
  });
  it("leaves lists without sold runs alone", () => {
    expect(collapseSoldRuns([], sold)).toEqual([]);
    expect(collapseSoldRuns(["a", "S1", "b"], sold)).toEqual(["a", "S1", "b"]);
  });
});
