/**
 * The production build runs React Router's production files (vite.config.ts, ADR 059). Its package exports name only
 * the development build, whose dev-only warnings (e.g. "No routes matched location", logged for every 404) and checks
 * would otherwise ship to browsers and run on the server. The global setup has built the app.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DEV_ONLY_WARNING = "No routes matched location";

function builtScripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(dir, file));
}

describe("production build", () => {
  for (const side of ["client", "server"]) {
    it(`leaves React Router's development-only warnings out of the ${side} build`, () => {
      const scripts = builtScripts(path.resolve("build", side));
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((file) => readFileSync(file, "utf8").includes(DEV_ONLY_WARNING))).toEqual([]);
    });
  }

  it("bundles React Router into the server build, so that the app and the request handler share one copy", () => {
    const imports = builtScripts(path.resolve("build/server")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from\s*["'](react-router|@react-router\/[a-z]+)["']/g)].map((m) => m[1]),
    );
    expect(imports).toEqual([]);
  });
});
