/**
 * A server of a test's own (its own data folder and environment), for what the shared e2e server cannot
 * show: proxy settings, HTTPS headers, tight limits. Uses the build made by the e2e global setup.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

export type OwnServer = { port: number; child: ChildProcess; stop(): Promise<void>; output(): string };

export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-own-server-"));
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SESSION_SECRET: "own-server-test-secret-0123456789abcdef",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /on port (\d+)/.exec(output)?.[1];
      if (found) {
        clearInterval(timer);
        resolve(Number(found));
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  return {
    port,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; rawHeaders: string[] };

/** One request with any Host and headers (fetch cannot set Host), answered or timed out. */
export function send(port: number, init: { host: string; path: string; method?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: init.path, method: init.method ?? "GET", headers: { host: init.host, ...init.headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.setTimeout(init.timeoutMs ?? 15_000, () => req.destroy(new Error(`no answer to ${init.method ?? "GET"} ${init.path} within ${init.timeoutMs ?? 15_000} ms`)));
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}
