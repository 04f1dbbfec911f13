/**
 * The search engine at platform scale (issue 18): 1,000,000 cars by default. Our engine's build time, memory and
 * latency (p50/p99 over realistic queries), and its agreement with itemsjs (one index per site: the set-up in which
 * itemsjs is fast enough to answer every query at this size) on hit counts, facet counts and the first page of ids.
 * Each bar is printed with its ratio in the same run. The peers' latency race is bench/search/run.ts (100,000 cars).
 *
 *   npx tsx --expose-gc --max-old-space-size=8192 bench/search/scale.ts
 *
 * Env: BENCH_DOCS (default 1000000), BENCH_SITES (200), BENCH_QUERIES (1200), BENCH_AGREE (how many of the
 * comparable queries itemsjs answers too, default 400).
 */
import os from "node:os";
import { createSearchIndex } from "~/domain/search/engine";
import { buildDataset } from "./dataset";
import { createItemsjsPerSite } from "./peers";
import { buildQueries } from "./queries";

const TOTAL = Number(process.env.BENCH_DOCS ?? 1_000_000);
const SITES = Number(process.env.BENCH_SITES ?? 200);
const QUERY_COUNT = Number(process.env.BENCH_QUERIES ?? 1200);
const AGREE = Number(process.env.BENCH_AGREE ?? 400);
const NOW = Date.UTC(2025, 6, 15, 2, 0, 0);
const SOLD_DAYS = 3;
const BARS = { p99Ms: 2, buildMs: 20_000, memoryMb: 600 };

const gc = (globalThis as { gc?: () => void }).gc;
function memory(): number {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
const fmtMs = (v: number) => (v < 0.1 ? `${(v * 1000).toFixed(1)} µs` : `${v.toFixed(3)} ms`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

/** Our engine treats an empty string as "no value" (caravans have no fuel); itemsjs counts it as a value. */
function sameCounts(a: Record<string, number> = {}, b: Record<string, number> = {}): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => k !== ""));
  for (const k of keys) if ((a[k] ?? 0) !== (b[k] ?? 0)) return false;
  return true;
}

async function main() {
  console.log(
    `Search engine at scale, ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores, load average ${load()} at the start, Node ${process.version}${gc ? "" : " (no --expose-gc: memory is rough)"}`,
  );
  const { docs } = buildDataset({ total: TOTAL, sites: SITES, seed: 7, now: NOW });
  const queries = buildQueries(docs, { count: QUERY_COUNT, seed: 11, now: NOW, soldDays: SOLD_DAYS });
  console.log(`${docs.length.toLocaleString("en-AU")} cars across ${SITES} sites, ${queries.length} queries`);

  const before = memory();
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const index = createSearchIndex(docs);
  const buildMs = performance.now() - started;
  const buildCpu = process.cpuUsage(cpuStarted);
  // On a shared machine the wall time includes waiting for a core; the CPU time (this process, GC threads too) does not.
  const buildCpuMs = (buildCpu.user + buildCpu.system) / 1000;
  const memoryMb = (memory() - before) / 1024 / 1024;

  for (const q of queries.slice(0, 200)) index.search(q.query);
  // Each query three times, its median kept (a time slice lost to another process on a shared machine counts less).
  const fastest: number[] = [];
  const times = queries.map((q) => {
    const t: number[] = [];
    for (let r = 0; r < 3; r++) {
      const t0 = performance.now();
      index.search(q.query);
      t.push(performance.now() - t0);
    }
    t.sort((a, b) => a - b);
    fastest.push(t[0]);
    return t[1];
  });
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  const fastestP99 = percentile(
    [...fastest].sort((a, b) => a - b),
    0.99,
  );
  const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
  // Our figures first: itemsjs takes minutes to build at this size.
  console.log(
    `build: ${(buildMs / 1000).toFixed(2)} s (bar < ${BARS.buildMs / 1000} s: ratio ${(buildMs / BARS.buildMs).toFixed(2)}, ${verdict(buildMs < BARS.buildMs)}); CPU time ${(buildCpuMs / 1000).toFixed(2)} s`,
  );
  console.log(
    `memory: ${memoryMb.toFixed(1)} MB of heap and buffers for the index (bar < ${BARS.memoryMb} MB: ratio ${(memoryMb / BARS.memoryMb).toFixed(2)}, ${verdict(memoryMb < BARS.memoryMb)})`,
  );
  console.log(
    `latency (each query's median of three): p50 ${fmtMs(p50)}, p99 ${fmtMs(p99)}, max ${fmtMs(sorted[sorted.length - 1])} (bar p99 < ${BARS.p99Ms} ms: ratio ${(p99 / BARS.p99Ms).toFixed(3)}, ${verdict(p99 < BARS.p99Ms)}); p99 of each query's fastest of three ${fmtMs(fastestP99)}; load average ${load()}`,
  );

  // Agreement with itemsjs on the comparable queries (no text), a spread sample of them.
  const comparable = queries.map((q, i) => (q.comparable ? i : -1)).filter((i) => i >= 0);
  const step = Math.max(1, Math.floor(comparable.length / AGREE));
  const sample = comparable.filter((_, k) => k % step === 0).slice(0, AGREE);
  const peerStarted = performance.now();
  const peer = createItemsjsPerSite(docs, NOW, SOLD_DAYS);
  const peerBuildMs = performance.now() - peerStarted;
  let countMismatches = 0;
  let facetMismatches = 0;
  let pageMismatches = 0;
  let pagesWithSold = 0;
  const statusOf = new Map(docs.map((d) => [d.id, d.status]));
  const peerTimes: number[] = [];
  for (const i of sample) {
    const ours = index.search(queries[i].query);
    const t0 = performance.now();
    const theirs = await peer.run(queries[i]);
    peerTimes.push(performance.now() - t0);
    if (theirs.count !== ours.count) countMismatches++;
    // Ours shows a sold car (visible for soldDays) after the cars a shopper can still buy; itemsjs orders by rank alone.
    // So first pages (offset 0) are compared where itemsjs' page holds no sold car: there both orders give the same page.
    if (queries[i].query.sort === "mostRelevant") {
      if (queries[i].query.offset || theirs.ids.some((id) => statusOf.get(id) === "sold")) pagesWithSold++;
      else if (theirs.ids.join() !== ours.ids.join()) pageMismatches++;
    }
    for (const [facet, counts] of Object.entries((ours.facets ?? {}) as Record<string, Record<string, number>>)) {
      if (!sameCounts(counts, theirs.facets?.[facet])) {
        facetMismatches++;
        break;
      }
    }
  }
  const peerP50 = percentile(
    [...peerTimes].sort((a, b) => a - b),
    0.5,
  );
  const rss = process.memoryUsage().rss / 1024 / 1024;

  console.log(
    `agreement with itemsjs (one index per site, built in ${(peerBuildMs / 1000).toFixed(1)} s, p50 ${fmtMs(peerP50)} on these queries: ours is ${(peerP50 / p50).toFixed(0)}× faster at p50) on ${sample.length} queries without text: ${countMismatches} hit-count mismatches, ${facetMismatches} queries with a facet count mismatch, ${pageMismatches} with a different first page among those whose itemsjs page holds no sold car (${pagesWithSold} others, later pages or pages with a sold car, not compared: sold cars go last in ours) (${verdict(countMismatches + facetMismatches + pageMismatches === 0)})`,
  );
  console.log(`process RSS ${rss.toFixed(0)} MB with the documents and itemsjs; load average at the end: ${load()}`);
}

await main();
