/**
 * Issue 18, N processes on PostgreSQL, with the real production server (`node server.js`) on a fresh database of
 * its own (two_processes_<pid>, dropped at the end):
 *
 * 1. Two independent servers started at the same moment on the empty database and one data folder (a rolling deploy):
 *    both come up, the migrations are applied once each (the advisory lock in server/db/client.ts), the demo
 *    dealers are seeded once (the transaction lock in server/db/seed-demo.ts).
 * 2. One server with WEB_CONCURRENCY=2 (two workers on one port): the concurrency rules hold across the workers as in
 *    one process. Requests go out on keep-alive connections, each mapped to the worker that accepted it (`ss` names
 *    the process holding the server end), and every burst is spread over both workers: simultaneous checkouts of
 *    one car hold it once; one lead submitted N times at once is one lead; the per-phone code limit and the wrong-code
 *    count; the lead rate limit is one total for both workers; a session made through one worker is honoured, and
 *    ended, through the other.
 * 3. A car changed through one worker shows in the other worker's search (each process pulls changed
 *    cars every 2 s; the README's production topology).
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, count, desc, eq, isNotNull, ne } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoDealers } from "~/demo/dealers";
import { carFormText } from "~/domain/console/stock-edit";
import { ensureStaffWithPassword } from "~/server/console/staff-accounts";
import type { Db } from "~/server/db/client";
import * as schema from "~/server/db/schema";
import { isPostgresReachable } from "~/server/db/test-database";
import { childrenOf } from "../../scripts/processes";
import { startServerProcess, type ServerProcess } from "./server-process";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = `two_processes_${process.pid}`;
const SECRETS = { SESSION_SECRET: "two-processes-test-secret-0123456789abcdef", FINANCE_DATA_KEY: "0f".repeat(32) };
const LEAD_LIMIT = 10;
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** Everything this file starts or creates, ended and removed in afterAll whatever happened. */
const servers: ServerProcess[] = [];
const workerPidsSeen = new Set<number>();
const dataDirs: string[] = [];
let admin: postgres.Sql | undefined;
let client: postgres.Sql | undefined;
let db: Db;
let databaseUrl: string;

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "dealer-two-processes-"));
  dataDirs.push(dir);
  return dir;
}

function start(env: Record<string, string>): ServerProcess {
  const server = startServerProcess({ DATABASE_URL: databaseUrl, SMS_DEV_INBOX: "true", ...SECRETS, ...env });
  servers.push(server);
  return server;
}

async function stop(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 20_000);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (await isPostgresReachable()) {
  beforeAll(async () => {
    admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${NAME} with (force)`);
    await admin.unsafe(`create database ${NAME}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${NAME}`;
    databaseUrl = url.toString();
    client = postgres(databaseUrl, { max: 4, onnotice: () => {} });
    db = drizzle(client, { schema }) as unknown as Db;
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => stop(server)));
    // A worker outlives its primary only if the primary was killed outright; end any left, by its pid.
    for (const pid of workerPidsSeen) if (alive(pid)) process.kill(pid, "SIGKILL");
    await client?.end({ timeout: 1 });
    await admin?.unsafe(`drop database if exists ${NAME} with (force)`);
    await admin?.end({ timeout: 1 });
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  describe("two servers started at the same moment on an empty database (a rolling deploy)", () => {
    it("both come up; the migrations are applied once each and the demo dealers seeded once", async () => {
      // info: the seed's "seeded demo dealers" line, printed only by the process that seeded.
      const env = { SEED_DEMO: "true", LOG_LEVEL: "info" };
      // One data folder, as processes share it (ADR 051): both write the demo pictures at once too.
      const folder = dataDir();
      const pair = [start({ ...env, DATA_DIR: folder }), start({ ...env, DATA_DIR: folder })];
      const ports = await Promise.all(pair.map((server) => server.ready));
      for (const [i, port] of ports.entries()) {
        expect(pair[i].child.exitCode, `server ${i + 1}`).toBeNull();
        expect(pair[i].output().stderr, `server ${i + 1}`).not.toMatch(/Failed query|Error/);
        const home = await request(port, "harbour-toyota.localhost", "/");
        expect(home.status, `server ${i + 1}`).toBe(200);
      }
      const logs = pair.map((server) => server.output().stdout);
      expect(logs.join("\n")).not.toMatch(/"level":(50|60)/);
      const seededLines = logs.flatMap((log) => log.split("\n").filter((line) => line.includes('"seeded demo dealers"')));
      expect(seededLines).toHaveLength(1);
      const seededCars = (JSON.parse(seededLines[0]) as { cars: number }).cars;

      const journal = JSON.parse(readFileSync("server/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
      const applied = await client!`select hash from drizzle.__drizzle_migrations`;
      expect(applied).toHaveLength(journal.entries.length);
      expect(new Set(applied.map((row) => row.hash as string)).size).toBe(journal.entries.length);

      const total = async (table: typeof schema.websites | typeof schema.cars) =>
        Number((await db.select({ n: count() }).from(table))[0].n);
      expect(await total(schema.websites)).toBe(demoDealers(new Date()).length);
      expect(seededCars).toBeGreaterThan(1000);
      expect(await total(schema.cars)).toBe(seededCars);
      expect(await Promise.all(pair.map((server) => stop(server)))).toEqual([0, 0]);
    }, 180_000);
  });

  describe("one server with WEB_CONCURRENCY=2 (two workers on one port)", () => {
    let port: number;
    let workers: number[];
    let pool: WorkerPool;
    /** The slug of the car the checkout test held, kept out of the console test. */
    let reservedSlug: string | undefined;

    beforeAll(async () => {
      const server = start({ DATA_DIR: dataDir(), WEB_CONCURRENCY: "2", SEED_DEMO: "false", LEAD_RATE_LIMIT: String(LEAD_LIMIT) });
      port = await server.ready;
      expect(server.output().stdout).toMatch(/2 worker processes \(WEB_CONCURRENCY\)/);
      workers = childrenOf(server.child.pid!);
      for (const pid of workers) workerPidsSeen.add(pid);
      expect(workers).toHaveLength(2);
      pool = await workerPool(port, workers, 5);
    }, 180_000);

    it("N simultaneous checkouts of one car through both workers: exactly one holds it, the others are told it is taken", async () => {
      const carSlug = await openCheckoutCar();
      const host = "harbour-toyota.localhost";
      const answers = await pool.burst(10, (i) => ({
        host,
        path: `/cars/${carSlug}/checkout`,
        method: "POST",
        headers: { ...FORM, origin: `http://${host}:${port}` },
        body: new URLSearchParams({
          name: `Shopper ${i}`,
          email: `shopper-${i}@example.com`,
          phone: "0412 345 678",
          terms: "on",
          idempotency_key: randomUUID(),
        }).toString(),
      }));
      expectBothWorkers(answers);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([302, ...Array(9).fill(409)]);
      const [car] = await db.select({ id: schema.cars.id }).from(schema.cars).where(eq(schema.cars.slug, carSlug));
      const held = await db
        .select({ status: schema.reservations.status })
        .from(schema.reservations)
        .where(eq(schema.reservations.carId, car.id));
      expect(held).toHaveLength(1);
    });

    it("one lead submitted 8 times at once through both workers is stored once; every answer is its success page", async () => {
      const host = "coastal-motor-group.localhost";
      const key = `two-processes-${randomUUID()}`;
      const where = await leadPlace("coastal-motor-group");
      const body = new URLSearchParams({
        name: "Jo Citizen",
        email: "jo@example.com",
        phone: "0412 345 678",
        message: "Is this car still available?",
        category: "General Enquiry",
        location: String(where.locationId),
        dealership_slug: where.dealershipSlug,
        idempotency_key: key,
      }).toString();
      const answers = await pool.burst(8, () => ({
        host,
        path: "/contact",
        method: "POST",
        headers: { ...FORM, origin: `http://${host}:${port}` },
        body,
      }));
      expectBothWorkers(answers);
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(302));
      for (const answer of answers) expect(answer.headers.location).toMatch(/^\/success\?form=enquiry/);
      const [stored] = await db.select({ n: count() }).from(schema.leads).where(eq(schema.leads.idempotencyKey, key));
      expect(Number(stored.n)).toBe(1);
    });

    it("sign-in codes: 8 sends for one phone at once give the 3 the limit allows; 9 wrong codes at once count 5", async () => {
      const host = "harbour-toyota.localhost";
      const phone = freshMobile();
      const sent = await pool.burst(8, () => ({
        host,
        path: "/sign-in?type=watchlist",
        method: "POST",
        headers: { ...FORM, origin: `http://${host}:${port}` },
        body: new URLSearchParams({ intent: "send", phone: phone.local, redirect: "/" }).toString(),
      }));
      expectBothWorkers(sent);
      expect(sent.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      const codes = await db.select().from(schema.signInCodes).where(eq(schema.signInCodes.phone, phone.e164));
      expect(codes).toHaveLength(3);

      const code = await codeFromInbox(pool, host, phone.e164);
      const wrong = code === "000000" ? "111111" : "000000";
      const tried = await pool.burst(9, () => ({
        host,
        path: "/sign-in?type=watchlist",
        method: "POST",
        headers: { ...FORM, origin: `http://${host}:${port}` },
        body: new URLSearchParams({ intent: "verify", phone: phone.e164, code: wrong, redirect: "/" }).toString(),
      }));
      expectBothWorkers(tried);
      expect(tried.map((a) => a.status)).toEqual(Array(9).fill(400));
      const [newest] = await db
        .select({ failedAttempts: schema.signInCodes.failedAttempts })
        .from(schema.signInCodes)
        .where(eq(schema.signInCodes.phone, phone.e164))
        .orderBy(desc(schema.signInCodes.createdAt), desc(schema.signInCodes.id))
        .limit(1);
      expect(newest.failedAttempts).toBe(5);
    });

    it("the lead rate limit is one total for both workers: 20 posts at once from one address, exactly 10 refused", async () => {
      const host = "ridge-caravans-motorcycles.localhost";
      const answers = await pool.burst(2 * LEAD_LIMIT, () => ({
        host,
        path: "/contact",
        method: "POST",
        headers: { ...FORM, origin: `http://${host}:${port}` },
        body: "name=x",
      }));
      expectBothWorkers(answers);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(LEAD_LIMIT);
      expect(answers.filter((a) => a.status !== 429).every((a) => a.status < 500)).toBe(true);
    });

    it("a shopper's session made through one worker is honoured by the other, and signing out through it ends it for both", async () => {
      const host = "harbour-toyota.localhost";
      const [a, b] = workers;
      const phone = freshMobile();
      const post = (pid: number, route: string, fields: Record<string, string>, cookie?: string) =>
        pool.through(pid, {
          host,
          path: route,
          method: "POST",
          headers: { ...FORM, origin: `http://${host}:${port}`, ...(cookie ? { cookie } : {}) },
          body: new URLSearchParams(fields).toString(),
        });
      expect((await post(a, "/sign-in?type=my-garage", { intent: "send", phone: phone.local, redirect: "/my-garage" })).status).toBe(200);
      const code = await codeFromInbox(pool, host, phone.e164);
      const done = await post(a, "/sign-in?type=my-garage", { intent: "verify", phone: phone.e164, code, redirect: "/my-garage" });
      expect(done.status).toBe(302);
      const cookie = cookiesOf(done);
      expect(cookie).toMatch(/dp_session=/);

      const garage = (pid: number) => pool.through(pid, { host, path: "/my-garage", headers: { cookie } });
      expect((await garage(b)).status).toBe(200);
      expect((await garage(a)).status).toBe(200);
      expect((await pool.through(b, { host, path: "/my-garage" })).status).toBe(302);

      expect((await post(b, "/sign-out", {}, cookie)).status).toBe(302);
      const after = await garage(a);
      expect(after.status).toBe(302);
      expect(after.headers.location).toMatch(/^\/sign-in\?type=my-garage/);
    });

    it("a car changed in the console through one worker reaches the other worker's search", async () => {
      const [writer, reader] = workers;
      const host = "harbour-toyota.localhost";
      const harbour = await siteId("harbour-toyota");
      const email = "owner@two-processes.example";
      const password = "two processes console password";
      await ensureStaffWithPassword(db, { websiteId: harbour, email, name: "Test owner", password, role: "owner" });
      const signIn = await pool.through(writer, {
        host,
        path: "/console/sign-in",
        method: "POST",
        headers: { ...FORM, origin: `http://${host}:${port}` },
        body: new URLSearchParams({ intent: "password", email, password, redirect: "/console/stock" }).toString(),
      });
      expect(signIn.status).toBe(302);
      const cookie = cookiesOf(signIn);
      // The staff session made through one worker is the other's too.
      expect((await pool.through(reader, { host, path: "/console/stock", headers: { cookie } })).status).toBe(200);
      expect((await pool.through(reader, { host, path: "/console/stock" })).status).toBe(302);

      const [car] = await db
        .select()
        .from(schema.cars)
        .where(
          and(
            eq(schema.cars.websiteId, harbour),
            eq(schema.cars.status, "in_stock"),
            eq(schema.cars.shownOnWebsite, true),
            isNotNull(schema.cars.price),
            ne(schema.cars.slug, reservedSlug ?? ""),
          ),
        )
        .orderBy(asc(schema.cars.id))
        .limit(1);
      const searchPrice = async () => {
        const answer = await pool.through(reader, { host, path: `/api/search?query=${encodeURIComponent(car.stocknum)}` });
        expect(answer.status).toBe(200);
        const found = JSON.parse(answer.body) as { hits: Array<{ id: number; price: number | null }> };
        return found.hits.find((hit) => Number(hit.id) === car.id)?.price;
      };
      expect(await searchPrice()).toBe(car.price);
      const price = (car.price ?? 30_000) + 111;
      const saved = await pool.through(writer, {
        host,
        path: `/console/stock/${car.id}`,
        method: "POST",
        headers: { ...FORM, origin: `http://${host}:${port}`, cookie },
        body: new URLSearchParams({ intent: "edit", ...carFormText({ ...car, price }) }).toString(),
      });
      expect(saved.status).toBe(200);
      const [row] = await db.select({ price: schema.cars.price }).from(schema.cars).where(eq(schema.cars.id, car.id));
      expect(row.price).toBe(price);
      // The bar of issue 18; each process pulls changed cars every 2 s.
      // Arrival, not speed: the 5 s bar is measured by bench/platform (docs/benchmarks.md), never asserted in a test.
      await expect.poll(searchPrice, { timeout: 30_000, interval: 100 }).toBe(price);
    });

    /** A Harbour Toyota car anyone may start a checkout for now. */
    async function openCheckoutCar(): Promise<string> {
      const host = "harbour-toyota.localhost";
      const search = await pool.through(workers[0], { host, path: "/api/search?hitsPerPage=60" });
      const hits = (
        JSON.parse(search.body) as { hits: Array<{ slug: string; status?: string; reserved?: boolean; price?: number | null }> }
      ).hits;
      for (const hit of hits.filter((h) => h.status === "in_stock" && !h.reserved && h.price)) {
        const page = await pool.through(workers[1], { host, path: `/cars/${hit.slug}/checkout` });
        if (page.status === 200 && page.body.includes('data-testid="checkout-form"')) {
          reservedSlug = hit.slug;
          return hit.slug;
        }
      }
      throw new Error("no Harbour Toyota car is open for checkout");
    }
  });
}

async function siteId(slug: string): Promise<number> {
  const [site] = await db.select({ id: schema.websites.id }).from(schema.websites).where(eq(schema.websites.slug, slug));
  return site.id;
}

/** A location of the dealer and its dealership, for a contact form. */
async function leadPlace(slug: string): Promise<{ locationId: number; dealershipSlug: string }> {
  const [row] = await db
    .select({ locationId: schema.locations.id, dealershipSlug: schema.dealerships.slug })
    .from(schema.locations)
    .innerJoin(schema.dealerships, eq(schema.dealerships.id, schema.locations.dealershipId))
    .where(eq(schema.locations.websiteId, await siteId(slug)))
    .orderBy(asc(schema.locations.id))
    .limit(1);
  return row;
}

/** A valid Australian mobile no earlier run used (0410 000 000 – 0419 999 999). */
function freshMobile(): { local: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return { local: `041${rest}`, e164: `+6141${rest}` };
}

/** The newest code texted to `e164`, read from the development inbox (one file in the data folder both workers share). */
async function codeFromInbox(pool: WorkerPool, host: string, e164: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await pool.any({ host, path: "/dev/sms-inbox" });
    expect(res.status).toBe(200);
    for (const item of res.body.split('data-testid="sms"').slice(1)) {
      const to = /data-testid="sms-to">([^<]+)</.exec(item)?.[1];
      const code = /data-testid="sms-code">(\d{6})</.exec(item)?.[1];
      if (to === e164 && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no text for ${e164} in the inbox`);
}

const cookiesOf = (answer: Answer) =>
  ([] as string[])
    .concat(answer.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .join("; ");

function expectBothWorkers(answers: Answer[]) {
  expect(new Set(answers.map((a) => a.pid)).size, "the burst reached both workers").toBe(2);
}

// --- Requests, and which worker answered them -------------------------------------------------------------------

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; pid: number | null };
type Ask = { host: string; path: string; method?: string; headers?: Record<string, string>; body?: string };

/** The process holding the server end of each client socket, looked up once per socket. */
const pidOfSocket = new WeakMap<Socket, number | null>();

function serverProcessOf(port: number, clientPort: number): number | null {
  const out = execFileSync("ss", ["-tnpH", "state", "established", `( sport = :${port} and dport = :${clientPort} )`], {
    encoding: "utf8",
  });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : null;
}

/** One request on `agent` (or a connection of its own), with the worker that answered it. */
function request(port: number, host: string, route: string, init: Omit<Ask, "host" | "path"> = {}, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: route,
        method: init.method ?? "GET",
        agent: agent ?? false,
        headers: { host: `${host}:${port}`, ...init.headers },
      },
      (res) => {
        const socket = res.socket;
        if (!pidOfSocket.has(socket)) pidOfSocket.set(socket, serverProcessOf(port, socket.localPort ?? 0));
        const pid = pidOfSocket.get(socket) ?? null;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), pid }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${init.method ?? "GET"} ${route} within 30 s`)));
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

type WorkerPool = {
  /** One request through a given worker. */
  through(pid: number, ask: Ask): Promise<Answer>;
  /** One request through either worker. */
  any(ask: Ask): Promise<Answer>;
  /** `n` requests at once, dealt in turn to the connections of both workers. */
  burst(n: number, ask: (i: number) => Ask): Promise<Answer[]>;
};

/**
 * `perWorker` keep-alive connections to each worker (one socket per agent). The cluster's primary deals connections
 * to the workers in turn, so new ones are opened until each worker holds enough. A worker closes a connection
 * idle for 5 s, so every use first asks /healthz on each connection it is about to use: a connection that came back
 * on a new socket is mapped again.
 */
async function workerPool(port: number, workers: number[], perWorker: number): Promise<WorkerPool> {
  const byWorker = new Map<number, http.Agent[]>(workers.map((pid) => [pid, []]));
  const agentPid = new Map<http.Agent, number>();

  const place = (agent: http.Agent, pid: number | null) => {
    const before = agentPid.get(agent);
    if (before !== undefined)
      byWorker.set(
        before,
        byWorker.get(before)!.filter((a) => a !== agent),
      );
    agentPid.delete(agent);
    if (pid !== null && byWorker.has(pid)) {
      byWorker.get(pid)!.push(agent);
      agentPid.set(agent, pid);
    } else agent.destroy();
  };

  /** A GET is safe to repeat when the worker closed the idle connection just as it was reused. */
  const health = async (agent: http.Agent): Promise<Answer> => {
    try {
      return await request(port, "localhost", "/healthz", {}, agent);
    } catch (error) {
      if (!["ECONNRESET", "EPIPE"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
      return request(port, "localhost", "/healthz", {}, agent);
    }
  };

  /** Re-checks the connections (fresh sockets after an idle close) and opens new ones until each worker has enough. */
  const ready = async (): Promise<void> => {
    await Promise.all(
      [...agentPid.keys()].map(async (agent) => {
        const answer = await health(agent);
        if (answer.pid !== agentPid.get(agent)) place(agent, answer.pid);
      }),
    );
    for (let tries = 0; [...byWorker.values()].some((agents) => agents.length < perWorker); tries++) {
      if (tries > 40 * perWorker) throw new Error(`could not reach ${perWorker} connections on each of ${workers.length} workers`);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const answer = await health(agent);
      if (answer.pid !== null && (byWorker.get(answer.pid)?.length ?? perWorker) < perWorker) place(agent, answer.pid);
      else agent.destroy();
    }
  };
  await ready();

  const through = async (pid: number, ask: Ask): Promise<Answer> => {
    await ready();
    const agent = byWorker.get(pid)![0];
    const answer = await request(port, ask.host, ask.path, ask, agent);
    expect(answer.pid, `${ask.method ?? "GET"} ${ask.path} was answered by the worker asked`).toBe(pid);
    return answer;
  };
  let turn = 0;
  return {
    through,
    any: (ask) => through(workers[turn++ % workers.length], ask),
    async burst(n, ask) {
      await ready();
      const agents: http.Agent[] = [];
      for (let i = 0; i < perWorker; i++) for (const pid of workers) agents.push(byWorker.get(pid)![i]);
      const asks = Array.from({ length: n }, (_, i) => ask(i));
      return Promise.all(asks.map((one, i) => request(port, one.host, one.path, one, agents[i % agents.length])));
    },
  };
}
