/**
 * Issue 19's bar for the console: after a price edit in the console, the new price is on the public vehicle page and
 * in search within 5 s in a second process sharing the same PostgreSQL.
 *
 * Two real servers (the production build, `node server.js`) on one fresh PostgreSQL database: process A seeds the
 * demo dealers, then B starts on the same database. A console owner of Harbour Toyota signs in on A; each round
 * warms B's page cache and search (the vehicle page and /api/search for the car's stock number), posts the car
 * form with a new price to A (/console/stock/<id>, the same POST the console's form sends), and polls B every
 * 50 ms until both the vehicle page and the search API show the new price. The time is from sending the POST to
 * B showing it; the ratio is against the 5 s ceiling. Rounds start after a random pause of up to 2 s, so they meet B's
 * index pull (every 2 s) at every phase, the worst included.
 *
 *   npx tsx bench/console-price-edit/run.ts [--rounds 5]
 *
 * Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) to create a database of its own
 * (price_bench_<pid>), dropped at the end.
 */
import { execSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, isNotNull } from "drizzle-orm";
import postgres from "postgres";
import { carFormText } from "~/domain/console/stock-edit";
import { formatAud } from "~/domain/stock/format";
import { ensureStaffWithPassword } from "~/server/console/staff-accounts";
import { openDatabase } from "~/server/db/client";
import { requestTo, startServer } from "../two-servers";
import { cars, websites } from "~/server/db/schema";

const CEILING_MS = 5000;
const { values: args } = parseArgs({ options: { rounds: { type: "string", default: "5" } } });
const ROUNDS = Number(args.rounds);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const NAME = `price_bench_${process.pid}`;
const DEALER = "harbour-toyota";
const EMAIL = "bench-owner@harbour-toyota.example";
const PASSWORD = "bench console password";

const request = requestTo(DEALER);

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function main() {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "price-bench-"));
  const children: ChildProcess[] = [];
  try {
    // What every process of a PostgreSQL deployment shares (README: several processes).
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
      FINANCE_DATA_KEY: randomBytes(32).toString("base64"),
    };
    const seedStarted = performance.now();
    const a = startServer({ ...env, SEED_DEMO: "true" });
    children.push(a.child);
    const portA = await a.port;
    console.log(`process A ready on port ${portA} (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
    const b = startServer({ ...env, SEED_DEMO: "false" });
    children.push(b.child);
    const portB = await b.port;
    console.log(`process B ready on port ${portB}`);

    const database = await openDatabase({ url: url.toString(), dataDir });
    const [site] = await database.db.select().from(websites).where(eq(websites.slug, DEALER));
    await ensureStaffWithPassword(database.db, {
      websiteId: site.id,
      email: EMAIL,
      name: "Bench owner",
      password: PASSWORD,
      role: "owner",
    });
    const origin = `http://${DEALER}.localhost:${portA}`;
    const signIn = await request(portA, "/console/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: form({ intent: "password", email: EMAIL, password: PASSWORD, redirect: "/console/stock" }),
    });
    const cookie = [signIn.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (!cookie) throw new Error(`sign-in failed: ${signIn.status} ${signIn.body.slice(0, 300)}`);

    const [car] = await database.db
      .select()
      .from(cars)
      .where(and(eq(cars.websiteId, site.id), eq(cars.status, "in_stock"), eq(cars.shownOnWebsite, true), isNotNull(cars.price)))
      .limit(1);
    console.log(`car ${car.id} ${car.name} (${car.stocknum}), ${formatAud(car.price ?? 0)}; load average ${loadavg()[0].toFixed(1)}`);

    const times: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const price = (car.price ?? 30_000) + 111 * round;
      const shown = formatAud(price);
      // A round that starts as B's last pull showed the previous price would always meet B's 2 s pull at the same
      // phase (the worst one): a random pause first, so the rounds sample the phases.
      if (round > 1) await new Promise((r) => setTimeout(r, Math.random() * 2000));
      // B has the page cached and the old price indexed before the edit.
      await request(portB, `/cars/${car.slug}`);
      await request(portB, `/cars/${car.slug}`);
      await request(portB, `/api/search?query=${encodeURIComponent(car.stocknum)}`);
      const started = performance.now();
      const saved = await request(portA, `/console/stock/${car.id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
        body: form({ intent: "edit", ...carFormText({ ...car, price }) }),
      });
      const postMs = performance.now() - started;
      if (saved.status !== 200) throw new Error(`edit refused: ${saved.status} ${saved.body.slice(0, 500)}`);
      let pageAt = 0;
      let searchAt = 0;
      while (!(pageAt && searchAt)) {
        if (performance.now() - started > 60_000) throw new Error("the new price did not show in process B within 60 s");
        if (!pageAt && (await request(portB, `/cars/${car.slug}`)).body.includes(shown)) pageAt = performance.now() - started;
        if (!searchAt) {
          const found = JSON.parse((await request(portB, `/api/search?query=${encodeURIComponent(car.stocknum)}`)).body) as {
            hits: Array<{ id: number; price: number | null }>;
          };
          if (found.hits.find((h) => h.id === car.id)?.price === price) searchAt = performance.now() - started;
        }
        if (!(pageAt && searchAt)) await new Promise((r) => setTimeout(r, 50));
      }
      const total = Math.max(pageAt, searchAt);
      times.push(total);
      console.log(
        `round ${round}: ${shown} saved by A in ${postMs.toFixed(0)} ms; on B's vehicle page after ${pageAt.toFixed(0)} ms, ` +
          `in B's search after ${searchAt.toFixed(0)} ms → ${(total / 1000).toFixed(2)} s, ${(total / CEILING_MS).toFixed(2)} of the 5 s ceiling`,
      );
    }
    await database.close();
    const sorted = [...times].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)];
    const worst = sorted[sorted.length - 1];
    console.log(
      `\n${ROUNDS} rounds, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}: median ${(median / 1000).toFixed(2)} s, ` +
        `worst ${(worst / 1000).toFixed(2)} s; worst / 5 s = ${(worst / CEILING_MS).toFixed(2)} → ${worst < CEILING_MS ? "PASS" : "FAIL"}`,
    );
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
    await admin.unsafe(`drop database if exists ${NAME} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
