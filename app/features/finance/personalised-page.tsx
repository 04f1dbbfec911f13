/** The personalised quote: the shopper's credit, deposit and term in a plain GET form, the quote beside it. */
import { Form, Link } from "~/app/ui/router-links";
import { formatFigure, formatRatePercent, whyDifferent } from "~/domain/finance/figures";
import { CREDIT_LABELS, TERM_YEARS } from "~/domain/finance/personalised";
import { CREDIT_SCORES } from "~/domain/finance/quote-contract";
import { formatAud } from "~/domain/stock/format";
import { Button, ButtonLink } from "~/app/ui/button";
import type { PersonalisedPageData } from "./personalised-page.server";

const field = "mt-1 w-full rounded-brand border border-black/30 bg-surface px-3 py-2";

export function PersonalisedPage({ data }: { data: PersonalisedPageData }) {
  if (!data.car) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="personalised-no-car">
        <h1 className="text-3xl font-bold">Your personalised finance quote</h1>
        <p className="mt-3 text-muted">Choose a car with a price first: its page has a link to a quote made for you.</p>
        <ButtonLink to={data.searchPath} className="mt-6 inline-block">
          Browse stock
        </ButtonLink>
      </section>
    );
  }
  const { car, input, quote, estimate } = data;
  const reasons = quote && estimate ? whyDifferent(estimate, quote.terms) : [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">Your personalised finance quote</h1>
      <p className="mt-2 text-muted">
        For the{" "}
        <Link to={`/cars/${car.slug}`} className="font-semibold underline">
          {car.name}
        </Link>{" "}
        at {formatAud(car.price)}. Tell us about your credit history, deposit and term; it takes no credit check.
      </p>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <Form method="get" className="flex flex-col gap-4" data-testid="personalised-form">
          <input type="hidden" name="car_id" value={car.id} />
          <label className="font-semibold">
            Your credit history
            <select name="credit" defaultValue={input.credit} className={field}>
              {CREDIT_SCORES.map((c) => (
                <option key={c} value={c}>
                  {CREDIT_LABELS[c]}
                </option>
              ))}
            </select>
          </label>
          <label className="font-semibold">
            Deposit ($)
            <input
              name="deposit"
              type="number"
              inputMode="numeric"
              min={0}
              max={car.price}
              step={1}
              defaultValue={input.deposit}
              className={field}
            />
          </label>
          <label className="font-semibold">
            Loan term
            <select name="term" defaultValue={input.termYears} className={field}>
              {TERM_YEARS.map((t) => (
                <option key={t} value={t}>
                  {t} {t === 1 ? "year" : "years"}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" data-testid="personalised-submit">
            {input.asked ? "Update my quote" : "Get my quote"}
          </Button>
        </Form>
        <div aria-live="polite">
          {quote ? (
            <div className="rounded-brand border-2 border-brand p-4" data-testid="personalised-quote">
              <p className="text-sm font-semibold text-muted">Your repayment</p>
              <p>
                <span className="text-3xl font-extrabold" data-testid="personalised-weekly">
                  {formatFigure(quote.weekly)}
                </span>{" "}
                /week · {formatFigure(quote.monthly)} /month
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-x-3 text-sm">
                <dt className="text-muted">Rate</dt>
                <dd data-testid="personalised-rate">{formatRatePercent(quote.advertisedRate)}</dd>
                <dt className="text-muted">Comparison rate</dt>
                <dd>{formatRatePercent(quote.comparisonRate)}</dd>
                <dt className="text-muted">Deposit</dt>
                <dd>{formatAud(input.deposit)}</dd>
                <dt className="text-muted">Term</dt>
                <dd>{input.termYears} years</dd>
                <dt className="text-muted">Final payment</dt>
                <dd>
                  {data.balloonPercent}% ({formatAud((car.price * data.balloonPercent) / 100)})
                </dd>
              </dl>
              {estimate && reasons.length > 0 && (
                <p className="mt-3 text-sm" data-testid="personalised-compare">
                  Differs from the {formatAud(estimate.weekly)}/week estimate on the car's page: {reasons.join("; ")}.
                </p>
              )}
              <p className="mt-3 text-xs text-muted">
                An indicative quote, not an offer of credit; subject to the lender's approval, fees and charges.
              </p>
              <ButtonLink to={`/finance-pre-approval?car_id=${car.id}`} className="mt-4 inline-block" data-testid="personalised-apply">
                Apply for pre-approval
              </ButtonLink>
            </div>
          ) : (
            <div className="rounded-brand bg-surface-alt p-4 text-sm text-muted">
              <p>Your quote will show here.</p>
              <p className="mt-2">
                Prefer to talk it through?{" "}
                <Link to={`${data.financePath}?car_id=${car.id}`} className="font-semibold underline">
                  Ask our finance team
                </Link>
                .
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
