/**
 * Search bench: our engine against itemsjs and Orama on the same stock and the same queries, in one run.
 *
 *   npx tsx --expose-gc bench/search/run.ts
 *
 * Env: BENCH_DOCS (default 100000), BENCH_SITES (200), BENCH_QUERIES (1200), BENCH_REPEATS (3),
 * BENCH_OUT (results file, default bench/search/RESULTS.md; "-" prints only).
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { createSearchIndex, type SearchIndex } from "~/domain/search/engine";
import { buildDataset } from "./dataset";
import { type Engine, type EngineAnswer, createItemsjs, createItemsjsPerSite, createOrama, createOramaPerSite } from "./peers";
import { type BenchQuery, buildQueries } from "./queries";

const TOTAL = Number(process.env.BENCH_DOCS ?? 100_000);
const SITES = Number(process.env.BENCH_SITES ?? 200);
const QUERY_COUNT = Number(process.env.BENCH_QUERIES ?? 1200);
const OUT = process.env.BENCH_OUT ?? fileURLToPath(new URL("./RESULTS.md", import.meta.url));
const NOW = Date.UTC(2025, 6, 15, 2, 0, 0);
const SOLD_DAYS = 3;
const WARMUP = 200;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const SLOW_MS = 10;

const gc = (globalThis as { gc?: () => void }).gc;
function memory(): number {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Timing = { name: string; buildMs: number; memory: number; times: number[]; answers: EngineAnswer[]; repeats: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1],
    mean: times.reduce((a, b) => a + b, 0) / times.length,
  };
}
const ms = (v: number) => (v < 0.1 ? `${(v * 1000).toFixed(1)} µs` : `${v.toFixed(v < 10 ? 3 : 1)} ms`);

async function measure(name: string, queries: BenchQuery[], build: () => Engine | Promise<Engine>): Promise<Timing> {
  const before = memory();
  const started = performance.now();
  const engine = await build();
  const buildMs = performance.now() - started;
  const used = memory() - before;
  for (const q of queries.slice(0, WARMUP)) await engine.run(q);
  const runs: number[][] = queries.map(() => []);
  const answers: EngineAnswer[] = [];
  const pass = async (keep: boolean) => {
    for (let i = 0; i < queries.length; i++) {
      const t0 = performance.now();
      const pending = engine.run(queries[i]);
      const answer = pending instanceof Promise ? await pending : pending;
      runs[i].push(performance.now() - t0);
      if (keep) answers.push(answer);
    }
  };
  await pass(true);
  // Fast engines run every query REPEATS times and keep the median, so that a time slice lost to
  // another process on a shared machine does not count as the engine's; slow ones run once.
  const repeats = summary(runs.map((r) => r[0])).p50 < SLOW_MS ? REPEATS : 1;
  for (let r = 1; r < repeats; r++) await pass(false);
  const times = runs.map((r) => [...r].sort((a, b) => a - b)[Math.floor(r.length / 2)]);
  console.log(`  ${name}: built in ${buildMs.toFixed(0)} ms, ${mb(used)}, p50 ${ms(summary(times).p50)} (${repeats} run(s) per query)`);
  return { name, buildMs, memory: used, times, answers, repeats };
}

function ourEngine(index: SearchIndex): Engine {
  return {
    name: "ours",
    run: (q) => {
      const r = index.search(q.query);
      return { count: r.count, ids: r.ids, facets: r.facets as Record<string, Record<string, number>> };
    },
  };
}

/** Our engine treats an empty string as "no value" (caravans have no fuel); peers count it as a value. */
function sameCounts(a: Record<string, number> = {}, b: Record<string, number> = {}): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => k !== ""));
  for (const k of keys) if ((a[k] ?? 0) !== (b[k] ?? 0)) return false;
  return true;
}

async function main() {
  const loadStart = os.loadavg().map((l) => l.toFixed(1)).join(" / ");
  console.log(`Building ${TOTAL} cars across ${SITES} sites…`);
  const { docs, sites } = buildDataset({ total: TOTAL, sites: SITES, seed: 7, now: NOW });
  const queries = buildQueries(docs, { count: QUERY_COUNT, seed: 11, now: NOW, soldDays: SOLD_DAYS });
  const siteSizes = sites.map((s) => s.size).sort((a, b) => a - b);
  const kinds = new Map<string, number>();
  for (const q of queries) kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);

  console.log("Running engines…");
  let index: SearchIndex | undefined;
  const ours = await measure("ours", queries, () => {
    index = createSearchIndex(docs);
    return ourEngine(index);
  });
  // Incremental updates: a price change and a status change per car, applied in place.
  const upsertTimes: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const doc = docs[(i * 97) % docs.length];
    const changed = { ...doc, price: (doc.price ?? 20000) + 500, status: i % 2 ? ("sold" as const) : doc.status, soldAt: NOW };
    const t0 = performance.now();
    (index as SearchIndex).upsert(changed);
    upsertTimes.push(performance.now() - t0);
    (index as SearchIndex).upsert(doc);
  }
  index = undefined;

  const peers: Timing[] = [];
  peers.push(await measure("itemsjs (one index)", queries, () => createItemsjs(docs, NOW, SOLD_DAYS)));
  peers.push(await measure("itemsjs (one per site)", queries, () => createItemsjsPerSite(docs, NOW, SOLD_DAYS)));
  peers.push(await measure("orama (one index)", queries, () => createOrama(docs, NOW, SOLD_DAYS)));
  peers.push(await measure("orama (one per site)", queries, () => createOramaPerSite(docs, NOW, SOLD_DAYS)));

  // Agreement: hit counts wherever semantics match (no text); facet counts against itemsjs, whose
  // OR facets are disjunctive like ours.
  const comparable = queries.map((q, i) => (q.comparable ? i : -1)).filter((i) => i >= 0);
  const mismatches: string[] = [];
  const countMismatches = new Map<string, number>();
  const facetMismatches = new Map<string, number>();
  const pageMismatches = new Map<string, number>();
  const relevantComparable = comparable.filter((i) => queries[i].query.sort === "mostRelevant").length;
  for (const peer of peers) {
    let bad = 0;
    let badFacets = 0;
    let badPages = 0;
    for (const i of comparable) {
      if (peer.answers[i].count !== ours.answers[i].count) {
        bad++;
        if (mismatches.length < 10) {
          mismatches.push(`${peer.name}: query #${i} (${queries[i].kind}) ours ${ours.answers[i].count}, peer ${peer.answers[i].count}`);
        }
      }
      if (peer.name.startsWith("itemsjs")) {
        // itemsjs orders mostRelevant exactly as we do (custom rank descending, then id).
        if (queries[i].query.sort === "mostRelevant" && peer.answers[i].ids.join() !== ours.answers[i].ids.join()) {
          badPages++;
          if (mismatches.length < 10) mismatches.push(`${peer.name}: query #${i} page ids differ`);
        }
        for (const [facet, counts] of Object.entries(ours.answers[i].facets ?? {})) {
          if (!sameCounts(counts, peer.answers[i].facets?.[facet])) {
            badFacets++;
            if (mismatches.length < 10) mismatches.push(`${peer.name}: query #${i} facet ${facet} counts differ`);
            break;
          }
        }
      }
    }
    countMismatches.set(peer.name, bad);
    if (peer.name.startsWith("itemsjs")) {
      facetMismatches.set(peer.name, badFacets);
      pageMismatches.set(peer.name, badPages);
    }
  }

  const ourStats = summary(ours.times);
  const peerStats = peers.map((p) => ({ ...p, stats: summary(p.times) }));
  const fastest = peerStats.reduce((a, b) => (b.stats.p50 < a.stats.p50 ? b : a));
  const upsert = summary(upsertTimes);
  const bars = [
    { bar: `p50 at least 10× faster than the fastest peer (${fastest.name})`, value: `${(fastest.stats.p50 / ourStats.p50).toFixed(1)}×`, pass: fastest.stats.p50 / ourStats.p50 >= 10 },
    { bar: "p99 under 5 ms", value: ms(ourStats.p99), pass: ourStats.p99 < 5 },
    { bar: "index build under 2 s", value: `${ours.buildMs.toFixed(0)} ms`, pass: ours.buildMs < 2000 },
    { bar: "index memory under 300 MB", value: mb(ours.memory), pass: ours.memory < 300 * 1024 * 1024 },
  ];

  const rows = [{ ...ours, stats: ourStats }, ...peerStats].map((e) => {
    const ratio = e.name === "ours" ? "1×" : `${(e.stats.p50 / ourStats.p50).toFixed(0)}×`;
    return `| ${e.name} | ${ms(e.stats.p50)} | ${ms(e.stats.p90)} | ${ms(e.stats.p99)} | ${ms(e.stats.max)} | ${ms(e.stats.mean)} | ${ratio} | ${(e.buildMs / 1000).toFixed(2)} s | ${mb(e.memory)} | ${e.repeats === 1 ? "1" : `median of ${e.repeats}`} |`;
  });
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const report = [
    "# Search engine bench",
    "",
    `Command: \`npx tsx --expose-gc bench/search/run.ts\``,
    `Date: ${new Date().toISOString()}`,
    `Machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}${gc ? "" : " (run without --expose-gc: memory figures are rough)"}`,
    "",
    `Data: ${docs.length} cars across ${sites.length} sites (site size median ${siteSizes[Math.floor(siteSizes.length / 2)]}, largest ${siteSizes[siteSizes.length - 1]}, smallest ${siteSizes[0]}).`,
    `Queries: ${queries.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}); every sort; ${queries.filter((q) => q.query.offset > 0).length} past page 1. 12 facets counted per query. ${WARMUP} warm-up queries per engine, not timed.`,
    "",
    `Latency per query, measured around the call (Orama's promise awaited). Ratio = engine p50 / our p50. Engines under ${SLOW_MS} ms at p50 run each query ${REPEATS} times and keep the median (the machine is shared); slower ones run once.`,
    `Load average at start ${loadStart}, at end ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")} (1/5/15 min, ${os.cpus().length} cores).`,
    "",
    "| engine | p50 | p90 | p99 | max | mean | p50 ratio | build | memory (heap + array buffers) | runs per query |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    `Incremental update (upsert of a changed car, visible to the next search): p50 ${ms(upsert.p50)}, p99 ${ms(upsert.p99)}.`,
    "",
    "## Bars",
    "",
    "| bar | measured | result |",
    "| --- | --- | --- |",
    ...bars.map((b) => `| ${b.bar} | ${b.value} | ${b.pass ? "PASS" : "FAIL"} |`),
    "",
    "## Agreement",
    "",
    `Hit counts compared on the ${comparable.length} queries without text (text matching differs by design: our prefix + typo rules vs itemsjs' and Orama's).`,
    `Against itemsjs, whose OR facets are disjunctive like ours, every facet count is compared too, and the page of ids on the ${relevantComparable} of them sorted mostRelevant (same order: custom rank descending, then id). Empty values (a caravan's fuel) are not facet values for us and are left out.`,
    ...peers.map(
      (p) =>
        `- ${p.name}: ${countMismatches.get(p.name)} count mismatches${facetMismatches.has(p.name) ? `, ${facetMismatches.get(p.name)} queries with a facet count mismatch, ${pageMismatches.get(p.name)} with a different page` : ""}`,
    ),
    ...(mismatches.length ? ["", "First mismatches:", ...mismatches.map((m) => `- ${m}`)] : []),
    "",
    "## Set-up notes",
    "",
    "- Ours: one index for every site; the site is a bitset, stock visibility is computed per query from `now` and soldDays; facet counts are disjunctive; 12 facets counted.",
    "- Peers: run twice, with one index for every site (site as a filter, like ours) and with one index per site (the most favourable set-up for them). Stock visibility is precomputed into a field for them. itemsjs uses OR facets (disjunctive counts) and a filter function for ranges; Orama uses enum filters, `between` ranges, property sorts and its (non-disjunctive) facets.",
    "- Memory is the growth of V8 heap plus ArrayBuffer memory after building, measured after forced GC; the documents themselves exist before and are not counted.",
    "",
  ].join("\n");

  console.log(`\n${report}`);
  for (const b of bars) console.log(`${b.pass ? "PASS" : "FAIL"}  ${b.bar}: ${b.value}`);
  if (OUT !== "-") writeFileSync(OUT, report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
