/**
 * Measures the embedded valuation model (domain/valuation/model.ts) on held-out listings: every eligible listing
 * (in stock, unreserved, above $200) of the platform's stock is a comparable, except a random 20 % held out; each
 * held-out car that may get an online estimate (≤ 7 years, ≤ 100,000 km, used or demo) is valued from the rest
 * and its estimate compared with its listed price. The peer is the naive estimate (median listed price of the
 * same make and model within 3 years, no adjustment).
 *
 * The stock is the demo generator's (demo/stock-generator.ts): the four demo dealers as seeded, and a larger
 * platform of 20,000 cars. Its prices come from a depreciation and km model of its own with noise, so this
 * measures how well the model recovers a plausible market, not a real one.
 *
 * The bars (BARS below) are checked on both stocks; a bar missed prints FAIL and exits 1.
 *
 *   npm run bench:valuation
 */
import { loadavg } from "node:os";
import { demoDealers } from "~/demo/dealers";
import { generateStock, type GeneratedCar } from "~/demo/stock-generator";
import { isValuationEligibleListing, onlineEstimateBlock } from "~/domain/valuation/eligibility";
import { type ComparableListing, estimateValue, isComparable } from "~/domain/valuation/model";

const NOW = new Date("2026-11-25T00:00:00Z");
const HOLD_OUT = 0.2;

/** What the embedded model must do to be shown to shoppers as an instant estimate. */
const BARS = {
  /** At most this median error against the listed price. */
  medianPctError: 0.1,
  /** At most this share of the naive peer's median error (the model must earn its adjustments). */
  ofPeerError: 0.5,
  /** The ~68 % range holds the listed price this often (neither overconfident nor vague). */
  inRange: [0.55, 0.8],
  /** At least this share of the cars that may get an online estimate get one. */
  valued: 0.9,
} as const;

let failures = 0;
function bar(label: string, ok: boolean, detail: string) {
  if (!ok) failures += 1;
  console.log(`${ok ? "PASS" : "FAIL"}  ${label}: ${detail}`);
}

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

function listingOf(c: GeneratedCar): ComparableListing {
  return { make: c.make, model: c.model, badge: c.badge ?? "", year: c.year, km: c.km ?? 0, price: c.price! };
}

function evaluate(name: string, stock: GeneratedCar[]) {
  const random = mulberry32(42);
  const eligible = stock.filter(
    (c) =>
      c.vehicleKind === "car" &&
      isValuationEligibleListing({
        status: c.status ?? "in_stock",
        reserved: c.reserved ?? false,
        price: c.price ?? null,
        soldAt: c.soldAt ?? null,
      }),
  );
  const heldOut: GeneratedCar[] = [];
  const market: ComparableListing[] = [];
  for (const c of eligible) {
    if (random() < HOLD_OUT) heldOut.push(c);
    else market.push(listingOf(c));
  }
  const subjects = heldOut.filter((c) => c.carType !== "new" && onlineEstimateBlock({ year: c.year, km: c.km ?? 0 }, NOW) === null);

  const errors: number[] = [];
  const pct: number[] = [];
  const peerErrors: number[] = [];
  const peerPct: number[] = [];
  let inRange = 0;
  let valued = 0;
  const confidences: number[] = [];
  const started = performance.now();
  for (const c of subjects) {
    const subject = { make: c.make, model: c.model, badge: c.badge ?? "", year: c.year, km: c.km ?? 0, condition: "good" as const };
    const v = estimateValue(subject, market, NOW);
    if (!v) continue;
    valued += 1;
    const price = c.price!;
    errors.push(Math.abs(v.estimate - price));
    pct.push(Math.abs(v.estimate - price) / price);
    if (price >= v.low && price <= v.high) inRange += 1;
    confidences.push(v.confidence);
    const peer = median(market.filter((m) => isComparable(subject, m)).map((m) => m.price));
    peerErrors.push(Math.abs(peer - price));
    peerPct.push(Math.abs(peer - price) / price);
  }
  const ms = performance.now() - started;
  const fmt = (n: number) => `$${Math.round(n).toLocaleString("en-AU")}`;
  const p = (n: number) => `${(n * 100).toFixed(1)} %`;
  console.log(
    `| ${name} | ${eligible.length} | ${subjects.length} | ${valued} (${p(valued / subjects.length)}) | ${fmt(median(errors))} | ${p(median(pct))} | ${p(quantile(pct, 0.9))} | ${p(inRange / valued)} | ${median(confidences).toFixed(2)} | ${fmt(median(peerErrors))} / ${p(median(peerPct))} | ${(ms / Math.max(1, subjects.length)).toFixed(2)} ms |`,
  );
  return { name, valued: valued / subjects.length, pct: median(pct), peerPct: median(peerPct), inRange: inRange / valued };
}

const dealers = demoDealers(NOW);
const demoStock = dealers.flatMap((d) => generateStock({ ...d.stock, now: NOW }));
const large = generateStock({ count: 20_000, seed: 777, now: NOW, kinds: ["car"] });

console.log(
  `Embedded valuation on held-out listings (${(HOLD_OUT * 100).toFixed(0)} % held out), stock as of ${NOW.toISOString().slice(0, 10)}; ` +
    `run ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}\n`,
);
console.log(
  "| stock | eligible listings | held-out cars that may get an estimate | valued | median absolute error | median % error | 90th percentile % error | listed price inside the range | median confidence | peer (naive median): abs / % | time per valuation |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
const results = [evaluate("the 4 demo dealers", demoStock), evaluate("20,000-car platform", large)];

console.log("");
for (const r of results) {
  const pc = (n: number) => `${(n * 100).toFixed(1)} %`;
  bar(`${r.name}, median error`, r.pct <= BARS.medianPctError, `${pc(r.pct)} (bar ≤ ${pc(BARS.medianPctError)})`);
  bar(
    `${r.name}, against the naive peer`,
    r.pct <= r.peerPct * BARS.ofPeerError,
    `${pc(r.pct)} vs ${pc(r.peerPct)} (bar ≤ ${BARS.ofPeerError} × the peer's)`,
  );
  bar(
    `${r.name}, listed price inside the range`,
    r.inRange >= BARS.inRange[0] && r.inRange <= BARS.inRange[1],
    `${pc(r.inRange)} (bar ${pc(BARS.inRange[0])} to ${pc(BARS.inRange[1])})`,
  );
  bar(`${r.name}, cars valued`, r.valued >= BARS.valued, `${pc(r.valued)} (bar ≥ ${pc(BARS.valued)})`);
}
if (failures > 0) process.exitCode = 1;
