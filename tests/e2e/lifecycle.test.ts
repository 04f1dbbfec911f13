/**
 * The server's life: boots on an empty data folder, refuses bad configuration with a clear message,
 * shuts down cleanly on SIGTERM / SIGINT, and the data folder opens again afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isPostgresReachable } from "~/server/db/test-database";
import { startServerProcess } from "./server-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-lifecycle-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const postgresReachable = await isPostgresReachable();

const startServer = (env: Record<string, string>) => startServerProcess({ DATA_DIR: dataDir, ...env });

/** The test PostgreSQL server's URL with another user, password or database. */
function postgresUrl(change: { username?: string; password: string; database?: string }): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  if (change.username) url.username = change.username;
  url.password = change.password;
  if (change.database) url.pathname = `/${change.database}`;
  return url.toString();
}

describe("server lifecycle", () => {
  it("stops with a message naming a bad environment variable", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/Invalid environment:[\s\S]*PORT/);
  });

  it("stops at boot, not at first use, on a bad variable of any service", async () => {
    const server = startServer({ GEOCODER: "nonsense", FINANCE_QUOTE_RATES: "junk" });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toMatch(/^Invalid environment:\n/);
    for (const variable of ["GEOCODER", "FINANCE_QUOTE_RATES"]) expect(stderr).toContain(`  ${variable}: `);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  /** Boots against `url`; the server must exit 1 with one line naming the cause, no stack and no password. */
  async function expectDatabaseRefused(url: string, cause: RegExp) {
    const server = startServer({
      DATABASE_URL: url,
      SESSION_SECRET: "lifecycle-test-session-secret-0123456789",
      FINANCE_DATA_KEY: "0f".repeat(32),
    });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toMatch(/^Cannot open the database at postgres:\/\/[^\n]* \(DATABASE_URL\): /);
    expect(stderr).toMatch(cause);
    expect(stderr).not.toMatch(/\n\s+at |Failed query|s3cret-pw/);
  }

  it("stops with the cause when DATABASE_URL points at a closed port", async () => {
    const probe = net.createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => probe.once("listening", resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    await expectDatabaseRefused(
      `postgres://shop:s3cret-pw@127.0.0.1:${port}/dealers`,
      new RegExp(`connection refused by 127\\.0\\.0\\.1:${port}`),
    );
  });

  if (postgresReachable) {
    it("stops with the cause when DATABASE_URL names a database that does not exist", async () => {
      await expectDatabaseRefused(
        postgresUrl({ password: "s3cret-pw", database: "no_such_db_xyz" }),
        /unknown database: database "no_such_db_xyz" does not exist/,
      );
    });

    it("stops with the cause when DATABASE_URL names a user that does not exist", async () => {
      await expectDatabaseRefused(
        postgresUrl({ username: "no_such_user_xyz", password: "s3cret-pw" }),
        /not authorised: role "no_such_user_xyz" does not exist/,
      );
    });
  }

  it("finishes an in-flight request on SIGTERM, exits 0, and opens the same data folder again", async () => {
    const first = startServer({});
    const port = await first.ready;
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    // A large render of the not-found image keeps this request busy while the signal arrives.
    const inFlight = fetch(`http://127.0.0.1:${port}/media/not-there.svg?w=1920&fm=avif`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.child.kill("SIGTERM");
    expect((await inFlight).status).toBe(404);
    expect(await first.exited).toBe(0);

    const second = startServer({});
    const secondPort = await second.ready;
    expect((await fetch(`http://127.0.0.1:${secondPort}/healthz`)).status).toBe(200);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });
});
