/**
 * The HTML of every page type of every demo dealer is valid for the Nu HTML Checker (npm `vnu-jar`, run on the system
 * Java 17 in one JVM for all pages). Only real errors count: the checker's "info" messages (including its warnings,
 * subType "warning") are advice, not conformance errors, and are left out; every error counts, none is filtered.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { requestWithHost } from "./harness";
import { pageTypes } from "./page-types";
import { demoSites } from "./vehicle-helpers";

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar") as object);
const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number };

/** Validates the files in one run of the checker; returns its error messages by file name. */
function vnu(files: string[]): Map<string, VnuMessage[]> {
  const run = spawnSync("java", ["-Xss4m", "-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) {
    throw new Error(`the Nu HTML Checker could not run (needs Java 17+ on PATH): ${run.error?.message ?? run.stderr}`);
  }
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  const errors = new Map<string, VnuMessage[]>(files.map((f) => [path.basename(f), []]));
  for (const m of messages) {
    if (m.type !== "error" && m.type !== "non-document-error") continue;
    const name = m.url ? path.basename(decodeURIComponent(new URL(m.url).pathname)) : "(checker)";
    errors.set(name, [...(errors.get(name) ?? []), m]);
  }
  return errors;
}

const describeErrors = (list: VnuMessage[]) => list.map((m) => `line ${m.lastLine}: ${m.message} [${(m.extract ?? "").trim()}]`).join("\n");

/** A page with real errors (misnested elements), validated in the same run: the check is real. */
const BROKEN = `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><div><p>a</div><a href="/">b</a></p></body></html>`;

describe("HTML validity (Nu HTML Checker)", () => {
  it("finds no error in any page type of any demo dealer, and the errors of a broken page", { timeout: 600_000 }, async () => {
    const sites = await demoSites();
    expect(sites.length).toBeGreaterThanOrEqual(4);
    const files: string[] = [];
    const names = new Map<string, string>();
    for (const site of sites) {
      for (const page of await pageTypes(site)) {
        const res = await requestWithHost(`${site}.localhost`, page.path);
        expect(res.status, `${site} ${page.path}`).toBe(page.status);
        const name = `${site}__${page.type.replace(/[^a-z0-9-]+/g, "_")}.html`;
        writeFileSync(path.join(dir, name), res.body);
        files.push(path.join(dir, name));
        names.set(name, `${site} ${page.path}`);
      }
    }
    // One JVM for every page (starting the checker costs more than checking a page).
    writeFileSync(path.join(dir, "broken.html"), BROKEN);
    const errors = vnu([...files, path.join(dir, "broken.html")]);
    expect(errors.get("broken.html")?.length ?? 0).toBeGreaterThan(0);
    errors.delete("broken.html");
    const report = [...errors]
      .filter(([, list]) => list.length > 0)
      .map(([name, list]) => `${names.get(name) ?? name}\n${describeErrors(list)}`)
      .join("\n\n");
    expect(report).toBe("");
    expect(errors.size).toBe(files.length);
  });
});
