/**
 * Finance offers per lender for one car (000 §3): each lender's rates, fees, term, deposit and final
 * payment give the repayments a shopper sees, grouped by provider.
 */
import { basisFor, loanFigures } from "./figures";

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
  /** The lender's name as shoppers read it (the provider is a slug such as "harbourline-credit"). */
  provider: string;
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
  /** The shares the offer assumes, to say why it differs from the estimate. */
  depositPercent: number;
  balloonPercent: number;
};

export type ProviderOffers = { provider: string; lenders: LenderOffer[] };

const dollars = (n: number) => Math.round(n);

/** A provider slug as words: "harbourline-credit" reads "Harbourline Credit"; a name is kept as it is. */
export function providerName(provider: string): string {
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(provider)) return provider;
  return provider
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export function lenderOffer(lender: LenderTerms, price: number, weeklyToMonthly: number): LenderOffer {
  // Establishment fees are financed with the car, as lenders do by default.
  const basis = basisFor(
    price,
    lender.interestRate,
    { termMonths: lender.termMonths, depositPercent: lender.depositPercent, balloonPercent: lender.balloonPercent },
    { financedFees: lender.establishmentFees },
  );
  const r = loanFigures(basis, weeklyToMonthly);
  return {
    id: lender.id,
    provider: providerName(lender.provider),
    name: lender.name,
    disclaimer: lender.disclaimer,
    deposit: dollars(basis.deposit),
    paymentWeek: dollars(r.weekly),
    paymentMonth: dollars(r.monthly),
    totalPayable: dollars(r.totalPayable),
    interestRate: lender.interestRate,
    comparisonRate: lender.comparisonRate,
    termMonths: lender.termMonths,
    termYears: Number((lender.termMonths / 12).toFixed(1)),
    balloon: dollars(r.balloon),
    establishmentFees: lender.establishmentFees,
    depositPercent: lender.depositPercent,
    balloonPercent: lender.balloonPercent,
  };
}

/** An offer's terms to compare with the headline estimate (figures.ts whyDifferent). */
export function offerTerms(offer: LenderOffer) {
  return {
    weekly: offer.paymentWeek,
    ratePercent: offer.interestRate,
    termMonths: offer.termMonths,
    depositPercent: offer.depositPercent,
    balloonPercent: offer.balloonPercent,
    fees: offer.establishmentFees,
  };
}

/** Offers grouped by provider in first-seen order; nothing for a car without a price. */
export function offersByProvider(lenders: readonly LenderTerms[], price: number | null, weeklyToMonthly: number): ProviderOffers[] {
  if (!price || price <= 0) return [];
  const groups = new Map<string, LenderOffer[]>();
  for (const lender of lenders) {
    const name = providerName(lender.provider);
    const list = groups.get(name) ?? [];
    list.push(lenderOffer(lender, price, weeklyToMonthly));
    groups.set(name, list);
  }
  return [...groups].map(([provider, offers]) => ({ provider, lenders: offers }));
}
