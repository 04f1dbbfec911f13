/** The price comparison service's part of the configuration (server/config.ts). */
import { z } from "zod";
import type { ConfigCheck } from "~/server/config-part";

export const priceComparisonVariables = z.object({
  /** embedded: the platform-wide comparison of its own stock; http: an outside market data API. */
  PRICE_COMPARISON_PROVIDER: z.enum(["embedded", "http"]).default("embedded"),
  PRICE_COMPARISON_URL: z.string().url().optional(),
  PRICE_COMPARISON_API_KEY: z.string().min(8).optional(),
});

export type PriceComparisonConfig = z.output<typeof priceComparisonVariables>;

export const checkPriceComparisonVariables: ConfigCheck<PriceComparisonConfig> = (config, issue) => {
  if (config.PRICE_COMPARISON_PROVIDER !== "http") return;
  for (const variable of ["PRICE_COMPARISON_URL", "PRICE_COMPARISON_API_KEY"] as const) {
    if (!config[variable]) issue(variable, "is required when PRICE_COMPARISON_PROVIDER=http");
  }
};
