/**
 * WEB_CONCURRENCY: several worker processes on one port, PostgreSQL only. The primary forks them, replaces one that
 * dies, and drains them all on SIGTERM; the embedded database refuses more than one process at boot.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { isPostgresReachable } from "~/server/db/test-database";
import { send } from "./own-server";
import { startServerProcess } from "./server-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-workers-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The primary's worker processes, by pid. */
function workerPids(primary: number): number[] {
  try {
    return execFileSync("ps", ["--ppid", String(primary), "-o", "pid="], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

async function until<T>(read: () => T, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    const value = read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe("one process on the embedded database", () => {
  it("refuses WEB_CONCURRENCY above 1 at boot, naming the variable and the way out", async () => {
    const server = startServerProcess({ DATA_DIR: dataDir, WEB_CONCURRENCY: "2", DATABASE_URL: undefined });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/WEB_CONCURRENCY: the embedded database serves one process: set DATABASE_URL/);
  });
});

if (await isPostgresReachable()) {
  describe("several workers on PostgreSQL", () => {
    it("forks them, serves from them, replaces one that dies and drains them all on SIGTERM", async () => {
      const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      const name = `t_workers_${process.pid}_${Date.now()}`;
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const server = startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: "2",
        SESSION_SECRET: "workers-test-secret-0123456789abcdefghij",
        FINANCE_DATA_KEY: "0f".repeat(32),
      });
      try {
        const port = await server.ready;
        expect(server.output().stdout).toMatch(/2 worker processes \(WEB_CONCURRENCY\)/);
        const primary = server.child.pid as number;
        const first = await until(
          () => workerPids(primary),
          (pids) => pids.length === 2,
          "two workers",
        );

        const answers = await Promise.all(Array.from({ length: 20 }, () => send(port, { host: "localhost", path: "/healthz" })));
        expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

        process.kill(first[0], "SIGKILL");
        const replaced = await until(
          () => workerPids(primary),
          (pids) => pids.length === 2 && !pids.includes(first[0]),
          "a replacement worker",
        );
        expect(replaced).toContain(first[1]);
        // The replacement listens on the same port once it has booted.
        const after = await send(port, { host: "localhost", path: "/healthz" });
        expect(after.status).toBe(200);

        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
        expect(workerPids(primary)).toEqual([]);
        for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
      } finally {
        if (server.child.exitCode === null) server.child.kill("SIGKILL");
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end({ timeout: 1 });
      }
    });
  });
}
