const AUD = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** A price as shoppers read it, or the dealer's no-price text. */
export function formatPrice(price: number | null | undefined, noPriceText: string): string {
  return price && price > 0 ? AUD.format(price) : noPriceText;
}

const PRICE_TYPE_LABELS: Record<string, string> = {
  drive_away: "Drive Away",
  excl_govt_charges: "Excl. Govt. Charges",
  egc: "Excl. Govt. Charges",
  negotiable: "Negotiable",
  driveaway_no_more_to_pay: "Drive Away, No More To Pay",
};

export function priceTypeLabel(priceType: string): string {
  return PRICE_TYPE_LABELS[priceType] ?? priceType.replace(/_/g, " ");
}

export function formatKm(km: number): string {
  return `${km.toLocaleString("en-AU")} km`;
}
