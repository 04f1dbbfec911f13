import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The unit project runs in seconds because no suite in it opens a database, listens on a port or starts a process;
// such a suite is named *.integration.test.ts and runs in the integration project (vitest.config.ts).
const SLOW = /openTestDatabase|openDatabase\(|\.listen\(|node:child_process/;
const ROOTS = ["domain", "server", "demo", "app"];

const unitSuites = ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.test\.tsx?$/.test(name) && !/\.integration\.test\.tsx?$/.test(name))
    .map((name) => `${root}/${name}`),
);

describe("test suite names", () => {
  it("finds the unit suites", () => {
    expect(unitSuites).toContain("server/db/test-suite-names.test.ts");
  });

  it("names every suite that opens a database, listens or starts a process *.integration.test.ts", () => {
    const slow = unitSuites.filter((file) => file !== "server/db/test-suite-names.test.ts" && SLOW.test(readFileSync(file, "utf8")));
    expect(slow).toEqual([]);
  });
});
