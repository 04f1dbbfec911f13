/**
 * /personalised/finance?car_id= (gated, sign-in type car-finance): a quote for one car from the shopper's
 * self-assessed credit, deposit and term, through the finance quote service (the YouX call, 001 §7). A failed
 * quote is ignored silently: the page shows no quote and no error, as the spec says.
 */
import type { RouterContextProvider } from "react-router";
import { dealerTerms } from "~/domain/finance/estimate";
import { estimateTerms, type ComparableTerms } from "~/domain/finance/figures";
import { personalisedInput, personalisedQuoteCall } from "~/domain/finance/personalised";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { findFinanceCar } from "~/server/finance/finance-queries";
import { carParamOf } from "~/app/features/forms/form-page.server";

type Context = Readonly<RouterContextProvider>;

export async function loadPersonalisedPage(request: Request, context: Context) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const s = site.settings.finance;
  const car = await findFinanceCar(runtime.db, site.id, carParamOf(request));
  const base = { financePath: s.financePath, searchPath: site.settings.search.defaultSearchPath };
  if (!car || !car.price || car.price <= 0 || car.status === "sold") return { ...base, car: null } as const;

  const input = personalisedInput(new URL(request.url).searchParams, car.price, s);
  let quote: {
    weekly: number;
    monthly: number;
    advertisedRate: number | null;
    comparisonRate: number | null;
    terms: ComparableTerms;
  } | null = null;
  if (input.asked) {
    const call = personalisedQuoteCall({ ...car, price: car.price }, input, s);
    try {
      const answer = await runtime.financeQuote.quote(call.request, call.assumptions);
      const finite = (n: number) => (Number.isFinite(n) ? n : null);
      quote = {
        weekly: answer.weeklyRepaymentAmount,
        monthly: answer.monthlyRepaymentAmount,
        advertisedRate: finite(answer.advertisedRate),
        comparisonRate: finite(answer.comparisonRate),
        terms: {
          weekly: answer.weeklyRepaymentAmount,
          ratePercent: finite(answer.advertisedRate),
          termMonths: input.termYears * 12,
          depositPercent: call.assumptions.depositPercent,
          balloonPercent: s.estimateBalloonPercent,
          fees: "included",
        },
      };
    } catch (error) {
      // Silent for the shopper (001 §7); the log keeps the cause.
      runtime.log.warn(
        { err: (error as Error).message, provider: runtime.financeQuote.name, site: site.slug },
        "personalised quote failed",
      );
    }
  }
  return {
    ...base,
    car: { id: car.id, slug: car.slug, name: car.name, price: car.price },
    input,
    quote,
    estimate: dealerTerms(car.price, s),
    estimateTerms: estimateTerms(s),
    balloonPercent: s.estimateBalloonPercent,
  };
}

export type PersonalisedPageData = Awaited<ReturnType<typeof loadPersonalisedPage>>;
