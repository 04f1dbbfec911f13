/**
 * The price comparison block (000 §3, §5, §8) and the market range behind it.
 * Shown only when every field exists, confidence is above 0.2 and the top of the market range is not
 * below the listing price. The range comes from comparable cars (same make and model, near year and km).
 */
export type PriceComparison = {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string;
};

export const MIN_CONFIDENCE = 0.2;

const NUMERIC_FIELDS = ["fill", "listing_price", "market_range_min", "market_range_max", "confidence"] as const;

/** Narrows an API answer to a comparison the page may show. */
export function isPriceComparisonShown(value: unknown): value is PriceComparison {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  for (const field of NUMERIC_FIELDS) {
    if (typeof v[field] !== "number" || !Number.isFinite(v[field])) return false;
  }
  if (typeof v.description !== "string") return false;
  const p = v as PriceComparison;
  return p.confidence > MIN_CONFIDENCE && p.market_range_max >= p.listing_price;
}

export type Comparable = { price: number; year: number; km: number };
export type Subject = { price: number; year: number; km: number; make: string; model: string };

/** How far from the subject a comparable may be (the embedded service's query uses the same numbers). */
export const COMPARABLE_WINDOW = { years: 2, km: 40_000 };
/** Fewer comparables than this gives no answer at all. */
export const MIN_COMPARABLES = 3;

// A year of age is worth about 8 % of the price; 10,000 km about 3 % (Australian used-car rules of thumb).
const PER_YEAR = 0.08;
const PER_10000_KM = 0.03;

/** A comparable's price as if it had the subject's year and kilometres. */
export function adjustedPrice(c: Comparable, subject: Pick<Subject, "year" | "km">): number {
  const factor = 1 + PER_YEAR * (subject.year - c.year) - PER_10000_KM * ((subject.km - c.km) / 10_000);
  return c.price * Math.min(1.5, Math.max(0.6, factor));
}

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lower = Math.floor(pos);
  const upper = Math.ceil(pos);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (pos - lower);
}

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/**
 * Confidence from the number of comparables (more is better, saturating) and their spread
 * (a range wider than 60 % of the median says little).
 */
export function confidenceFor(count: number, min: number, max: number, median: number): number {
  if (count < MIN_COMPARABLES || median <= 0) return 0;
  const volume = 1 - Math.exp(-count / 8);
  const spread = Math.min(1, Math.max(0, 1 - (max - min) / median / 0.6));
  return Number((volume * (0.4 + 0.6 * spread)).toFixed(2));
}

/** The market range (middle 70 % of adjusted prices) and where the listing sits in it; null without enough cars. */
export function computePriceComparison(subject: Subject, comparables: readonly Comparable[]): PriceComparison | null {
  if (!(subject.price > 0)) return null;
  const prices = comparables
    .filter(
      (c) =>
        c.price > 0 && Math.abs(c.year - subject.year) <= COMPARABLE_WINDOW.years && Math.abs(c.km - subject.km) <= COMPARABLE_WINDOW.km,
    )
    .map((c) => adjustedPrice(c, subject))
    .sort((a, b) => a - b);
  if (prices.length < MIN_COMPARABLES) return null;
  const min = roundTo(quantile(prices, 0.15), 100);
  const max = Math.max(min + 100, roundTo(quantile(prices, 0.85), 100));
  const median = quantile(prices, 0.5);
  const fill = Number(Math.min(1, Math.max(0, (subject.price - min) / (max - min))).toFixed(3));
  return {
    fill,
    listing_price: subject.price,
    market_range_min: min,
    market_range_max: max,
    confidence: confidenceFor(prices.length, min, max, median),
    description: describe(subject, min, max, prices.length),
  };
}

function describe(subject: Subject, min: number, max: number, count: number): string {
  const name = `${subject.year} ${subject.make} ${subject.model}`;
  const where =
    subject.price < min
      ? "below the market range"
      : subject.price > max
        ? "above the market range"
        : subject.price <= (min + max) / 2
          ? "in the lower half of the market range"
          : "in the upper half of the market range";
  return `This ${name} is priced ${where}, based on ${count} comparable cars of similar age and kilometres.`;
}
