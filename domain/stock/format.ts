/**
 * A number as en-AU writes it (12,345.5), as `toLocaleString("en-AU")` would, without Intl: a page's
 * first Intl call loads locale data, which costs a throttled phone a long task during hydration.
 */
export function groupDigits(n: number, maxFractionDigits = 3): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole, fraction = ""] = Math.abs(n).toFixed(maxFractionDigits).split(".");
  const digits = fraction.replace(/0+$/, "");
  const negative = n < 0 && (/[1-9]/.test(whole) || digits !== "");
  return `${negative ? "-" : ""}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${digits ? `.${digits}` : ""}`;
}

/** Whole dollars: $12,345 (and -$12,345). */
export function formatAud(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? "-" : ""}$${groupDigits(Math.abs(rounded), 0)}`;
}

/** A price as shoppers read it, or the dealer's no-price text. */
export function formatPrice(price: number | null | undefined, noPriceText: string): string {
  return price && price > 0 ? formatAud(price) : noPriceText;
}

const PRICE_TYPE_LABELS: Record<string, string> = {
  drive_away: "Drive Away",
  excl_govt_charges: "Excl. Govt. Charges",
  egc: "Excl. Govt. Charges",
  negotiable: "Negotiable",
  driveaway_no_more_to_pay: "Drive Away, No More To Pay",
};

/** The price types a car may store (a stock feed's price type becomes one of these). */
export const PRICE_TYPES: readonly string[] = Object.keys(PRICE_TYPE_LABELS);

export function priceTypeLabel(priceType: string): string {
  return PRICE_TYPE_LABELS[priceType] ?? priceType.replace(/_/g, " ");
}

export function formatKm(km: number): string {
  return `${groupDigits(km)} km`;
}

/** A car's condition as the spec names it (car_type). */
export const CAR_TYPES = ["new", "used", "demo"] as const;
