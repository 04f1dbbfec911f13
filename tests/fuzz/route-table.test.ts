/** The fuzz route table names every route module, so a new route is fuzzed from the day it is added. */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTES } from "./route-table";

describe("fuzz route table", () => {
  it("has an entry for every module in app/routes and none for a module that is gone", () => {
    const modules = readdirSync("app/routes").sort();
    const covered = [...new Set(ROUTES.map((r) => r.file).filter((f) => f !== "routes.ts" && f !== "server"))].sort();
    expect(covered).toEqual(modules);
  });

  it("fills every path parameter it declares", () => {
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(names.sort(), route.path).toEqual(Object.keys(route.params ?? {}).sort());
    }
  });
});
