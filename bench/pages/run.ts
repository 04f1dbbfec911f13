/**
 * Vehicle page throughput (bench/pages): the real production server (node server.js, embedded database,
 * demo dealers) serving /cars/{slug} to anonymous shoppers, against a bare Node HTTP server sending the
 * same bytes, in one run with one load tool.
 *
 *   repeat:   the same car page per dealer again and again (the anonymous HTML cache answers)
 *   uncached: a different car page on every request (each one rendered: loader, database, React)
 *   ceiling:  a bare node:http server replaying the captured repeat response byte for byte
 *
 * Bar: repeat ≥ 25 % of the ceiling. Results are printed and written to docs/benchmarks.md.
 * Usage: npx tsx bench/pages/run.ts [--seconds 10] [--connections 16]
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { fetchRaw, runLoad, type LoadResult } from "./load";

const root = fileURLToPath(new URL("../..", import.meta.url));
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg("seconds", 10);
const CONNECTIONS = arg("connections", 16);
const BAR = 0.25;

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

const fmt = (r: LoadResult) =>
  `${Math.round(r.rps).toLocaleString("en-AU")} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.requests} requests, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)})`;

async function main() {
  execSync("node scripts/ensure-build.mjs", { cwd: root, stdio: "inherit" });
  const port = await freePort();
  const dataDir = path.join(root, ".data-bench");
  const server = await startProcess(
    process.execPath,
    ["server.js"],
    { NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    "Dealer platform ready",
  );
  try {
    const text = (buf: Buffer, enc: unknown) =>
      (enc === "br" ? zlib.brotliDecompressSync(buf) : enc === "gzip" ? zlib.gunzipSync(buf) : buf).toString();
    const dir = await fetchRaw(port, `localhost:${port}`, "/");
    const slugs = [
      ...new Set([...text(dir.body, dir.headers["content-encoding"]).matchAll(/\/\/([a-z0-9-]+)\.localhost(?::\d+)?\//g)].map((m) => m[1])),
    ];
    const carsBySite = new Map<string, string[]>();
    for (const slug of slugs) {
      const paths: string[] = [];
      for (let offset = 0; offset < 3000; offset += 100) {
        const res = await fetchRaw(port, `${slug}.localhost`, `/api/search?hitsPerPage=100&offset=${offset}`);
        const hits = (JSON.parse(text(res.body, res.headers["content-encoding"])) as { hits: Array<{ path: string; status: string }> })
          .hits;
        paths.push(...hits.filter((h) => h.status !== "sold").map((h) => h.path));
        if (hits.length < 100) break;
      }
      carsBySite.set(slug, paths);
    }
    const sites = slugs.filter((s) => (carsBySite.get(s) ?? []).length > 1);
    if (sites.length === 0) throw new Error("no demo cars found");
    const repeat = sites.map((s) => ({ host: `${s}.localhost`, path: carsBySite.get(s)![0] }));

    // Warm the repeat pages (first render fills the cache), and check they are cache hits.
    for (const r of repeat) await fetchRaw(port, r.host, r.path);
    const probe = await fetchRaw(port, repeat[0].host, repeat[0].path);
    const cacheState = String(probe.headers["x-page-cache"] ?? "none");

    const repeated = await runLoad(
      { port, host: (i) => repeat[i % repeat.length].host, path: (i) => repeat[i % repeat.length].path },
      { connections: CONNECTIONS, durationMs: SECONDS * 1000 },
    );

    const fresh = sites.flatMap((s) =>
      carsBySite
        .get(s)!
        .slice(1)
        .map((p) => ({ host: `${s}.localhost`, path: p })),
    );
    const uncached = await runLoad(
      { port, host: (i) => fresh[i].host, path: (i) => fresh[i].path },
      { connections: CONNECTIONS, durationMs: SECONDS * 1000, maxRequests: fresh.length },
    );

    // The ceiling replays the first repeat page's response exactly as the server sent it.
    const dirTmp = mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
    const file = path.join(dirTmp, "response.json");
    const headers = Object.fromEntries(
      Object.entries(probe.headers).filter(
        ([k]) => !["connection", "keep-alive", "transfer-encoding", "date", "content-length"].includes(k),
      ),
    );
    writeFileSync(file, JSON.stringify({ status: probe.status, headers, body: probe.body.toString("base64") }));
    const barePort = await freePort();
    const bare = await startProcess(
      process.execPath,
      [path.join(root, "bench/pages/bare-server.mjs"), file, String(barePort)],
      {},
      "ready",
    );
    let ceiling: LoadResult;
    try {
      ceiling = await runLoad(
        { port: barePort, host: () => "bare", path: () => "/" },
        { connections: CONNECTIONS, durationMs: SECONDS * 1000 },
      );
    } finally {
      await stop(bare);
    }

    const ratio = repeated.rps / ceiling.rps;
    const lines = [
      `Vehicle page throughput, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at the end), Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per target`,
      `page: ${probe.body.length.toLocaleString("en-AU")} bytes as sent (${probe.headers["content-encoding"] ?? "identity"}), cache on repeat: ${cacheState}`,
      `repeat (cached):   ${fmt(repeated)}`,
      `uncached (render): ${fmt(uncached)}`,
      `ceiling (bare):    ${fmt(ceiling)}`,
      `repeat / ceiling = ${(ratio * 100).toFixed(1)} % (bar ${BAR * 100} %): ${ratio >= BAR ? "PASS" : "FAIL"}`,
    ];
    process.stdout.write(`\n${lines.join("\n")}\n`);
    record(lines);
    if (ratio < BAR) process.exitCode = 1;
  } finally {
    await stop(server);
  }
}

/** Replaces this benchmark's section of docs/benchmarks.md (other benchmarks keep theirs). */
function record(lines: string[]) {
  const file = path.join(root, "docs/benchmarks.md");
  let doc: string;
  try {
    doc = readFileSync(file, "utf8");
  } catch {
    doc = "# Benchmarks\n";
  }
  const start = "<!-- bench:pages -->";
  const end = "<!-- /bench:pages -->";
  const section = `${start}\n## Vehicle page throughput (bench/pages)\n\n\`npx tsx bench/pages/run.ts\`\n\n\`\`\`\n${lines.join("\n")}\n\`\`\`\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(file, re.test(doc) ? doc.replace(re, section) : `${doc.trimEnd()}\n\n${section}\n`);
}

await main();
