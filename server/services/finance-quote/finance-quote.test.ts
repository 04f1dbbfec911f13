import { describe, expect, it } from "vitest";
import { GOLDEN_FIGURES } from "~/domain/finance/golden-figures";
import { levelRepayment } from "~/domain/finance/repayment";
import { quoteRequestSchema } from "~/domain/finance/quote-contract";
import { comparisonRate, createEmbeddedQuoteService } from "./embedded";
import { parseConfig } from "~/server/config";
import { createFinanceQuoteService } from "./index";
import { advertisedRate, DEFAULT_RATE_TABLE } from "./rate-table";
import { createYouxQuoteService } from "./youx";

const assumptions = { depositPercent: 10, balloonPercent: 30, weeklyToMonthly: 4.33 };
const request = quoteRequestSchema.parse({
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 40_000,
  loanTerm: 5,
  year: 2024,
  vin: "V",
  nvic: "",
  whoIsHelping: "",
});
const now = () => new Date("2026-11-21T00:00:00Z");

describe("embedded quote service", () => {
  it("amortises price less the 10% deposit plus fees down to the 30% final payment over the term", async () => {
    const answer = await createEmbeddedQuoteService({ now }).quote(request, assumptions);
    const rate = advertisedRate(DEFAULT_RATE_TABLE, "GREAT", 2);
    const monthly = levelRepayment(40_000 - 4_000 + 395, rate / 100 / 12, 60, 12_000) + 8;
    expect(answer).toEqual({
      weeklyRepaymentAmount: Math.round(monthly / 4.33),
      monthlyRepaymentAmount: Math.round(monthly),
      advertisedRate: 8.49,
      comparisonRate: comparisonRate(DEFAULT_RATE_TABLE, 8.49),
      loanTerm: 5,
      depositAmount: 4_000,
      balloonAmount: 12_000,
    });
  });

  it("shows the golden table's embedded quote", async () => {
    const row = GOLDEN_FIGURES.embeddedQuote;
    const answer = await createEmbeddedQuoteService({ now }).quote(request, assumptions);
    expect([answer.weeklyRepaymentAmount, answer.monthlyRepaymentAmount, answer.advertisedRate]).toEqual([
      row.weekly,
      row.monthly,
      row.basis.ratePercent,
    ]);
  });

  it("charges more for weaker credit and older cars, and its comparison rate exceeds the advertised one", async () => {
    const service = createEmbeddedQuoteService({ now });
    const great = await service.quote(request, assumptions);
    const fair = await service.quote({ ...request, selfAssessedCreditScore: "FAIR" }, assumptions);
    const old = await service.quote({ ...request, year: 2012 }, assumptions);
    expect(fair.weeklyRepaymentAmount).toBeGreaterThan(great.weeklyRepaymentAmount);
    expect(old.advertisedRate).toBeGreaterThan(great.advertisedRate);
    expect(great.comparisonRate).toBeGreaterThan(great.advertisedRate);
  });

  it("takes its rate table from configuration, which names a bad or missing variable at boot", async () => {
    const table = { ...DEFAULT_RATE_TABLE, baseRates: { ...DEFAULT_RATE_TABLE.baseRates, GREAT: 5 } };
    const service = createFinanceQuoteService(parseConfig({ FINANCE_QUOTE_RATES: JSON.stringify(table) }));
    expect((await service.quote({ ...request, year: new Date().getFullYear() }, assumptions)).advertisedRate).toBe(5);
    expect(() => parseConfig({ FINANCE_QUOTE_RATES: "{" })).toThrow(/FINANCE_QUOTE_RATES: must be JSON/);
    expect(() => parseConfig({ FINANCE_QUOTE_RATES: '{"baseRates":{}}' })).toThrow(/FINANCE_QUOTE_RATES: baseRates/);
    expect(() => parseConfig({ FINANCE_QUOTE_PROVIDER: "youx" })).toThrow(/YOUX_QUOTE_URL[\s\S]*YOUX_API_KEY/);
    expect(() => parseConfig({ FINANCE_QUOTE_PROVIDER: "bank" })).toThrow(/FINANCE_QUOTE_PROVIDER/);
    expect(() => parseConfig({ YOUX_QUOTE_URL: "not a url" })).toThrow(/YOUX_QUOTE_URL/);
  });
});

describe("YouX adapter", () => {
  it("posts the spec's body and reads the three fields", async () => {
    let sent: unknown;
    const service = createYouxQuoteService({
      url: "https://youx.example/quote",
      apiKey: "secret-key",
      fetch: (async (_url: string, init: RequestInit) => {
        sent = JSON.parse(String(init.body));
        return new Response(JSON.stringify({ weeklyRepaymentAmount: 120.5, advertisedRate: 7.9, comparisonRate: 8.4 }));
      }) as unknown as typeof fetch,
    });
    const answer = await service.quote(request, assumptions);
    expect(sent).toEqual(request);
    expect(answer).toMatchObject({ weeklyRepaymentAmount: 120.5, advertisedRate: 7.9, comparisonRate: 8.4 });
  });

  it("fails on a non-OK answer or one without a repayment", async () => {
    const failing = (body: unknown, status: number) =>
      createYouxQuoteService({
        url: "https://youx.example/q",
        apiKey: "secret-key",
        fetch: (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch,
      });
    await expect(failing({}, 503).quote(request, assumptions)).rejects.toThrow(/503/);
    await expect(failing({ advertisedRate: 1 }, 200).quote(request, assumptions)).rejects.toThrow(/weeklyRepaymentAmount/);
  });
});
