import { describe, expect, it } from "vitest";
import { slashlessPath } from "./trailing-slash";

describe("trailing slash", () => {
  it("sends a path with trailing slashes to the path without them", () => {
    expect(slashlessPath("/search/used-cars/")).toBe("/search/used-cars");
    expect(slashlessPath("/blog//")).toBe("/blog");
  });
  it("leaves the home page, slashless paths and anything that could name another host alone", () => {
    expect(slashlessPath("/")).toBeNull();
    expect(slashlessPath("/search/used-cars")).toBeNull();
    expect(slashlessPath("//evil.example/")).toBeNull();
    expect(slashlessPath("/\\evil.example/")).toBeNull();
    expect(slashlessPath("/a\\b/")).toBeNull();
    expect(slashlessPath("/%2e%2e//evil.example/")).toBeNull();
    expect(slashlessPath("/.//evil.example/")).toBeNull();
  });
});
