const AUD = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** Whole dollars as shoppers read them: $1,234. */
export function money(n: number): string {
  return AUD.format(Math.round(n));
}
