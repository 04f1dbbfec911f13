/**
 * The embedded valuation model: a car's market value from comparable listings on the platform (every dealer's
 * stock), ADR 038.
 *
 * 1. Comparables: the same make and model (any badge), within `COMPARABLE_YEARS` model years, each one an eligible
 *    listing (`isValuationEligibleListing`: in stock, not sold, not reserved, above $200).
 * 2. Depreciation and kilometres: ln(price) = badge level + β·age + γ·(km / 10,000), fitted by least squares across
 *    the comparables with one level per badge (so a dearer badge does not pass for a younger car). With too few cars,
 *    or an answer outside what cars do, the rates fall back to 10 % a year and 2 % per 10,000 km.
 * 3. Each comparable's price is moved to the subject's age, kilometres and badge; the estimate is their weighted
 *    median (nearer year, nearer kilometres and the same badge weigh more), the range their spread around it.
 * 4. Confidence falls with fewer (effectively) comparable cars, a wider spread, and no listing of the same badge.
 *    Fewer than `MIN_COMPARABLES` cars give no estimate at all.
 * 5. The shopper's condition moves the whole range (good = as listed).
 */
import { groupDigits } from "~/domain/stock/format";
import { ageInYears } from "./eligibility";

export const CONDITIONS = ["excellent", "good", "fair", "poor"] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_LABELS: Record<Condition, string> = {
  excellent: "Excellent",
  good: "Good",
  fair: "Fair",
  poor: "Poor",
};
/** What each condition does to a listed (retail, reconditioned) price. */
export const CONDITION_FACTORS: Record<Condition, number> = { excellent: 1.04, good: 1, fair: 0.92, poor: 0.82 };

export const MIN_COMPARABLES = 3;
export const COMPARABLE_YEARS = 3;
export const DEFAULT_RATES = { perYear: -0.1, per10000Km: -0.02 };
/** Fitted rates are believed only within these bounds (log change per year, per 10,000 km). */
const YEAR_RATE_BOUNDS = [-0.25, -0.03] as const;
const KM_RATE_BOUNDS = [-0.06, 0] as const;

export type ComparableListing = { make: string; model: string; badge: string; year: number; km: number; price: number };
/** km null: a vehicle with no odometer (a caravan), valued without a kilometre adjustment. `kind` names it in the method. */
export type ValuationSubject = {
  make: string;
  model: string;
  badge?: string;
  year: number;
  km: number | null;
  condition: Condition;
  kind?: "car" | "motorcycle" | "caravan";
};

export type Valuation = {
  /** Whole dollars, rounded to $100. */
  low: number;
  estimate: number;
  high: number;
  /** 0..1; falls when comparables are few, far or spread out. */
  confidence: number;
  confidenceLabel: ConfidenceLabel;
  /** How it was made, in a sentence or two a shopper can read. */
  method: string;
  comparables: number;
  badgeMatches: number;
  /** The rates used: share of value lost per year of age and per 10,000 km. */
  perYear: number;
  per10000Km: number;
  condition: Condition;
  source: string;
};

export type ConfidenceLabel = "high" | "medium" | "low";

export function confidenceLabel(confidence: number): ConfidenceLabel {
  return confidence >= 0.7 ? "high" : confidence >= 0.4 ? "medium" : "low";
}

const norm = (s: string | undefined) => (s ?? "").trim().toLowerCase().replace(/\s+/g, " ");
const clamp = (n: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, n));

/** Whether a listing is a comparable of the subject (same make and model, near in year, priced). */
export function isComparable(subject: Pick<ValuationSubject, "make" | "model" | "year">, c: ComparableListing): boolean {
  return (
    norm(c.make) === norm(subject.make) &&
    norm(c.model) === norm(subject.model) &&
    Math.abs(c.year - subject.year) <= COMPARABLE_YEARS &&
    Number.isFinite(c.price) &&
    c.price > 0
  );
}

type Point = { y: number; age: number; k: number; badge: string };

/**
 * Least squares of ln(price) on age and km/10,000 with one intercept per badge (within-badge deviations).
 * Returns the default rates when the data cannot tell (too few cars, no spread in age or km).
 */
export function fitRates(points: readonly Point[]): { perYear: number; per10000Km: number; fitted: boolean } {
  const groups = new Map<string, Point[]>();
  for (const p of points) groups.set(p.badge, [...(groups.get(p.badge) ?? []), p]);
  let saa = 0;
  let sak = 0;
  let skk = 0;
  let say = 0;
  let sky = 0;
  for (const group of groups.values()) {
    const n = group.length;
    const my = group.reduce((s, p) => s + p.y, 0) / n;
    const ma = group.reduce((s, p) => s + p.age, 0) / n;
    const mk = group.reduce((s, p) => s + p.k, 0) / n;
    for (const p of group) {
      const a = p.age - ma;
      const k = p.k - mk;
      const y = p.y - my;
      saa += a * a;
      sak += a * k;
      skk += k * k;
      say += a * y;
      sky += k * y;
    }
  }
  const det = saa * skk - sak * sak;
  const freedom = points.length - groups.size;
  if (freedom < 4 || saa < 1 || skk < 0.5 || det < 1e-6 * Math.max(1, saa * skk)) {
    return { ...DEFAULT_RATES, fitted: false };
  }
  const beta = (say * skk - sky * sak) / det;
  const gamma = (sky * saa - say * sak) / det;
  if (!Number.isFinite(beta) || !Number.isFinite(gamma)) return { ...DEFAULT_RATES, fitted: false };
  return { perYear: clamp(beta, YEAR_RATE_BOUNDS), per10000Km: clamp(gamma, KM_RATE_BOUNDS), fitted: true };
}

function weightedQuantile(values: ReadonlyArray<{ v: number; w: number }>, q: number): number {
  const sorted = [...values].sort((a, b) => a.v - b.v);
  const total = sorted.reduce((s, x) => s + x.w, 0);
  let acc = 0;
  for (const x of sorted) {
    acc += x.w;
    if (acc >= q * total) return x.v;
  }
  return sorted[sorted.length - 1].v;
}

const floorTo = (n: number, step: number) => Math.floor(n / step) * step;
const ceilTo = (n: number, step: number) => Math.ceil(n / step) * step;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/**
 * The subject's market value from `listings` (already eligible listings; non-comparables are ignored), or null
 * with fewer than `MIN_COMPARABLES` comparables. `now` decides ages.
 */
export function estimateValue(
  subject: ValuationSubject,
  listings: readonly ComparableListing[],
  now: Date,
  source = "embedded",
): Valuation | null {
  const comparables = listings.filter((c) => isComparable(subject, c));
  if (comparables.length < MIN_COMPARABLES) return null;
  const subjectBadge = norm(subject.badge);
  const subjectAge = ageInYears(subject.year, now);
  const subjectKm = subject.km;
  const points: Point[] = comparables.map((c) => ({
    y: Math.log(c.price),
    age: ageInYears(c.year, now),
    k: c.km / 10_000,
    badge: norm(c.badge),
  }));
  const rates = fitRates(points);

  // Each badge's level (mean of ln price with age and km taken out); the subject's is its badge's, else the average.
  const levels = new Map<string, { sum: number; n: number }>();
  for (const p of points) {
    const level = p.y - rates.perYear * p.age - rates.per10000Km * p.k;
    const entry = levels.get(p.badge) ?? { sum: 0, n: 0 };
    levels.set(p.badge, { sum: entry.sum + level, n: entry.n + 1 });
  }
  const levelOf = (badge: string) => {
    const e = levels.get(badge);
    return e ? e.sum / e.n : undefined;
  };
  const badgeMatches = subjectBadge ? (levels.get(subjectBadge)?.n ?? 0) : 0;

  const moved = points.map((p) => {
    const badgeShift = badgeMatches > 0 ? levelOf(subjectBadge)! - levelOf(p.badge)! : 0;
    const dk = subjectKm === null ? 0 : subjectKm / 10_000 - p.k;
    const v = p.y + rates.perYear * (subjectAge - p.age) + rates.per10000Km * dk + badgeShift;
    const sameBadge = badgeMatches > 0 && p.badge === subjectBadge;
    const w = Math.exp(-Math.abs(subjectAge - p.age) / 2) * Math.exp(-Math.abs(dk) / 4) * (sameBadge ? 2 : 1);
    return { v, w };
  });

  const centre = weightedQuantile(moved, 0.5);
  const sigma =
    1.4826 *
    weightedQuantile(
      moved.map((m) => ({ v: Math.abs(m.v - centre), w: m.w })),
      0.5,
    );
  const totalW = moved.reduce((s, m) => s + m.w, 0);
  const effective = (totalW * totalW) / moved.reduce((s, m) => s + m.w * m.w, 0);
  const badgePenalty = subjectBadge && badgeMatches === 0 ? 0.04 : 0;
  // A floor for a spread few cars cannot show, and a term that shrinks as comparables grow.
  const halfWidth = Math.max(0.03, sigma * Math.sqrt(1 + 1 / effective)) + 0.1 / Math.sqrt(effective) + badgePenalty;

  const volume = 1 - Math.exp(-effective / 5);
  const tightness = Math.min(1, Math.max(0, 1 - halfWidth / 0.3));
  const badgeFactor = badgeMatches > 0 || !subjectBadge ? 1 : 0.75;
  const confidence = Number((volume * tightness * badgeFactor).toFixed(2));

  const factor = CONDITION_FACTORS[subject.condition];
  const estimate = Math.exp(centre) * factor;
  const low = floorTo(Math.exp(centre - halfWidth) * factor, 100);
  const high = Math.max(low + 100, ceilTo(Math.exp(centre + halfWidth) * factor, 100));
  const perYear = 1 - Math.exp(rates.perYear);
  const per10000Km = 1 - Math.exp(rates.per10000Km);
  return {
    low,
    estimate: Math.min(high, Math.max(low, roundTo(estimate, 100))),
    high,
    confidence,
    confidenceLabel: confidenceLabel(confidence),
    method: describeMethod({ subject, comparables: comparables.length, badgeMatches, perYear, per10000Km, fitted: rates.fitted }),
    comparables: comparables.length,
    badgeMatches,
    perYear: Number(perYear.toFixed(3)),
    per10000Km: Number(per10000Km.toFixed(3)),
    condition: subject.condition,
    source,
  };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function describeMethod(m: {
  subject: ValuationSubject;
  comparables: number;
  badgeMatches: number;
  perYear: number;
  per10000Km: number;
  fitted: boolean;
}): string {
  const { subject } = m;
  const badge = subject.badge?.trim();
  const same = badge ? (m.badgeMatches > 0 ? ` (${m.badgeMatches} of them ${badge})` : ` (none of them ${badge})`) : "";
  const noun = subject.kind ?? "car";
  const perKm = subject.km === null ? "" : ` and ${percent(m.per10000Km)} per 10,000 km`;
  const rates = `${percent(m.perYear)} of value a year of age${perKm}${m.fitted ? ", as these listings show" : ", typical rates as these listings are too few to show their own"}`;
  const kilometres = subject.km === null ? "" : ` with ${groupDigits(subject.km)} km`;
  const condition =
    subject.condition === "good"
      ? `in good condition, as listed ${noun}s are`
      : `in ${CONDITION_LABELS[subject.condition].toLowerCase()} condition`;
  return (
    `Based on ${m.comparables} ${subject.make} ${subject.model} listings for sale with dealers on our platform${same}, ` +
    `each adjusted to a ${subject.year} ${noun}${kilometres} (${rates}), for a ${noun} ${condition}.`
  );
}
