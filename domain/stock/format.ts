const AUD = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** A price as shoppers read it, or the dealer's no-price text. */
export function formatPrice(price: number | null | undefined, noPriceText: string): string {
  return price && price > 0 ? AUD.format(price) : noPriceText;
}
