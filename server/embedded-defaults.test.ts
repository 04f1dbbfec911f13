import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { withEmbeddedDefaults } from "./embedded-defaults";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "embedded-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("embedded defaults", () => {
  it("generate a session secret once and keep it in the data folder, without touching the process's environment", () => {
    const dir = tempDir();
    const before = { ...process.env };
    const first = withEmbeddedDefaults(parseConfig({ DATA_DIR: dir }));
    expect(first.SESSION_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first.SESSION_SECRET);
    const second = withEmbeddedDefaults(parseConfig({ DATA_DIR: dir }));
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(Object.isFrozen(second)).toBe(true);
    expect(process.env).toEqual(before);
    // The finance applications' key (ADR 035): 32 random bytes, kept beside the session secret.
    expect(Buffer.from(first.FINANCE_DATA_KEY!, "base64")).toHaveLength(32);
    expect(readFileSync(path.join(dir, "finance-data-key"), "utf8")).toBe(first.FINANCE_DATA_KEY);
    expect(second.FINANCE_DATA_KEY).toBe(first.FINANCE_DATA_KEY);
    // The SMS inbox page lists every sign-in code: it is never switched on by default, only explicitly.
    expect(second.SMS_DEV_INBOX).toBe(false);
  });

  it("keep what the configuration sets", () => {
    const config = parseConfig({ DATA_DIR: tempDir(), SESSION_SECRET: "x".repeat(40), FINANCE_DATA_KEY: "A".repeat(43) + "=" });
    expect(withEmbeddedDefaults(config)).toBe(config);
  });

  it("do nothing on PostgreSQL, where every process must share configured values", () => {
    const dir = tempDir();
    const config = parseConfig({ DATA_DIR: dir, DATABASE_URL: "postgres://db.example/app", NODE_ENV: "development" });
    expect(withEmbeddedDefaults(config)).toBe(config);
    expect(existsSync(path.join(dir, "session-secret"))).toBe(false);
  });
});
