import { formatAud } from "~/domain/stock/format";
import type { ProviderOffers } from "~/domain/finance/lenders";

export function LenderOffers({ providers }: { providers: ProviderOffers[] }) {
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="lenders" className="mt-8" data-testid="lenders">
      <h2 id="lenders" className="text-xl font-bold">
        Finance offers
      </h2>
      {providers.map((p) => (
        <div key={p.provider} className="mt-4">
          <h3 className="font-semibold">{p.provider}</h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {p.lenders.map((l) => (
              <li key={l.id} className="rounded-brand border border-black/10 p-3">
                <p className="font-semibold">{l.name}</p>
                <p className="mt-1">
                  <span className="text-xl font-bold">{formatAud(l.paymentWeek)}</span> /week · {formatAud(l.paymentMonth)} /month
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 text-sm">
                  <dt className="text-muted">Interest rate</dt>
                  <dd>{l.interestRate.toFixed(2)}% p.a.</dd>
                  <dt className="text-muted">Comparison rate</dt>
                  <dd>{l.comparisonRate.toFixed(2)}% p.a.</dd>
                  <dt className="text-muted">Term</dt>
                  <dd>
                    {l.termYears} years ({l.termMonths} months)
                  </dd>
                  <dt className="text-muted">Deposit</dt>
                  <dd>{formatAud(l.deposit)}</dd>
                  <dt className="text-muted">Final payment</dt>
                  <dd>{formatAud(l.balloon)}</dd>
                  <dt className="text-muted">Establishment fees</dt>
                  <dd>{formatAud(l.establishmentFees)}</dd>
                  <dt className="text-muted">Total payable</dt>
                  <dd>{formatAud(l.totalPayable)}</dd>
                </dl>
                <p className="mt-2 text-xs text-muted">{l.disclaimer}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
