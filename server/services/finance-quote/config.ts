/** The finance quote service's part of the configuration (server/config.ts). */
import { z } from "zod";
import type { ConfigCheck } from "~/server/config-part";
import { rateTableSchema } from "./rate-table";

export const financeQuoteVariables = z.object({
  FINANCE_QUOTE_PROVIDER: z.enum(["embedded", "youx"]).default("embedded"),
  /** JSON rate table for the embedded lender (see rate-table.ts). */
  FINANCE_QUOTE_RATES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      try {
        const parsed = rateTableSchema.safeParse(JSON.parse(v));
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: "custom", message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") });
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON" });
      }
      return z.NEVER;
    }),
  YOUX_QUOTE_URL: z.string().url().optional(),
  YOUX_API_KEY: z.string().min(8).optional(),
});

export type FinanceQuoteConfig = z.output<typeof financeQuoteVariables>;

export const checkFinanceQuoteVariables: ConfigCheck<FinanceQuoteConfig> = (config, issue) => {
  if (config.FINANCE_QUOTE_PROVIDER !== "youx") return;
  if (!config.YOUX_QUOTE_URL) issue("YOUX_QUOTE_URL", "is required when FINANCE_QUOTE_PROVIDER=youx");
  if (!config.YOUX_API_KEY) issue("YOUX_API_KEY", "is required when FINANCE_QUOTE_PROVIDER=youx");
};
