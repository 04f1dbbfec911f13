import { describe, expect, it } from "vitest";
import { GOLDEN_FIGURES } from "./golden-figures";
import { lenderOffer, offersByProvider, providerName, type LenderTerms } from "./lenders";
import { loanRepayments } from "./repayment";

const lender: LenderTerms = {
  id: 1,
  provider: "Harbour Finance",
  name: "Consumer car loan",
  disclaimer: "Subject to approval.",
  interestRate: 8.99,
  comparisonRate: 9.65,
  establishmentFees: 395,
  termMonths: 60,
  depositPercent: 10,
  balloonPercent: 30,
};

describe("lender offers", () => {
  it("fills every spec field from the lender's terms and the price", () => {
    const offer = lenderOffer(lender, 40_000, 4.33);
    const r = loanRepayments({ principal: 36_000 + 395, annualRatePercent: 8.99, termMonths: 60, balloon: 12_000, weeklyToMonthly: 4.33 });
    expect(offer).toEqual({
      id: 1,
      provider: "Harbour Finance",
      name: "Consumer car loan",
      disclaimer: "Subject to approval.",
      deposit: 4_000,
      paymentWeek: Math.round(r.weekly),
      paymentMonth: Math.round(r.monthly),
      totalPayable: Math.round(r.totalPayable),
      interestRate: 8.99,
      comparisonRate: 9.65,
      termMonths: 60,
      termYears: 5,
      balloon: 12_000,
      establishmentFees: 395,
      depositPercent: 10,
      balloonPercent: 30,
    });
  });

  it("shows the golden figures for a lender with its own final payment and fee", () => {
    const row = GOLDEN_FIGURES.lenderHarbourline;
    const offer = lenderOffer({ ...lender, interestRate: 9.99, balloonPercent: 25, establishmentFees: 395 }, 40_000, 4.33);
    expect([offer.paymentWeek, offer.paymentMonth, offer.totalPayable]).toEqual([row.weekly, row.monthly, row.totalPayable]);
  });

  it("names a provider slug in words and keeps a name as it is", () => {
    expect(providerName("harbourline-credit")).toBe("Harbourline Credit");
    expect(providerName("Outback Lending Co.")).toBe("Outback Lending Co.");
  });

  it("groups lenders by provider and offers nothing without a price", () => {
    const other = { ...lender, id: 2, provider: "Coastal Credit" };
    const groups = offersByProvider([lender, other, { ...lender, id: 3 }], 30_000, 4.33);
    expect(groups.map((g) => [g.provider, g.lenders.map((l) => l.id)])).toEqual([
      ["Harbour Finance", [1, 3]],
      ["Coastal Credit", [2]],
    ]);
    expect(offersByProvider([lender], null, 4.33)).toEqual([]);
    expect(offersByProvider([lender], 0, 4.33)).toEqual([]);
  });
});
