import { describe, expect, it } from "vitest";
import config from "~/vitest.config";
import lanes from "~/scripts/test-lanes.json";

// `npm test` runs each lane of scripts/test-lanes.json as one `vitest run` of its projects, the lanes at once
// (scripts/test.mjs): a project missing there would never run in CI, and one named twice would run twice at once.
const projects = (config.test?.projects ?? []).map((project) => (project as { test: { name: string } }).test.name);

describe("the test lanes", () => {
  it("finds the projects", () => {
    expect(projects).toEqual(expect.arrayContaining(["unit", "integration", "e2e", "e2e-console", "fuzz"]));
  });

  it("name every Vitest project in exactly one lane", () => {
    expect(Object.values(lanes).flat().sort()).toEqual([...projects].sort());
  });
});
