/**
 * A small closed-loop HTTP load generator: `connections` keep-alive connections, each sending its next
 * request when the previous answer has been read in full. Used for every target of a run, so the
 * numbers compare like with like.
 */
import http from "node:http";

export type LoadTarget = { port: number; host: (i: number) => string; path: (i: number) => string; headers?: Record<string, string> };
export type LoadOptions = { connections: number; durationMs: number; maxRequests?: number };
export type LoadResult = {
  requests: number;
  errors: number;
  statuses: Record<number, number>;
  bytes: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
};

export async function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const limit = options.maxRequests ?? Number.POSITIVE_INFINITY;

  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(
        {
          host: "127.0.0.1",
          port: target.port,
          path: target.path(i),
          agent,
          headers: { host: target.host(i), "accept-encoding": "gzip, deflate, br", ...target.headers },
        },
        (res) => {
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          res.on("data", (c: Buffer) => (bytes += c.length));
          res.on("end", () => {
            latencies.push(performance.now() - t0);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end();
    });

  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && next < limit) await one(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] : 0);
  return { requests: latencies.length, errors, statuses, bytes, seconds, rps: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99) };
}

/** One request, with the raw (still compressed) body and headers. */
export function fetchRaw(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, headers: { host, "accept-encoding": "gzip, deflate, br", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}
