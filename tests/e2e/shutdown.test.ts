/**
 * SIGTERM while keep-alive clients keep sending: no request sent on a reused connection fails, and the process exits 0.
 * (Closing idle keep-alive connections at once races with a client that is just sending on one: it sees a reset.)
 */
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "./server-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Outcome = { reused: boolean; afterSignal: boolean; status?: number; connection?: string; error?: string };

function send(agent: http.Agent, port: number, afterSignal: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/healthz", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ reused: req.reusedSocket, afterSignal, status: res.statusCode, connection: res.headers.connection }));
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ reused: req.reusedSocket, afterSignal, error: error.code ?? error.message }),
    );
  });
}

describe("shutdown with keep-alive clients", () => {
  it("answers every request sent on a reused connection after SIGTERM, then exits 0", async () => {
    const server = startServerProcess({ DATA_DIR: dataDir });
    const port = await server.ready;
    let signalled = false;
    let exited = false;
    void server.exited.then(() => (exited = true));

    // Half the clients send back to back, half pause a little, so the signal finds connections both busy and idle.
    const sent = Array.from({ length: 8 }, () => 0);
    const clients = sent.map(async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const outcomes: Outcome[] = [];
      try {
        while (!exited) {
          const outcome = await send(agent, port, signalled);
          outcomes.push(outcome);
          sent[index] += 1;
          // A refused fresh connection means the server no longer accepts: this client is done.
          if (outcome.error && !outcome.reused) break;
          if (index % 2 === 1) await new Promise((resolve) => setTimeout(resolve, index));
        }
      } finally {
        agent.destroy();
      }
      return outcomes;
    });

    await expect.poll(() => Math.min(...sent), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    signalled = true;
    server.child.kill("SIGTERM");
    const results = await Promise.all(clients);
    expect(await server.exited).toBe(0);

    const all = results.flat();
    expect(all.filter((o) => o.reused && o.status === 200 && !o.afterSignal).length).toBeGreaterThanOrEqual(8 * 19);
    expect(all.filter((o) => o.reused && o.error)).toEqual([]);
    // Every client was told to close its connection: the server answered what arrived after the signal.
    for (const outcomes of results)
      expect(outcomes.some((o) => o.afterSignal && o.reused && o.status === 200 && o.connection === "close")).toBe(true);
  });
});
