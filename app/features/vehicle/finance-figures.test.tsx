// Every component that shows a finance figure, rendered as the server sends it, against the golden table.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import { GOLDEN_FIGURES } from "~/domain/finance/golden-figures";
import { offersByProvider, type LenderTerms } from "~/domain/finance/lenders";
import type { FinanceSummaryState } from "~/domain/finance/estimate";
import { FinanceCalculator } from "./calculators";
import { FinanceSummary } from "./finance-summary";
import { LenderOffers } from "./lenders";

const finance = DEFAULT_SETTINGS.finance;
const calcSettings = { ...finance, rangeSliderDefaultMax: 100_000 };
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const testId = (html: string, id: string) =>
  text(html.match(new RegExp(`data-testid="${id}"[^>]*>([^]*?)</(dd|span|p|output)>`))?.[1] ?? "").trim();

const quote: FinanceSummaryState = {
  state: "ready",
  weeklyRepaymentAmount: GOLDEN_FIGURES.embeddedQuote.weekly,
  advertisedRate: 8.49,
  comparisonRate: 9.1,
  source: "quote",
};

describe("the sidebar estimate", () => {
  it("shows the quote's weekly repayment and rates", () => {
    const html = renderToString(<FinanceSummary summary={quote} finance={finance} />);
    expect(testId(html, "finance-weekly")).toBe(`$${GOLDEN_FIGURES.embeddedQuote.weekly}`);
    expect(testId(html, "finance-rate")).toBe("8.49% p.a.");
    expect(testId(html, "finance-comparison-rate")).toBe("9.10% p.a.");
  });
  it("shows '...' while loading and nothing when the quote failed", () => {
    const html = renderToString(<FinanceSummary summary={{ state: "loading" }} finance={finance} />);
    expect(testId(html, "finance-weekly")).toBe("...");
    expect(testId(html, "finance-rate")).toBe("...");
    expect(renderToString(<FinanceSummary summary={{ state: "none" }} finance={finance} />)).toBe("");
  });
});

describe("the calculator", () => {
  it("starts at the advertised price and the dealer's rate when there is no quote, and says it is the dealer estimate", () => {
    const row = GOLDEN_FIGURES.estimateAtDefaultRate;
    const html = renderToString(<FinanceCalculator price={row.basis.price} settings={calcSettings} />);
    expect(testId(html, "fc-price-value")).toBe("$32,990");
    expect(testId(html, "fc-deposit-value")).toBe("$3,299");
    expect(testId(html, "fc-weekly")).toBe(`$${row.weekly}`);
    expect(testId(html, "fc-monthly")).toBe(`$${row.monthly}`);
    expect(testId(html, "fc-total")).toBe(`$${row.totalPayable.toLocaleString("en-AU")}`);
    expect(testId(html, "fc-compare")).toBe(`Same as the $${row.weekly}/week dealer estimate.`);
  });
  it("starts at the quote's rate and says the quote's figure includes the lender's fees", () => {
    const row = GOLDEN_FIGURES.estimateAtQuoteRate;
    const html = renderToString(<FinanceCalculator price={row.basis.price} settings={calcSettings} headline={quote} />);
    expect(testId(html, "fc-weekly")).toBe(`$${row.weekly}`);
    expect(testId(html, "fc-start")).toContain("8.49% p.a., the estimate's rate");
    expect(testId(html, "fc-compare")).toBe(
      `Differs from the $${quote.state === "ready" && quote.weeklyRepaymentAmount}/week estimate: without the lender's fees and charges.`,
    );
  });
  it("agrees exactly with a car's stored quote", () => {
    const stored: FinanceSummaryState = {
      state: "ready",
      weeklyRepaymentAmount: 110,
      advertisedRate: 8.49,
      comparisonRate: null,
      source: "car",
    };
    const html = renderToString(<FinanceCalculator price={32_990} settings={calcSettings} headline={stored} />);
    expect(testId(html, "fc-weekly")).toBe("$110");
    expect(testId(html, "fc-compare")).toBe("Same as the $110/week estimate.");
  });
});

describe("the lenders' offers", () => {
  const lender: LenderTerms = {
    id: 7,
    provider: "harbourline-credit",
    name: "Harbourline Credit",
    disclaimer: "Indicative repayments by Harbourline Credit.",
    interestRate: 9.99,
    comparisonRate: 10.74,
    establishmentFees: 395,
    termMonths: 60,
    depositPercent: 10,
    balloonPercent: 25,
  };
  it("show the golden figures, the lender's name (not its slug), its disclaimer, and why it differs from the estimate", () => {
    const row = GOLDEN_FIGURES.lenderHarbourline;
    const providers = offersByProvider([lender], 40_000, 4.33);
    const html = renderToString(<LenderOffers providers={providers} price={40_000} finance={finance} headline={quote} />);
    expect(testId(html, "lender-weekly")).toBe(`$${row.weekly}`);
    expect(text(html)).not.toContain("harbourline-credit");
    expect(testId(html, "lender-name")).toBe("Harbourline Credit");
    expect(testId(html, "lender-disclaimer")).toBe(lender.disclaimer);
    expect(testId(html, "lender-compare")).toBe(
      `Differs from the $${GOLDEN_FIGURES.embeddedQuote.weekly}/week estimate: 9.99% p.a. instead of 8.49% p.a.; 25% final payment instead of 30%; a $395 establishment fee is added to the loan.`,
    );
  });
});
