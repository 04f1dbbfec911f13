/** The shapes of a car's JSON columns (the database stores them; rules and pages read them). */
export type CarImage = { url: string; thumb: { url: string } };
export type SpinHotspot = { frame: number; x: number; y: number; label: string; description?: string };
export type CarSpec = { group: string; name: string; value: string };

/** A stored market price comparison of one car (the price comparison service's answer). */
export type PriceComparisonPayload = {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string;
};
