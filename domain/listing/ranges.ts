/** Slider and range rules (000 §5, 001 §5, §9). */
export type SliderBounds = { min: number; max: number; step: number };

export const roundToThousand = (n: number) => Math.round(n / 1000) * 1000;

export function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

/**
 * A two-thumb price range: each thumb clamps to the bounds and snaps to the step; the thumbs keep a gap of
 * at least 1, so the low thumb never reaches the high one.
 */
export function clampPriceRange(low: number, high: number, bounds: SliderBounds): { low: number; high: number } {
  const snap = (n: number) => clamp(bounds.min + Math.round((n - bounds.min) / bounds.step) * bounds.step, bounds.min, bounds.max);
  let l = snap(Number.isFinite(low) ? low : bounds.min);
  let h = snap(Number.isFinite(high) ? high : bounds.max);
  if (h <= l) {
    h = Math.min(bounds.max, l + Math.max(1, bounds.step));
    if (h <= l) l = Math.max(bounds.min, h - Math.max(1, bounds.step));
  }
  return { low: l, high: h };
}

/** Kilometre filters snap to whole thousands. */
export function clampKmRange(low: number | undefined, high: number | undefined): { low?: number; high?: number } {
  const l = low === undefined || !Number.isFinite(low) ? undefined : Math.max(0, roundToThousand(low));
  let h = high === undefined || !Number.isFinite(high) ? undefined : Math.max(0, roundToThousand(high));
  if (l !== undefined && h !== undefined && h <= l) h = l + 1000;
  return { low: l, high: h };
}

export const QUICK_PRICE_OPTIONS = {
  standard: [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000],
  prestige: [300000, 400000, 500000, 600000, 700000, 800000],
} as const;
