import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyEmbeddedDefaults } from "./embedded-defaults";
import { parseEnv } from "./env";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "embedded-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("embedded defaults", () => {
  it("generates a session secret once and keeps it in the data folder", () => {
    const dir = tempDir();
    const first: NodeJS.ProcessEnv = {};
    applyEmbeddedDefaults(parseEnv({}), dir, first);
    expect(first.SESSION_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first.SESSION_SECRET);
    const second: NodeJS.ProcessEnv = {};
    applyEmbeddedDefaults(parseEnv({}), dir, second);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(second).toMatchObject({ SESSION_COOKIE_SECURE: "false" });
    // The SMS inbox page lists every sign-in code: it is never switched on by default, only explicitly.
    expect(second.SMS_DEV_INBOX).toBeUndefined();
  });
  it("keeps what the environment sets", () => {
    const env: NodeJS.ProcessEnv = { SESSION_SECRET: "x".repeat(40), SMS_DEV_INBOX: "false" };
    applyEmbeddedDefaults(parseEnv({ HTTPS: "true" }), tempDir(), env);
    expect(env).toMatchObject({ SESSION_SECRET: "x".repeat(40), SMS_DEV_INBOX: "false", SESSION_COOKIE_SECURE: "true" });
  });
  it("does nothing on PostgreSQL, where every process must share configured values", () => {
    const env: NodeJS.ProcessEnv = {};
    applyEmbeddedDefaults(parseEnv({ DATABASE_URL: "postgres://db.example/app" }), tempDir(), env);
    expect(env).toEqual({});
  });
});
