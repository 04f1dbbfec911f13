/**
 * The server's life: boots on an empty data folder, refuses bad configuration with a clear message,
 * shuts down cleanly on SIGTERM / SIGINT, and the data folder opens again afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "./server-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-lifecycle-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startServer = (env: Record<string, string>) => startServerProcess({ DATA_DIR: dataDir, ...env });

describe("server lifecycle", () => {
  it("stops with a message naming a bad environment variable", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/Invalid environment:[\s\S]*PORT/);
  });

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
