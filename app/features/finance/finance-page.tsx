/** The finance page: ways to apply, the calculator, the lenders' offers with their disclaimers, and a budget finder. */
import { Link } from "~/app/ui/router-links";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import { formatAud } from "~/domain/stock/format";
import type { ClientSite } from "~/server/tenancy/client-site";
import { CarNote } from "~/app/features/forms/form-page";
import { LeadForm } from "~/app/features/forms/lead-form";
import { BudgetFinder } from "~/app/features/search/budget-finder";
import { FinanceCalculator } from "~/app/features/vehicle/calculators";
import { LenderOffers } from "~/app/features/vehicle/lenders";
import type { FinancePageData } from "./finance-page.server";

export function FinancePage({ data, site }: { data: FinancePageData; site: ClientSite }) {
  const s = site.settings;
  const { car } = data;
  const carQuery = car ? `?car_id=${car.id}` : "";
  const ways = [
    {
      href: `/finance-pre-approval${carQuery}`,
      title: "Apply for pre-approval",
      text: `Apply online in about ten minutes: your details, work, income and the ${data.carNoun.toLowerCase()}. Save as you go; the lender decides.`,
      testId: "apply-pre-approval",
    },
    ...(car && car.price
      ? [
          {
            href: `/personalised/finance${carQuery}`,
            title: "Your personalised quote",
            text: `A repayment for the ${car.name} from your credit history, deposit and term.`,
            testId: "apply-personalised",
          },
        ]
      : []),
    {
      href: "#finance-enquiry",
      title: "Talk to our finance team",
      text: "Leave your details and a finance specialist will get back to you.",
      testId: "apply-enquiry",
    },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{data.carNoun} finance</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Work out your repayments, compare our lenders and apply with {site.name}, all in one place.
      </p>
      {car && (
        <div className="mt-4">
          <CarNote car={car} label="Finance for" />
        </div>
      )}

      <nav aria-label="Ways to apply" className="mt-6">
        <ul className="grid gap-3 sm:grid-cols-3">
          {ways.map((w) => (
            <li key={w.href}>
              <Link
                to={w.href}
                className="block h-full rounded-brand border-2 border-brand p-4 hover:bg-surface-alt"
                data-testid={w.testId}
              >
                <span className="block text-lg font-bold text-brand-ink">{w.title} →</span>
                <span className="mt-1 block text-sm text-muted">{w.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <FinanceCalculator
            price={data.lenderPrice}
            example={!car?.price && data.carNoun.toLowerCase()}
            settings={{ ...s.finance, rangeSliderDefaultMax: s.search.rangeSliderDefaultMax }}
            title="Repayment calculator"
          />
          {!car?.price && data.lenders.length > 0 && (
            <p className="mt-8 text-sm text-muted" data-testid="lenders-example">
              Our lenders' offers below are worked out for an example {formatAud(data.lenderPrice)} {data.carNoun.toLowerCase()}.
            </p>
          )}
          <LenderOffers providers={data.lenders} price={data.lenderPrice} finance={s.finance} />
        </div>
        <aside className="flex flex-col gap-4 lg:pt-8">
          <h2 className="text-xl font-bold">What can I afford?</h2>
          <BudgetFinder action={data.searchPath} settings={s.finance} priceStats={data.priceStats} carNoun={data.carNoun} />
        </aside>
      </div>

      <section id="finance-enquiry" aria-labelledby="finance-enquiry-title" className="mt-10 max-w-2xl">
        <h2 id="finance-enquiry-title" className="text-xl font-bold">
          Talk to our finance team
        </h2>
        <p className="mt-1 mb-4 text-muted">
          Tell us a little about what you're after and a finance specialist will contact you with options to suit your budget.
        </p>
        <LeadForm
          kind="finance"
          ctx={siteFormContext(site)}
          siteName={site.name}
          fixed={car ? { car_id: car.id } : {}}
          submitLabel="Request finance"
        />
      </section>
    </div>
  );
}
