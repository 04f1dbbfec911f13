import { formatAud } from "~/domain/stock/format";
import { dealerTerms, headlineTerms, type FinanceSummaryState } from "~/domain/finance/estimate";
import { whyDifferent, type FinanceSettings } from "~/domain/finance/figures";
import { offerTerms, type ProviderOffers } from "~/domain/finance/lenders";

/**
 * Each lender's offer for this car with its disclaimer, and, when its repayment differs from the page's
 * estimate, why (its rate, term, deposit, final payment or fees).
 */
export function LenderOffers({
  providers,
  headline = { state: "none" },
  price,
  finance,
  headingLevel = 2,
}: {
  providers: ProviderOffers[];
  headline?: FinanceSummaryState;
  price: number | null;
  finance: FinanceSettings;
  headingLevel?: 2 | 3;
}) {
  if (providers.length === 0) return null;
  const reference = headlineTerms(headline, finance) ?? dealerTerms(price, finance);
  const what = headline.state === "ready" ? "estimate" : "dealer estimate";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="lenders" className="mt-8" data-testid="lenders">
      <Heading id="lenders" className="text-xl font-bold">
        Finance offers
      </Heading>
      <ul className="lender-offers">
        {providers.flatMap((p) =>
          p.lenders.map((l) => {
            const reasons = reference ? whyDifferent(reference, offerTerms(l)) : [];
            return (
              <li key={l.id} data-testid="lender-offer">
                <p className="font-semibold" data-testid="lender-name">
                  {l.name}
                </p>
                {p.provider !== l.name && <p className="text-sm text-muted">{`through ${p.provider}`}</p>}
                <p className="mt-1">
                  <span className="text-xl font-bold" data-testid="lender-weekly">
                    {formatAud(l.paymentWeek)}
                  </span>
                  {` /week · ${formatAud(l.paymentMonth)} /month`}
                </p>
                <dl>
                  <dt>Interest rate</dt>
                  <dd>{`${l.interestRate.toFixed(2)}% p.a.`}</dd>
                  <dt>Comparison rate</dt>
                  <dd>{`${l.comparisonRate.toFixed(2)}% p.a.`}</dd>
                  <dt>Term</dt>
                  <dd>{`${l.termYears} years (${l.termMonths} months)`}</dd>
                  <dt>Deposit</dt>
                  <dd>{formatAud(l.deposit)}</dd>
                  <dt>Final payment</dt>
                  <dd>{formatAud(l.balloon)}</dd>
                  <dt>Establishment fees</dt>
                  <dd>{formatAud(l.establishmentFees)}</dd>
                  <dt>Total payable</dt>
                  <dd>{formatAud(l.totalPayable)}</dd>
                </dl>
                {reference && reasons.length > 0 && (
                  <p className="mt-2 text-sm" data-testid="lender-compare">
                    {`Differs from the ${formatAud(reference.weekly)}/week ${what}: ${reasons.join("; ")}.`}
                  </p>
                )}
                <p className="mt-2 text-xs text-muted" data-testid="lender-disclaimer">
                  {l.disclaimer}
                </p>
              </li>
            );
          }),
        )}
      </ul>
    </section>
  );
}
