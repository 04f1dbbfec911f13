/**
 * Issue 18's platform scale on PostgreSQL: 200 dealers and 100,000 cars (the search bench's stock,
 * bench/search/dataset.ts: dealers of uneven size, each with its dealerships and locations, every car made by the demo
 * stock generator), in a database of its own. Prints each figure against its bar:
 *
 * - boot time of `node server.js` on that database, one process and WEB_CONCURRENCY workers (bar < 30 s, from the
 *   spawn to the "ready … on port N" banner, which the primary prints once every worker listens);
 * - RSS of every process (bar < 1 GB each), after boot and again after the rounds;
 * - the lag for a car changed through one worker to show in every worker's search results and cached vehicle page
 *   (bar 5 s). Each round warms every worker's page cache and search for the car, posts the console's car form with a
 *   new price through one worker (the writer changes each round), then polls every worker every 50 ms until its
 *   vehicle page and `/api/search` both show the new price. Rounds start after a random pause of up to 2 s, so
 *   they meet the workers' index pulls (every 2 s) at every phase. Printed: the lag per worker (p50 / p95 / max over
 *   rounds × workers) and per round for every worker (the slowest worker's lag: p50 / p95 / max), the bar on the max.
 *
 * Which worker answers is known, not guessed: the bench keeps one keep-alive connection per worker, each mapped
 * to the worker that accepted it through `ss` (the server end of the connection names its process).
 *
 *   npx tsx bench/platform/run.ts [--dealers 200] [--cars 100000] [--workers 4] [--rounds 20]
 *
 * Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) to create a database of its own
 * (platform_bench_<pid>), dropped at the end (--keep leaves it, and prints its URL).
 */
import { execFileSync, execSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, isNotNull } from "drizzle-orm";
import postgres from "postgres";
import { carFormText } from "~/domain/console/stock-edit";
import { formatAud } from "~/domain/stock/format";
import { ensureStaffWithPassword } from "~/server/console/staff-accounts";
import { openDatabase, type Db } from "~/server/db/client";
import { cars, dealerships, locations, websites } from "~/server/db/schema";
import { childrenOf } from "../../scripts/processes";
import { buildDataset } from "../search/dataset";
import { startServer } from "../two-servers";

const BARS = { bootMs: 30_000, rssMb: 1024, lagMs: 5_000 };
const { values: args } = parseArgs({
  options: {
    dealers: { type: "string", default: "200" },
    cars: { type: "string", default: "100000" },
    workers: { type: "string", default: "4" },
    rounds: { type: "string", default: "20" },
    keep: { type: "boolean", default: false },
  },
});
const DEALERS = Number(args.dealers);
const CARS = Number(args.cars);
const WORKERS = Number(args.workers);
const ROUNDS = Number(args.rounds);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const NAME = `platform_bench_${process.pid}`;
const PASSWORD = "bench console password";
const BATCH = 1000;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes the stock's dealers, dealerships, locations and cars; returns each bench website id's slug and database id. */
async function seed(db: Db): Promise<Map<number, { id: number; slug: string }>> {
  const { sites, rows } = buildDataset({ total: CARS, sites: DEALERS, seed: 7, now: Date.now(), keepRows: true });
  const siteIds = new Map<number, { id: number; slug: string }>();
  const dealershipIds = new Map<number, number>();
  const locationIds = new Map<number, number>();
  for (const site of sites) {
    const slug = `scale-${String(site.websiteId).padStart(3, "0")}`;
    const [row] = await db
      .insert(websites)
      .values({ slug, name: `Scale Motors ${site.websiteId}`, template: "showroom", theme: { brand: "#112233", accent: "#2255aa" } })
      .returning({ id: websites.id });
    siteIds.set(site.websiteId, { id: row.id, slug });
    for (const d of site.dealerships) {
      const [dealership] = await db
        .insert(dealerships)
        .values({ websiteId: row.id, slug: d.slug, name: d.name, makes: site.makes ?? [] })
        .returning({ id: dealerships.id });
      dealershipIds.set(d.id, dealership.id);
      const inserted = await db
        .insert(locations)
        .values(
          d.locations.map((l) => ({
            websiteId: row.id,
            dealershipId: dealership.id,
            name: l.name,
            slug: `yard-${l.id}`,
            city: l.city,
            address: { street: `${l.id} Bench St`, suburb: l.city, state: "QLD", postcode: "4000" },
            latitude: -27.45,
            longitude: 153.04,
          })),
        )
        .returning({ id: locations.id });
      d.locations.forEach((l, i) => locationIds.set(l.id, inserted[i].id));
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(cars).values(
      rows.slice(i, i + BATCH).map((r) => ({
        ...r.row,
        websiteId: siteIds.get(r.websiteId)!.id,
        dealershipId: dealershipIds.get(r.dealershipId)!,
        locationId: locationIds.get(r.locationId)!,
      })),
    );
  }
  return siteIds;
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

function printRss(label: string, pids: Array<[string, number]>): boolean {
  const figures = pids.map(([name, pid]) => [name, rssMb(pid)] as const);
  const worst = Math.max(...figures.map(([, mb]) => mb));
  console.log(
    `RSS ${label}: ${figures.map(([name, mb]) => `${name} ${mb.toFixed(0)} MB`).join(", ")}; largest ${worst.toFixed(0)} MB ` +
      `(bar < ${BARS.rssMb} MB: ratio ${(worst / BARS.rssMb).toFixed(2)}, ${verdict(worst < BARS.rssMb)})`,
  );
  return worst < BARS.rssMb;
}

async function boot(env: Record<string, string>, workers: number) {
  const started = performance.now();
  const server = startServer({ ...env, WEB_CONCURRENCY: String(workers) });
  const port = await server.port;
  const ms = performance.now() - started;
  return { ...server, port, ms };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; localPort: number };

/** One keep-alive connection to the server (a worker holds a connection for its life). */
function connection(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (host: string, route: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: route,
          method: init.method ?? "GET",
          agent,
          headers: { host: `${host}:${port}`, ...init.headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              localPort: req.socket?.localPort ?? 0,
            }),
          );
        },
      );
      req.on("error", reject);
      if (init.body) req.write(init.body);
      req.end();
    });
}

/** The process holding the server end of the connection from local port `clientPort`. */
function serverProcessOf(port: number, clientPort: number): number | null {
  const out = execFileSync("ss", ["-tnpH", "state", "established", `( sport = :${port} and dport = :${clientPort} )`], {
    encoding: "utf8",
  });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : null;
}

async function main() {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  console.log(`Platform scale on PostgreSQL, ${new Date().toISOString().slice(0, 16)} UTC, ${cpus().length} cores, load average ${load()}`);
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "platform-bench-"));
  const children: ChildProcess[] = [];
  try {
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
      FINANCE_DATA_KEY: randomBytes(32).toString("base64"),
    };
    const database = await openDatabase({ url: url.toString(), dataDir });
    const seedStarted = performance.now();
    const siteIds = await seed(database.db);
    console.log(`seeded ${siteIds.size} dealers and ${CARS.toLocaleString("en-AU")} cars in ${seconds(performance.now() - seedStarted)}`);

    // One process, then the workers.
    const single = await boot(env, 1);
    children.push(single.child);
    console.log(
      `boot, 1 process: ${seconds(single.ms)} (bar < 30 s: ratio ${(single.ms / BARS.bootMs).toFixed(2)}, ${verdict(single.ms < BARS.bootMs)})`,
    );
    printRss("after boot, 1 process", [["process", single.child.pid!]]);
    await stop(single.child);

    const cluster = await boot(env, WORKERS);
    children.push(cluster.child);
    const port = cluster.port;
    console.log(
      `boot, ${WORKERS} workers (WEB_CONCURRENCY=${WORKERS}): ${seconds(cluster.ms)} (bar < 30 s: ratio ${(cluster.ms / BARS.bootMs).toFixed(2)}, ` +
        `${verdict(cluster.ms < BARS.bootMs)})`,
    );
    const workerPids = childrenOf(cluster.child.pid!);
    if (workerPids.length !== WORKERS) throw new Error(`expected ${WORKERS} workers, found ${workerPids.length}`);
    const processes = (): Array<[string, number]> => [
      ["primary", cluster.child.pid!],
      ...workerPids.map((pid, i): [string, number] => [`worker ${i + 1}`, pid]),
    ];
    printRss("after boot", processes());

    // The car: an in-stock, shown, priced car of a mid-sized dealer; its owner signs in to the console.
    const [site] = await database.db.select().from(websites).where(eq(websites.slug, "scale-002"));
    const [car] = await database.db
      .select()
      .from(cars)
      .where(and(eq(cars.websiteId, site.id), eq(cars.status, "in_stock"), eq(cars.shownOnWebsite, true), isNotNull(cars.price)))
      .limit(1);
    const email = `owner@${site.slug}.example`;
    await ensureStaffWithPassword(database.db, { websiteId: site.id, email, name: "Bench owner", password: PASSWORD, role: "owner" });
    const host = `${site.slug}.localhost`;
    const origin = `http://${host}:${port}`;

    // A keep-alive connection per worker, each mapped to the worker that accepted it.
    const known = new Map<number, number | null>();
    const serverProcessOfCached = (clientPort: number) => {
      if (!known.has(clientPort)) known.set(clientPort, serverProcessOf(port, clientPort));
      return known.get(clientPort) ?? null;
    };
    const byWorker = new Map<number, ReturnType<typeof connection>>();
    for (let tries = 0; byWorker.size < WORKERS && tries < 20 * WORKERS; tries++) {
      const ask = connection(port);
      const first = await ask(host, "/api/search?hitsPerPage=0");
      const pid = serverProcessOfCached(first.localPort);
      if (pid != null && workerPids.includes(pid) && !byWorker.has(pid)) byWorker.set(pid, ask);
    }
    if (byWorker.size !== WORKERS) throw new Error(`reached ${byWorker.size} of ${WORKERS} workers`);
    /** Asks through a worker's connection, checking the answer came from that worker (a closed connection is replaced). */
    const askWorker = async (pid: number, route: string, init?: Parameters<ReturnType<typeof connection>>[2]) => {
      for (;;) {
        let answer: Answer;
        try {
          answer = await (byWorker.get(pid) as ReturnType<typeof connection>)(host, route, init);
        } catch (error) {
          // The worker closed an idle keep-alive connection as it was reused: open another (a GET is safe to repeat).
          if ((error as NodeJS.ErrnoException).code !== "ECONNRESET" || (init?.method ?? "GET") !== "GET") throw error;
          byWorker.set(pid, connection(port));
          continue;
        }
        if (serverProcessOfCached(answer.localPort) === pid) return answer;
        byWorker.set(pid, connection(port));
      }
    };

    const signIn = await askWorker(workerPids[0], "/console/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({ intent: "password", email, password: PASSWORD, redirect: "/console/stock" }).toString(),
    });
    const cookie = [signIn.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (!cookie) throw new Error(`sign-in failed: ${signIn.status} ${signIn.body.slice(0, 300)}`);
    console.log(`car ${car.id} ${car.name} (${car.stocknum}) of ${site.slug}; ${ROUNDS} rounds; load average ${load()}`);

    const perWorker: number[] = [];
    const perRound: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const price = (car.price ?? 30_000) + 111 * round;
      const shown = formatAud(price);
      await sleep(Math.random() * 2000);
      for (const pid of workerPids) {
        await askWorker(pid, `/cars/${car.slug}`);
        await askWorker(pid, `/cars/${car.slug}`);
        await askWorker(pid, `/api/search?query=${encodeURIComponent(car.stocknum)}`);
      }
      const writer = workerPids[(round - 1) % WORKERS];
      const started = performance.now();
      const saved = await askWorker(writer, `/console/stock/${car.id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
        body: new URLSearchParams({ intent: "edit", ...carFormText({ ...car, price }) }).toString(),
      });
      if (saved.status !== 200) throw new Error(`edit refused: ${saved.status} ${saved.body.slice(0, 500)}`);
      const lags = await Promise.all(
        workerPids.map(async (pid) => {
          let pageAt = 0;
          let searchAt = 0;
          while (!(pageAt && searchAt)) {
            if (performance.now() - started > 60_000) throw new Error(`worker ${pid} did not show the new price within 60 s`);
            if (!pageAt && (await askWorker(pid, `/cars/${car.slug}`)).body.includes(shown)) pageAt = performance.now() - started;
            if (!searchAt) {
              const found = JSON.parse((await askWorker(pid, `/api/search?query=${encodeURIComponent(car.stocknum)}`)).body) as {
                hits: Array<{ id: number; price: number | null }>;
              };
              if (found.hits.find((h) => h.id === car.id)?.price === price) searchAt = performance.now() - started;
            }
            if (!(pageAt && searchAt)) await sleep(50);
          }
          return Math.max(pageAt, searchAt);
        }),
      );
      perWorker.push(...lags);
      perRound.push(Math.max(...lags));
      console.log(
        `round ${round}: written through worker ${workerPids.indexOf(writer) + 1}; shown by the workers after ` +
          `${lags.map((l) => `${l.toFixed(0)} ms`).join(", ")}`,
      );
    }
    const summary = (xs: number[]) =>
      `p50 ${seconds(percentile(xs, 0.5))}, p95 ${seconds(percentile(xs, 0.95))}, max ${seconds(Math.max(...xs))}`;
    console.log(`lag per worker (${perWorker.length}: ${ROUNDS} rounds × ${WORKERS} workers, the writer included): ${summary(perWorker)}`);
    const worst = Math.max(...perRound);
    console.log(
      `lag until every worker shows it (${ROUNDS} rounds): ${summary(perRound)} (bar < 5 s on the max: ratio ${(worst / BARS.lagMs).toFixed(2)}, ` +
        `${verdict(worst < BARS.lagMs)})`,
    );
    printRss("after the rounds", processes());
    console.log(`load average at the end: ${load()}`);
    await database.close();
  } finally {
    for (const child of children) await stop(child);
    if (args.keep) console.log(`database kept: ${url.toString()}`);
    else await admin.unsafe(`drop database if exists ${NAME} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
