/** The valuation service's part of the configuration (server/config.ts). */
import { z } from "zod";
import type { ConfigCheck } from "~/server/config-part";

export const valuationVariables = z.object({
  /** embedded: the platform's own listings (every dealer); http: a hosted valuation API (AutoGrab-style). */
  VALUATION_PROVIDER: z.enum(["embedded", "http"]).default("embedded"),
  VALUATION_URL: z.string().url().optional(),
  VALUATION_API_KEY: z.string().min(8).optional(),
});

export type ValuationConfig = z.output<typeof valuationVariables>;

export const checkValuationVariables: ConfigCheck<ValuationConfig> = (config, issue) => {
  if (config.VALUATION_PROVIDER !== "http") return;
  for (const variable of ["VALUATION_URL", "VALUATION_API_KEY"] as const) {
    if (!config[variable]) issue(variable, "is required when VALUATION_PROVIDER=http");
  }
};
