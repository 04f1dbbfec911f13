/**
 * Finance offers per lender for one car (000 §3): each lender's rates, fees, term, deposit and final
 * payment give the repayments a shopper sees, grouped by provider.
 */
import { loanRepayments } from "./repayment";

export type LenderTerms = {
  id: number;
  provider: string;
  name: string;
  disclaimer: string;
  interestRate: number;
  comparisonRate: number;
  establishmentFees: number;
  termMonths: number;
  depositPercent: number;
  balloonPercent: number;
};

/** The spec's field names for a lender's offer. */
export type LenderOffer = {
  id: number;
  name: string;
  disclaimer: string;
  deposit: number;
  paymentWeek: number;
  paymentMonth: number;
  totalPayable: number;
  interestRate: number;
  comparisonRate: number;
  termMonths: number;
  termYears: number;
  balloon: number;
  establishmentFees: number;
};

export type ProviderOffers = { provider: string; lenders: LenderOffer[] };

const dollars = (n: number) => Math.round(n);

export function lenderOffer(lender: LenderTerms, price: number, weeklyToMonthly: number): LenderOffer {
  const deposit = (price * lender.depositPercent) / 100;
  const balloon = (price * lender.balloonPercent) / 100;
  // Establishment fees are financed with the car, as lenders do by default.
  const r = loanRepayments({
    principal: price - deposit + lender.establishmentFees,
    annualRatePercent: lender.interestRate,
    termMonths: lender.termMonths,
    balloon,
    weeklyToMonthly,
  });
  return {
    id: lender.id,
    name: lender.name,
    disclaimer: lender.disclaimer,
    deposit: dollars(deposit),
    paymentWeek: dollars(r.weekly),
    paymentMonth: dollars(r.monthly),
    totalPayable: dollars(r.totalPayable),
    interestRate: lender.interestRate,
    comparisonRate: lender.comparisonRate,
    termMonths: lender.termMonths,
    termYears: Number((lender.termMonths / 12).toFixed(1)),
    balloon: dollars(balloon),
    establishmentFees: lender.establishmentFees,
  };
}

/** Offers grouped by provider in first-seen order; nothing for a car without a price. */
export function offersByProvider(lenders: readonly LenderTerms[], price: number | null, weeklyToMonthly: number): ProviderOffers[] {
  if (!price || price <= 0) return [];
  const groups = new Map<string, LenderOffer[]>();
  for (const lender of lenders) {
    const list = groups.get(lender.provider) ?? [];
    list.push(lenderOffer(lender, price, weeklyToMonthly));
    groups.set(lender.provider, list);
  }
  return [...groups].map(([provider, offers]) => ({ provider, lenders: offers }));
}
