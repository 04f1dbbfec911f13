/**
 * Two production servers (`node server.js`) for the console benchmarks that time a change made in one process until
 * another shows it (bench/console-price-edit, bench/console-settings): start one, and ask one as a dealer's host.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request function that asks a server on 127.0.0.1 as the dealer's host `<dealer>.localhost`. */
export function requestTo(dealer: string) {
  return (port: number, route: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: route,
          method: init.method ?? "GET",
          headers: { host: `${dealer}.localhost:${port}`, ...init.headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        },
      );
      req.on("error", reject);
      if (init.body) req.write(init.body);
      req.end();
    });
}

export function startServer(env: Record<string, string>): { child: ChildProcess; port: Promise<number> } {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stderr!.on("data", (c: Buffer) => process.stderr.write(c));
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 300 s:\n${out}`)), 300_000);
    child.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      const found = /on port (\d+)/.exec(out)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(Number(found));
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { child, port };
}
