/**
 * The embedded lender's rate table: a base rate per self-assessed credit score, loaded for older cars,
 * plus the fees that make up the comparison rate. Replace it with FINANCE_QUOTE_RATES (JSON of this shape).
 */
import { z } from "zod";
import { CREDIT_SCORES } from "~/domain/finance/quote-contract";

export const rateTableSchema = z.object({
  /** Advertised yearly rate in percent by credit score. */
  baseRates: z.record(z.enum(CREDIT_SCORES), z.number().min(0).max(50)),
  /** Added to the rate by the car's age in years (first band whose maxAge is at least the age). */
  ageLoadings: z.array(z.object({ maxAge: z.number().int().min(0), add: z.number().min(0).max(20) })).min(1),
  establishmentFee: z.number().min(0),
  monthlyFee: z.number().min(0),
});

export type RateTable = z.output<typeof rateTableSchema>;

export const DEFAULT_RATE_TABLE: RateTable = {
  baseRates: { EXCELLENT: 7.49, GREAT: 8.49, GOOD: 10.49, FAIR: 13.99, POOR: 18.99 },
  ageLoadings: [
    { maxAge: 3, add: 0 },
    { maxAge: 7, add: 0.5 },
    { maxAge: 12, add: 1.5 },
    { maxAge: 200, add: 3 },
  ],
  establishmentFee: 395,
  monthlyFee: 8,
};

export function advertisedRate(table: RateTable, score: keyof RateTable["baseRates"], carAgeYears: number): number {
  const loading = table.ageLoadings.find((band) => Math.max(0, carAgeYears) <= band.maxAge)?.add ?? table.ageLoadings.at(-1)!.add;
  return Number((table.baseRates[score] + loading).toFixed(2));
}
