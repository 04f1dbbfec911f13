/**
 * A server of a test's own (its own data folder and environment), for what the shared e2e server cannot
 * show: proxy settings, HTTPS headers, tight limits. Uses the build made by the e2e global setup.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { startServerProcess } from "./server-process";

export type OwnServer = { port: number; child: ChildProcess; stop(): Promise<void>; output(): string };

/** Starts it and waits until it listens; `stop` ends it and removes its data folder. */
export async function startOwnServer(env: Record<string, string | undefined>): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-own-server-"));
  const server = startServerProcess({ DATA_DIR: dataDir, SESSION_SECRET: "own-server-test-secret-0123456789abcdef", ...env });
  const port = await server.ready;
  return {
    port,
    child: server.child,
    output: () => `${server.output().stdout}${server.output().stderr}`,
    async stop() {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; rawHeaders: string[] };

/** One request with any Host and headers (fetch cannot set Host), answered or timed out. */
export function send(
  port: number,
  init: { host: string; path: string; method?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: init.path,
        method: init.method ?? "GET",
        headers: { host: init.host, ...init.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.setTimeout(init.timeoutMs ?? 15_000, () =>
      req.destroy(new Error(`no answer to ${init.method ?? "GET"} ${init.path} within ${init.timeoutMs ?? 15_000} ms`)),
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}
