import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFeedMapping, type FeedMapping } from "~/domain/feeds/mapping";
import { cars, feedImports } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite } from "~/server/db/test-factories";
import { fetchFeedFile, pollFeeds, SCHEDULE_ACTOR, type PollOptions } from "./feed-poll";
import { createFeedRunWorker, type FeedRunDeps } from "./feed-runs";
import { saveFeedMapping } from "./mappings";

const log = pino({ level: "silent" });
const CSV = readFileSync(path.resolve("demo/feeds/westside-dms-export.csv"));
const base = JSON.parse(readFileSync(path.resolve("demo/feeds/westside-dms-export.mapping.json"), "utf8")) as Record<string, unknown>;

function mapping(url: string, name = "westside-csv"): FeedMapping {
  const parsed = parseFeedMapping({ ...base, name, url });
  if (!parsed.ok) throw new Error(parsed.errors.join());
  return parsed.mapping;
}

let server: Server;
let origin: string;
let requests = 0;

beforeAll(async () => {
  // The dealer's DMS: the sample export at /stock.csv; a redirect at /moved.
  server = createServer((req, res) => {
    requests += 1;
    if (req.url === "/stock.csv") res.writeHead(200, { "content-type": "text/csv" }).end(CSV);
    else if (req.url === "/moved") res.writeHead(302, { location: "/stock.csv" }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

for (const kind of await databaseKinds()) {
  describe(`scheduled feed fetch on ${kind}`, () => {
    let database: TestDatabase;
    let dataDir: string;
    let options: PollOptions;
    let deps: FeedRunDeps;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      dataDir = mkdtempSync(path.join(tmpdir(), "feed-poll-"));
      options = { db: database.db, log, intervalMinutes: 60 };
      deps = { db: database.db, dataDir, mediaDir: path.join(dataDir, "media"), log };
    });
    /** A polling round, then this process's worker until it has fetched and applied what the round queued. */
    async function poll(at: PollOptions, worker: Partial<FeedRunDeps> = {}) {
      const queued = await pollFeeds(at);
      await createFeedRunWorker({ ...deps, ...worker }).idle();
      return queued;
    }
    afterAll(async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const runsOf = (websiteId: number) =>
      database.db
        .select()
        .from(feedImports)
        .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.actor, SCHEDULE_ACTOR)))
        .orderBy(asc(feedImports.id));

    it("fetches a dealer's feed address and applies it in the run log; not again within the interval; again after it", async () => {
      const yard = await insertSite(database.db, `poll-${kind}`);
      await saveFeedMapping(database.db, yard.site.id, mapping(`${origin}/stock.csv`));
      let now = new Date("2026-11-27T02:00:00Z");
      const at = { ...options, now: () => now };
      const dms = { allowPrivateHosts: true };
      const [first] = await poll(at, dms);
      expect(first).toBeGreaterThan(0);
      expect(await runsOf(yard.site.id)).toMatchObject([
        { status: "applied", dryRun: false, source: `${origin}/stock.csv`, counts: { new: 9, invalid: 1 } },
      ]);
      expect(await database.db.select().from(cars).where(eq(cars.websiteId, yard.site.id))).toHaveLength(9);
      now = new Date("2026-11-27T02:30:00Z");
      const before = requests;
      await poll(at, dms);
      expect(requests).toBe(before);
      expect(await runsOf(yard.site.id)).toHaveLength(1);
      now = new Date("2026-11-27T03:01:00Z");
      await poll(at, dms);
      expect((await runsOf(yard.site.id)).map((r) => [r.status, r.counts.new, r.counts.unchanged])).toEqual([
        ["applied", 9, 0],
        ["applied", 0, 9],
      ]);
    });

    it("refuses what the image fetch refuses: a private address (checked and at connect time) and a redirect; nothing applied", async () => {
      const yard = await insertSite(database.db, `poll-private-${kind}`);
      await saveFeedMapping(database.db, yard.site.id, mapping(`${origin}/stock.csv`));
      await poll({ ...options, now: () => new Date("2026-11-27T02:00:00Z") });
      expect(await runsOf(yard.site.id)).toMatchObject([
        { status: "refused", error: "The feed address could not be fetched: The host 127.0.0.1 is a private address." },
      ]);
      // A name that resolves to a private address when the connection is made.
      const file = path.join(dataDir, "x.feed");
      const rebound = await fetchFeedFile(`http://dms.example:${new URL(origin).port}/stock.csv`, file, {
        resolveHost: async () => [{ address: "127.0.0.1", family: 4 }],
      });
      expect(rebound).toEqual({ ok: false, error: "The feed address could not be fetched: The host dms.example is a private address." });
      expect(await fetchFeedFile(`${origin}/moved`, file, { allowPrivateHosts: true })).toEqual({
        ok: false,
        error: "The feed address could not be fetched: The address could not be reached.",
      });
      expect(await database.db.select().from(cars).where(eq(cars.websiteId, yard.site.id))).toEqual([]);
    });

    it("a fetched feed that would mark most of the stock sold is not applied (the mass-removal guard)", async () => {
      const yard = await insertSite(database.db, `poll-mass-${kind}`);
      for (let i = 0; i < 30; i++) await insertCar(database.db, yard, { stocknum: `OLD${i}` });
      await saveFeedMapping(database.db, yard.site.id, mapping(`${origin}/stock.csv`));
      await poll({ ...options, now: () => new Date("2026-11-27T02:00:00Z") }, { allowPrivateHosts: true });
      expect(await runsOf(yard.site.id)).toMatchObject([
        { status: "refused", error: expect.stringMatching(/^The feed would mark 30 of the 30/) },
      ]);
      const stock = await database.db.select().from(cars).where(eq(cars.websiteId, yard.site.id));
      expect(stock.filter((c) => c.status === "sold")).toEqual([]);
      expect(stock).toHaveLength(30);
    });
  });
}
