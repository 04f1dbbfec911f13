/** Fuel calculator: cost per week or per year from the car's consumption, the shopper's kilometres and fuel price. */
export type FuelPeriod = "week" | "year";

export type FuelInput = {
  /** The car's consumption, litres per 100 km. */
  litresPer100km: number;
  /** Kilometres the shopper drives in the chosen period. */
  km: number;
  period: FuelPeriod;
  /** Dollars per litre. */
  pricePerLitre: number;
};

export const WEEKS_PER_YEAR = 52;

export type FuelCost = { perWeek: number; perYear: number; litres: number };

export function fuelCost(input: FuelInput): FuelCost | null {
  const { litresPer100km, km, pricePerLitre } = input;
  if (![litresPer100km, km, pricePerLitre].every((n) => Number.isFinite(n) && n >= 0) || litresPer100km <= 0) return null;
  const kmPerWeek = input.period === "week" ? km : km / WEEKS_PER_YEAR;
  const perWeek = (kmPerWeek / 100) * litresPer100km * pricePerLitre;
  return { perWeek, perYear: perWeek * WEEKS_PER_YEAR, litres: (km / 100) * litresPer100km };
}

/** Shopper defaults: Australia's average of about 12,100 km a year, and a typical pump price. */
export const FUEL_DEFAULTS = { kmPerYear: 12_000, kmPerWeek: 250, pricePerLitre: 2.0 } as const;
