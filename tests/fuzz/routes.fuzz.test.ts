/**
 * Property-based fuzzing of every route (route-table.ts) on the production build, once on the embedded
 * database and once on PostgreSQL: generated paths, query strings, headers, bodies and malformed HTTP.
 * Every answer is below 500, arrives within the time limit and shows no stack trace or server path, and
 * a refused request changes nothing stored. Seeded (FUZZ_SEED) and bounded (FUZZ_SCALE); see
 * docs/security.md.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "~/server/db/test-database";
import { checkRefusedOnEmbedded } from "./embedded-state";
import { discoverFixtures, requestCode, type Fixtures } from "./fixtures";
import { failureMessage, Findings, fuzz, HANG_MS, probe, SEED } from "./probe";
import { codeVerifyArbitrary, codeVerifyRequest, requestArbitraries } from "./requests";
import { ADMIN_URL, startFuzzServer, type Backend, type FuzzServer } from "./servers";
import { postgresWrites } from "./stored-state";
import { send, type FuzzRequest } from "./wire";
import { stalledBodyArbitrary, wireArbitrary } from "./wire-requests";

const backends: Backend[] = await databaseKinds();
if (!backends.includes("postgres")) {
  console.warn(`fuzz: no PostgreSQL answers at ${ADMIN_URL}; fuzzing the embedded database only`);
}

/** A test's limit: its runs take milliseconds each; hangs (10 s each, at most 10 a test) need the rest. */
const TIMEOUT_MS = 600_000;
/** Sign-in codes texted per database: the fixture's one plus these stay under the 30 an hour one address may ask for. */
const CODE_RUNS = 12;
/** A stalled body is the server's to end: its read timeout (10 s) plus slack. */
const STALLED_HANG_MS = 20_000;

describe.each(backends)("fuzzing every route on %s", (backend) => {
  let server: FuzzServer;
  let fixtures: Fixtures;
  /** PostgreSQL only: rows written per table, read around every request. */
  let writes: Awaited<ReturnType<typeof postgresWrites>> | undefined;
  const seed = SEED + (backend === "postgres" ? 1000 : 0);

  beforeAll(async () => {
    server = await startFuzzServer(backend);
    fixtures = await discoverFixtures(server.port);
    if (backend === "postgres") writes = await postgresWrites(server.databaseUrl!);
  }, 300_000);

  afterAll(async () => {
    await writes?.close();
    await server?.dispose();
  }, 60_000);

  const property = (name: string, offset: number, runs: number, arbitrary: () => fc.Arbitrary<FuzzRequest>) =>
    it(
      name,
      async () => {
        const findings = new Findings();
        await fuzz(server, arbitrary(), runs, seed + offset, { findings, readState: writes?.read });
        expect(failureMessage(findings, seed + offset)).toBe("");
      },
      TIMEOUT_MS,
    );

  it(
    "a correct sign-in code with junk beside it: no 5xx, leak or foreign link",
    async () => {
      const findings = new Findings();
      await fc.assert(
        fc.asyncProperty(codeVerifyArbitrary(fixtures), async ({ site, mobile, extras, raw }) => {
          const { phone, code } = await requestCode(server.port, site.slug, mobile);
          await probe(server, codeVerifyRequest(site, phone, code, extras, raw), { findings, readState: writes?.read });
        }),
        // Each run texts a code, and one address may ask for 30 an hour (FUZZ_SCALE does not apply).
        { seed: seed + 7, numRuns: CODE_RUNS, endOnFailure: true },
      );
      expect(failureMessage(findings, seed + 7)).toBe("");
    },
    TIMEOUT_MS,
  );

  property("paths and query strings: no 5xx, hang, leak or foreign link", 1, 2000, () => requestArbitraries(fixtures).paths);
  property(
    "hosts, proxies, origins, cookies and other headers: no 5xx, hang, leak or foreign link",
    2,
    1500,
    () => requestArbitraries(fixtures).headers,
  );
  property(
    "form, multipart, JSON, junk, oversized and chunked bodies: no 5xx, hang, leak or foreign link",
    3,
    2000,
    () => requestArbitraries(fixtures).bodies,
  );
  property("malformed HTTP on the wire: no 5xx, hang, leak or foreign link", 4, 300, () => wireArbitrary(fixtures));

  it(
    "bodies that stop arriving are answered or closed, not held",
    async () => {
      const findings = new Findings();
      await fc.assert(
        fc.asyncProperty(fc.array(stalledBodyArbitrary(fixtures), { minLength: 3, maxLength: 3 }), async (requests) => {
          await Promise.all(requests.map((request) => probe(server, request, { findings, hangMs: STALLED_HANG_MS })));
        }),
        { seed: seed + 5, numRuns: 1, endOnFailure: true },
      );
      expect(failureMessage(findings, seed + 5)).toBe("");
    },
    TIMEOUT_MS,
  );

  it(
    "a refused request, or a GET, changes nothing stored",
    async () => {
      const findings = new Findings();
      const { bodies, headers, paths } = requestArbitraries(fixtures);
      const mixed = fc.oneof({ weight: 4, arbitrary: bodies }, { weight: 1, arbitrary: headers }, { weight: 1, arbitrary: paths });
      if (writes) {
        await fuzz(server, mixed, 800, seed + 6, { findings, readState: writes.read });
      } else {
        const mustNotWrite: FuzzRequest[] = [];
        await fuzz(server, mixed, 800, seed + 6, { findings, onMustNotWrite: (request) => mustNotWrite.push(request) });
        await checkRefusedOnEmbedded(server, mustNotWrite, findings, HANG_MS);
      }
      expect(failureMessage(findings, seed + 6)).toBe("");
    },
    TIMEOUT_MS,
  );

  it("the server is still up and healthy afterwards", async () => {
    expect(server.alive()).toBe(true);
    const health = await send(
      server.port,
      { kind: "health", method: "GET", target: "/healthz", host: `localhost:${server.port}`, headers: {} },
      HANG_MS,
    );
    expect(health.kind === "answer" && health.status).toBe(200);
  });
});
