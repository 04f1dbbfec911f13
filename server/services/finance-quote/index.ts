/**
 * The finance quote service behind POST /api/youx/quote: the embedded lender by default, the YouX API
 * when FINANCE_QUOTE_PROVIDER=youx. Configuration is validated at first use, naming the variable.
 */
import { z } from "zod";
import { createEmbeddedQuoteService } from "./embedded";
import { rateTableSchema } from "./rate-table";
import type { FinanceQuoteService } from "./types";
import { createYouxQuoteService } from "./youx";

export type { FinanceQuoteService, QuoteAssumptions } from "./types";

const quoteEnvSchema = z
  .object({
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
  })
  .superRefine((env, ctx) => {
    if (env.FINANCE_QUOTE_PROVIDER !== "youx") return;
    if (!env.YOUX_QUOTE_URL) ctx.addIssue({ code: "custom", path: ["YOUX_QUOTE_URL"], message: "is required when FINANCE_QUOTE_PROVIDER=youx" });
    if (!env.YOUX_API_KEY) ctx.addIssue({ code: "custom", path: ["YOUX_API_KEY"], message: "is required when FINANCE_QUOTE_PROVIDER=youx" });
  });

export function createFinanceQuoteService(env: NodeJS.ProcessEnv = process.env): FinanceQuoteService {
  const result = quoteEnvSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid finance quote configuration:\n${result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  }
  const c = result.data;
  return c.FINANCE_QUOTE_PROVIDER === "youx"
    ? createYouxQuoteService({ url: c.YOUX_QUOTE_URL!, apiKey: c.YOUX_API_KEY! })
    : createEmbeddedQuoteService({ table: c.FINANCE_QUOTE_RATES });
}

let shared: FinanceQuoteService | undefined;
export function financeQuoteService(): FinanceQuoteService {
  shared ??= createFinanceQuoteService();
  return shared;
}
