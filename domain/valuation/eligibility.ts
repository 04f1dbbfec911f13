/**
 * Who gets an automated valuation, and which listings may inform one (001 §5, §9):
 * - a listing counts as market data (a comparable) only when it is in stock, not sold, not reserved and priced
 *   above $200 (the Autograb minimum price);
 * - an online estimate is generally not given for cars over 7 years old or with more than 100,000 km (the trade-in
 *   FAQ): those shoppers are offered a dealer appraisal instead.
 */
import { groupDigits } from "~/domain/stock/format";

/** Autograb minimum price: a listing at or below this is not a market price (a placeholder, a deposit). */
export const AUTOGRAB_MIN_PRICE = 200;
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
export const ONLINE_ESTIMATE_MAX_KM = 100_000;

export const ONLINE_ESTIMATE_LIMIT_TEXT = `over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old or with more than ${groupDigits(ONLINE_ESTIMATE_MAX_KM)} km`;

/** The FAQ's answer, word for word where the page explains why it gives no estimate. */
export const NO_ONLINE_ESTIMATE_TEXT = `An online estimate is generally not given for cars ${ONLINE_ESTIMATE_LIMIT_TEXT}.`;

export type ListingState = { status: string; reserved: boolean; price: number | null; soldAt?: Date | null };

/** Automated valuation eligibility: status in_stock, not sold, not reserved, price above 200. */
export function isValuationEligibleListing(car: ListingState): boolean {
  return car.status === "in_stock" && !car.soldAt && !car.reserved && car.price !== null && car.price > AUTOGRAB_MIN_PRICE;
}

export type OnlineEstimateBlock = "age" | "km";

/** The car's age in whole model years at `now` (a car of this year is 0). */
export function ageInYears(year: number, now: Date): number {
  return Math.max(0, now.getUTCFullYear() - year);
}

/**
 * Why a car gets no online estimate (over 7 years old, or over 100,000 km), or null when it may have one.
 * A car exactly 7 years old or on exactly 100,000 km still gets one; a caravan (no odometer, km null) is judged by age.
 */
export function onlineEstimateBlock(car: { year: number; km: number | null }, now: Date): OnlineEstimateBlock | null {
  if (ageInYears(car.year, now) > ONLINE_ESTIMATE_MAX_AGE_YEARS) return "age";
  if (car.km !== null && car.km > ONLINE_ESTIMATE_MAX_KM) return "km";
  return null;
}
