/** POST /api/youx/quote (001 §7): request and answer shapes, field names as the spec's contract. */
import { z } from "zod";

export const CREDIT_SCORES = ["EXCELLENT", "GREAT", "GOOD", "FAIR", "POOR"] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

export const quoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES),
  purchasePrice: z.number().positive().max(10_000_000),
  loanTerm: z.number().int().min(1).max(7),
  year: z.number().int().min(1900).max(2100),
  vin: z.string().max(40).default(""),
  nvic: z.string().max(20).default(""),
  whoIsHelping: z.string().max(100).default(""),
});

export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export type QuoteAnswer = {
  weeklyRepaymentAmount: number;
  monthlyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
  loanTerm: number;
  depositAmount: number;
  balloonAmount: number;
};
