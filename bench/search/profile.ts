/**
 * Our engine alone on the bench stock and queries, for profiling:
 *
 *   npx tsx bench/search/profile.ts                 # per-kind p50 / p90
 *   node --cpu-prof --import tsx bench/search/profile.ts
 *
 * Env: BENCH_DOCS, BENCH_SITES, BENCH_QUERIES (as run.ts), PROFILE_PASSES (default 10),
 * PROFILE_DUMP (write every answer as JSON to this file, to diff two versions of the engine).
 */
import { writeFileSync } from "node:fs";
import { createSearchIndex } from "~/domain/search/engine";
import { buildDataset } from "./dataset";
import { buildQueries } from "./queries";

const TOTAL = Number(process.env.BENCH_DOCS ?? 100_000);
const SITES = Number(process.env.BENCH_SITES ?? 200);
const QUERY_COUNT = Number(process.env.BENCH_QUERIES ?? 1200);
const PASSES = Number(process.env.PROFILE_PASSES ?? 10);
const NOW = Date.UTC(2025, 6, 15, 2, 0, 0);

const { docs } = buildDataset({ total: TOTAL, sites: SITES, seed: 7, now: NOW });
const queries = buildQueries(docs, { count: QUERY_COUNT, seed: 11, now: NOW, soldDays: 3 });
const t0 = performance.now();
const index = createSearchIndex(docs);
console.log(`build ${(performance.now() - t0).toFixed(0)} ms`);

if (process.env.PROFILE_DUMP) {
  const answers = queries.map((q) => {
    const r = index.search(q.query);
    const facets = Object.fromEntries(
      Object.entries(r.facets).map(([f, c]) => [f, Object.fromEntries(Object.entries(c ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)))]),
    );
    return { ids: r.ids, count: r.count, pages: r.pages, stats: r.stats, facets };
  });
  writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(answers));
}

const times = queries.map((): number[] => []);
for (let pass = 0; pass < PASSES; pass++) {
  queries.forEach((q, i) => {
    const s = performance.now();
    index.search(q.query);
    times[i].push(performance.now() - s);
  });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// PROFILE_STAT=min takes each query's fastest pass: steadier than the median on a busy machine.
const perQuery = times.map(process.env.PROFILE_STAT === "min" ? (xs: number[]) => Math.min(...xs) : median);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)];
const us = (v: number) => `${(v * 1000).toFixed(1)} µs`;
console.log(
  `all: p50 ${us(pct(perQuery, 0.5))} p90 ${us(pct(perQuery, 0.9))} p99 ${us(pct(perQuery, 0.99))} mean ${us(perQuery.reduce((a, b) => a + b, 0) / perQuery.length)}`,
);
const kinds = [...new Set(queries.map((q) => q.kind))];
for (const kind of kinds) {
  const xs = perQuery.filter((_, i) => queries[i].kind === kind);
  console.log(`  ${kind.padEnd(16)} n=${String(xs.length).padStart(4)} p50 ${us(pct(xs, 0.5))} p90 ${us(pct(xs, 0.9))}`);
}
