/**
 * CPU per uncached page request of two builds, side by side (issue 18): for judging a change on a shared machine, where
 * one run's CPU per request moves by ±20 % with the neighbours. Both servers (each `node server.js` in its own checkout,
 * built, with its own copy of the embedded database) run at once; short bursts alternate between them, so both see the
 * same machine, and the medians and the paired ratio are printed. Every request has its own address (`{i}` in the
 * path), so none is answered from the page cache.
 *
 *   npx tsx bench/pages/paired-cpu.ts --a ../before --b . [--path "/success?form=contact&x={i}"] [--host harbour-toyota.localhost]
 *                                    [--rounds 8] [--seconds 3] [--connections 2] [--a-node-options "…"] [--b-node-options "…"]
 *
 * With the same checkout for both and different Node options, it compares runtime settings (e.g. the heap's sizes).
 *
 * Linux only (CPU time from /proc). Each checkout needs `npm run build` first; the database is copied from `.data-bench`
 * of --b (made by bench/uncached/run.ts), or seeded by each server when there is none.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLoad } from "./load";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const A = path.resolve(arg("a", "."));
const B = path.resolve(arg("b", "."));
const PATH = arg("path", "/success?form=contact&x={i}");
const HOST = arg("host", "harbour-toyota.localhost");
const ROUNDS = Number(arg("rounds", "8"));
const SECONDS = Number(arg("seconds", "3"));
const CONNECTIONS = Number(arg("connections", "2"));
const NODE_OPTIONS = { a: arg("a-node-options", ""), b: arg("b-node-options", "") };

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function start(dir: string, port: number, dataDir: string, nodeOptions: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeOptions.split(" ").filter(Boolean), "server.js"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`${dir} did not start:\n${out}`)), 300_000);
    child.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes("Dealer platform ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`${dir} exited with ${code}:\n${out}`)));
  });
  return child;
}

/** One burst: CPU ms per request and requests per second; `tag` keeps every address new. */
async function burst(port: number, pid: number, tag: string, seconds: number) {
  const before = cpuMs(pid);
  const result = await runLoad(
    { port, host: () => HOST, path: (i) => PATH.replace("{i}", `${tag}${i}`), headers: { "accept-encoding": "br, gzip" } },
    { connections: CONNECTIONS, durationMs: seconds * 1000 },
  );
  if (result.errors > 0 || Object.keys(result.statuses).some((s) => s !== "200")) {
    throw new Error(`${PATH} on port ${port}: ${JSON.stringify(result.statuses)}, ${result.errors} errors`);
  }
  return { cpu: (cpuMs(pid) - before) / result.requests, rps: result.rps };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "paired-cpu-"));
  const seeded = path.join(B, ".data-bench");
  const dataDirs = ["a", "b"].map((side) => {
    const dir = path.join(scratch, side);
    if (existsSync(seeded)) cpSync(seeded, dir, { recursive: true });
    return dir;
  });
  const servers = [await start(A, 4391, dataDirs[0], NODE_OPTIONS.a), await start(B, 4392, dataDirs[1], NODE_OPTIONS.b)];
  try {
    const sides = [
      { name: "a", dir: A, port: 4391, pid: servers[0].pid!, cpu: [] as number[], rps: [] as number[] },
      { name: "b", dir: B, port: 4392, pid: servers[1].pid!, cpu: [] as number[], rps: [] as number[] },
    ];
    // Warm both (JIT, caches) on addresses of their own.
    for (const side of sides) await burst(side.port, side.pid, `warm-${side.name}-`, 4);
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const pair = round % 2 ? [...sides].reverse() : sides;
      const measured = new Map<string, number>();
      for (const side of pair) {
        const r = await burst(side.port, side.pid, `r${round}-${side.name}-`, SECONDS);
        side.cpu.push(r.cpu);
        side.rps.push(r.rps);
        measured.set(side.name, r.cpu);
      }
      ratios.push(measured.get("b")! / measured.get("a")!);
      console.log(`round ${round + 1}: a ${measured.get("a")!.toFixed(2)} ms, b ${measured.get("b")!.toFixed(2)} ms CPU per request`);
    }
    console.log(
      `\nPaired CPU per request, ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores, Node ${process.version}, ` +
        `${HOST}${PATH}, ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
    );
    for (const side of sides) {
      console.log(
        `  ${side.name} (${side.dir}): median ${median(side.cpu).toFixed(2)} ms CPU per request, ${median(side.rps).toFixed(0)} req/s`,
      );
    }
    const better = ratios.filter((r) => r < 1).length;
    console.log(
      `  b / a: median of the paired ratios ${(median(ratios) * 100).toFixed(1)} % (b used less CPU in ${better} of ${ROUNDS} rounds)`,
    );
  } finally {
    for (const server of servers) server.kill("SIGTERM");
  }
}

await main();
