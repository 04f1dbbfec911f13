/**
 * Issue 20's bar for the console's settings: a settings change reaches a second process within 5 s.
 *
 * Two real servers (the production build, `node server.js`) on one fresh PostgreSQL database: process A seeds the
 * demo dealers, then B starts on the same database. A console owner of Harbour Toyota signs in on A; each round
 * warms B's home page (its page cache holds it), posts the whole settings form to A (/console/settings, the same
 * POST the console's form sends) with the trade-in pages switched off or on again, and polls B's home page every
 * 50 ms until its header's "Sell your car" link (/trade-in) is gone or back. The time is from sending the POST to B
 * showing it; the ratio is against the 5 s ceiling. The mechanism: each process's site directory polls a fingerprint
 * of websites.updated_at every 2 s (ADR 040).
 *
 *   npx tsx bench/console-settings/run.ts [--rounds 5]
 *
 * Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) to create a database of its own
 * (settings_bench_<pid>), dropped at the end.
 */
import { execSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { settingsFormValues } from "~/domain/console/settings-form";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { ensureStaffWithPassword } from "~/server/console/staff-accounts";
import { openDatabase } from "~/server/db/client";
import { requestTo, startServer } from "../two-servers";
import { websites } from "~/server/db/schema";

const CEILING_MS = 5000;
const { values: args } = parseArgs({ options: { rounds: { type: "string", default: "5" } } });
const ROUNDS = Number(args.rounds);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const NAME = `settings_bench_${process.pid}`;
const DEALER = "harbour-toyota";
const EMAIL = "bench-owner@harbour-toyota.example";
const PASSWORD = "bench console password";

const request = requestTo(DEALER);

function formBody(values: Record<string, string | string[]>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return body.toString();
}

const tradeInLinkShown = (html: string) => /<header[\s\S]*?href="\/trade-in"[\s\S]*?<\/header>/.test(html);

async function main() {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "settings-bench-"));
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
    const settings = parseWebsiteSettings(site.settings);
    await database.close();
    const origin = `http://${DEALER}.localhost:${portA}`;
    const signIn = await request(portA, "/console/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: formBody({ intent: "password", email: EMAIL, password: PASSWORD, redirect: "/console/settings" }),
    });
    const cookie = [signIn.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (!cookie) throw new Error(`sign-in failed: ${signIn.status} ${signIn.body.slice(0, 300)}`);
    console.log(`load average ${loadavg()[0].toFixed(1)}`);

    const times: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const tradeIn = round % 2 === 0;
      // B has the home page cached before the change.
      await request(portB, "/");
      const before = await request(portB, "/");
      if (tradeInLinkShown(before.body) === tradeIn) throw new Error(`round ${round}: B already shows trade-in ${tradeIn ? "on" : "off"}`);
      const values = settingsFormValues({ ...settings, features: { ...settings.features, tradeIn } });
      // A random moment of B's 2 s poll: rounds would otherwise fall into step with it and all measure the same.
      await new Promise((r) => setTimeout(r, Math.random() * 2000));
      const started = performance.now();
      const saved = await request(portA, "/console/settings", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
        body: formBody({ ...values, intent: "save" }),
      });
      const postMs = performance.now() - started;
      if (saved.status !== 200) throw new Error(`save refused: ${saved.status} ${saved.body.slice(0, 500)}`);
      let shownAt = 0;
      while (!shownAt) {
        if (performance.now() - started > 60_000) throw new Error("the change did not show in process B within 60 s");
        if (tradeInLinkShown((await request(portB, "/")).body) === tradeIn) shownAt = performance.now() - started;
        else await new Promise((r) => setTimeout(r, 50));
      }
      times.push(shownAt);
      console.log(
        `round ${round}: trade-in ${tradeIn ? "on" : "off"} saved by A in ${postMs.toFixed(0)} ms; on B's home page after ` +
          `${shownAt.toFixed(0)} ms, ${(shownAt / CEILING_MS).toFixed(2)} of the 5 s ceiling`,
      );
    }
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
