/**
 * The finance quote service behind POST /api/youx/quote: the embedded lender by default, the YouX API
 * when FINANCE_QUOTE_PROVIDER=youx (config.ts; checked at boot with the rest of the configuration).
 */
import type { FinanceQuoteConfig } from "./config";
import { createEmbeddedQuoteService } from "./embedded";
import type { FinanceQuoteService } from "./types";
import { createYouxQuoteService } from "./youx";

export type { FinanceQuoteService, QuoteAssumptions } from "./types";

export function createFinanceQuoteService(config: FinanceQuoteConfig): FinanceQuoteService {
  return config.FINANCE_QUOTE_PROVIDER === "youx"
    ? createYouxQuoteService({ url: config.YOUX_QUOTE_URL!, apiKey: config.YOUX_API_KEY! })
    : createEmbeddedQuoteService({ table: config.FINANCE_QUOTE_RATES });
}
