/**
 * Uncached throughput (issue 18): the production server (node server.js, embedded database, demo dealers)
 * against a bare node:http server sending the same bytes, in one run with one load tool. Nothing here is
 * answered from the page cache: every request differs.
 *
 *   api:     GET /api/search with varied search_filters, sort and offset (8 connections)
 *   search:  the search page with varied make, body, price and page (8 connections)
 *   vehicle: a different car page on every request (16 connections)
 *
 * For each target the bare server replays one captured answer of that target byte for byte (headers and
 * compressed body), so "ratio" is the share of a do-nothing Node server's rate on the same machine at the
 * same moment (the machine may be shared: compare within a run). Also prints what does not depend on load:
 * bytes of HTML, of inlined style and of loader data per page.
 *
 * On Linux it also prints the CPU time each server spent per request (from /proc): on a busy machine the
 * throughput ratio depends on how the scheduler shares the cores, the CPU per request much less.
 *
 * Usage: npx tsx bench/uncached/run.ts [--seconds 10] [--port N --pid P (a running server)] [--only api,search,vehicle]
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { fetchRaw, runLoad, type LoadResult } from "../pages/load";

const root = fileURLToPath(new URL("../..", import.meta.url));
const argValue = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SECONDS = Number(argValue("seconds") ?? 10);
const ONLY = new Set((argValue("only") ?? "api,search,vehicle").split(","));
const BARS = { api: { rps: 3000, ratio: 0.25 }, search: { rps: 200 }, vehicle: { rps: 300 } } as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => (typeof a === "object" && a ? resolve(a.port) : reject(new Error("no port"))));
    });
  });
}

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, readyText: string): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`${args.join(" ")} did not start:\n${out}`)), 300_000);
    child.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Runs `load` and adds the CPU time `pid` spent per answered request (robust to a shared machine). */
async function measured(
  pid: number | undefined,
  load: () => Promise<LoadResult>,
): Promise<LoadResult & { cpuPerRequestMs: number | null }> {
  const before = cpuMs(pid);
  const result = await load();
  const after = cpuMs(pid);
  return { ...result, cpuPerRequestMs: before !== null && after !== null && result.requests ? (after - before) / result.requests : null };
}

const text = (buf: Buffer, enc: unknown) =>
  (enc === "br" ? zlib.brotliDecompressSync(buf) : enc === "gzip" ? zlib.gunzipSync(buf) : buf).toString();

const fmt = (r: LoadResult) =>
  `${Math.round(r.rps).toLocaleString("en-AU")} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.requests} requests, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)})`;

type Req = { host: string; path: string };

/** A bare node:http server replaying `sample`'s answer; its rate with the same load tool and connections. */
async function ceiling(sample: Req, port: number, connections: number) {
  const probe = await fetchRaw(port, sample.host, sample.path);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-uncached-"));
  const file = path.join(dir, "response.json");
  const headers = Object.fromEntries(
    Object.entries(probe.headers).filter(([k]) => !["connection", "keep-alive", "transfer-encoding", "date", "content-length"].includes(k)),
  );
  writeFileSync(file, JSON.stringify({ status: probe.status, headers, body: probe.body.toString("base64") }));
  const barePort = await freePort();
  const bare = await startProcess(process.execPath, [path.join(root, "bench/pages/bare-server.mjs"), file, String(barePort)], {}, "ready");
  try {
    return await measured(bare.pid, () =>
      runLoad({ port: barePort, host: () => "bare", path: () => "/" }, { connections, durationMs: SECONDS * 1000 }),
    );
  } finally {
    await stop(bare);
  }
}

/** Bytes of a page: all, inlined <style>, the loader data scripts, markup without scripts and styles. */
function pageBytes(html: string) {
  const size = (s: string) => Buffer.byteLength(s);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + size(m[1]), 0);
  const data = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1].includes("__reactRouterContext"))
    .reduce((n, m) => n + size(m[1]), 0);
  const markup = size(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ""));
  return { html: size(html), styles, data, markup };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const given = argValue("port");
  let server: ChildProcess | null = null;
  let port: number;
  let pid = argValue("pid") ? Number(argValue("pid")) : undefined;
  if (given) port = Number(given);
  else {
    execSync("node scripts/ensure-build.mjs", { cwd: root, stdio: "inherit" });
    port = await freePort();
    server = await startProcess(
      process.execPath,
      ["server.js"],
      { NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(root, ".data-bench"), LOG_LEVEL: "warn" },
      "Dealer platform ready",
    );
    pid = server.pid;
  }
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  try {
    const dir = await fetchRaw(port, `localhost:${port}`, "/");
    const slugs = [
      ...new Set([...text(dir.body, dir.headers["content-encoding"]).matchAll(/\/\/([a-z0-9-]+)\.localhost(?::\d+)?\//g)].map((m) => m[1])),
    ];
    const cars: Req[] = [];
    const makes = new Map<string, string[]>();
    const bodies = new Map<string, string[]>();
    for (const slug of slugs) {
      const host = `${slug}.localhost`;
      for (let offset = 0; offset < 3000; offset += 100) {
        const res = await fetchRaw(port, host, `/api/search?hitsPerPage=100&offset=${offset}`);
        const json = JSON.parse(text(res.body, res.headers["content-encoding"])) as {
          hits: Array<{ path: string; status: string; make: string; body: string }>;
        };
        for (const h of json.hits) {
          if (h.status !== "sold") cars.push({ host, path: h.path });
          makes.set(slug, [...new Set([...(makes.get(slug) ?? []), h.make])]);
          if (h.body) bodies.set(slug, [...new Set([...(bodies.get(slug) ?? []), h.body])]);
        }
        if (json.hits.length < 100) break;
      }
    }
    if (cars.length === 0) throw new Error("no demo cars found");
    // Shuffled deterministically so consecutive requests go to different dealers and cars.
    const mix = <T>(items: T[]) =>
      items
        .map((v, i) => ({ v, k: (i * 2654435761) % 4294967296 }))
        .sort((a, b) => a.k - b.k)
        .map((x) => x.v);
    const shuffledCars = mix(cars);

    const prices = [10000, 20000, 30000, 40000, 60000];
    const sorts = ["", "latest", "highestPrice", "lowestPrice"];
    const apiRequests: Req[] = [];
    const pageRequests: Req[] = [];
    let n = 0;
    for (const slug of slugs) {
      const host = `${slug}.localhost`;
      for (const make of makes.get(slug) ?? []) {
        for (const body of ["", ...(bodies.get(slug) ?? [])]) {
          for (const price of prices) {
            n++;
            const filters: Record<string, unknown> = { make: [make] };
            if (body) filters.body = [body];
            filters.price = { max: price };
            const sort = sorts[n % sorts.length];
            apiRequests.push({
              host,
              path: `/api/search?search_filters=${encodeURIComponent(JSON.stringify(filters))}&offset=${(n % 3) * 21}${sort ? `&sort=${sort}` : ""}`,
            });
            const q = new URLSearchParams({ make });
            if (body) q.set("body", body);
            q.set("price_max", String(price));
            if (n % 3) q.set("page", String((n % 3) + 1));
            pageRequests.push({ host, path: `/search/new-used-and-demo-cars?${q}` });
          }
        }
      }
    }
    const apiMix = mix(apiRequests);
    const pageMix = mix(pageRequests);

    say(
      `Uncached throughput, ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")} at the start, Node ${process.version}, ${SECONDS} s per target`,
    );
    say(`${slugs.length} dealers, ${cars.length} cars in stock, ${apiMix.length} distinct API/search requests`);

    // Deterministic sizes first (a sample of pages per dealer).
    for (const [label, sample] of [
      ["search page", slugs.map((s) => ({ host: `${s}.localhost`, path: "/search/new-used-and-demo-cars" }))],
      ["vehicle page", slugs.map((s) => shuffledCars.find((c) => c.host === `${s}.localhost`)!).filter(Boolean)],
    ] as const) {
      for (const req of sample) {
        const res = await fetchRaw(port, req.host, req.path);
        const b = pageBytes(text(res.body, res.headers["content-encoding"]));
        say(
          `${label} ${req.host.split(".")[0]}: HTML ${kb(b.html)} (budget 60 KB: ${b.html <= 60 * 1024 ? "within" : "OVER"}), inline style ${kb(b.styles)}, loader data ${kb(b.data)}, markup ${kb(b.markup)}, sent ${kb(res.body.length)} ${res.headers["content-encoding"] ?? ""}`,
        );
      }
    }

    const targets = [
      { key: "api", label: "GET /api/search", requests: apiMix, connections: 8 },
      { key: "search", label: "search page", requests: pageMix, connections: 8 },
      { key: "vehicle", label: "vehicle page", requests: shuffledCars, connections: 16 },
    ] as const;
    for (const t of targets) {
      if (!ONLY.has(t.key)) continue;
      // The first requests warm the engine and JIT; the measured ones start after them.
      const warm = Math.min(200, Math.floor(t.requests.length / 4));
      await runLoad(
        { port, host: (i) => t.requests[i].host, path: (i) => t.requests[i].path },
        { connections: t.connections, durationMs: 2000, maxRequests: warm },
      );
      const ours = await measured(pid, () =>
        runLoad(
          {
            port,
            host: (i) => t.requests[(warm + i) % t.requests.length].host,
            path: (i) => t.requests[(warm + i) % t.requests.length].path,
          },
          { connections: t.connections, durationMs: SECONDS * 1000 },
        ),
      );
      const bare = await ceiling(t.requests[0], port, t.connections);
      const ratio = ours.rps / bare.rps;
      const bar = BARS[t.key];
      const cpu = (r: { cpuPerRequestMs: number | null }) =>
        r.cpuPerRequestMs === null ? "" : `, ${(r.cpuPerRequestMs * 1000).toFixed(0)} µs CPU per request`;
      say(`${t.label} (${t.connections} connections): ${fmt(ours)}${cpu(ours)}`);
      say(`  bare node:http, same bytes: ${fmt(bare)}${cpu(bare)}`);
      if (ours.cpuPerRequestMs && bare.cpuPerRequestMs) {
        say(
          `  CPU per request: bare / ours = ${((bare.cpuPerRequestMs / ours.cpuPerRequestMs) * 100).toFixed(1)} % (the same ratio on a machine where each process has a core of its own)`,
        );
      }
      say(
        `  ratio ${(ratio * 100).toFixed(1)} %${"ratio" in bar ? ` (bar ${bar.ratio * 100} %: ${ratio >= bar.ratio ? "PASS" : "FAIL"})` : ""}; bar ${bar.rps} req/s on a quiet machine${
          ours.rps >= bar.rps ? " met here" : ` not met here (${Math.round(ours.rps)})`
        }`,
      );
    }
    say(`load average at the end: ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    if (server) await stop(server);
  }
}

await main();
