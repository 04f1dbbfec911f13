/**
 * The finance page (/finance, or the dealer's finance path): a calculator, the dealer's lenders with their
 * disclaimers, a budget finder and the ways to apply, for a car (?car_id=) or in general.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { offersByProvider } from "~/domain/finance/lenders";
import { siteVehicleNoun } from "~/domain/stock/labels";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { siteLenders } from "~/server/vehicle/car-queries";
import { findFinanceCar } from "~/server/finance/finance-queries";
import { financeRedirect } from "~/app/features/forms/finance-path";
import { carParamOf } from "~/app/features/forms/form-page.server";

/** Lender offers without a car are shown for this example price. */
export const EXAMPLE_PRICE = 30_000;

type Context = Readonly<RouterContextProvider>;

export async function loadFinancePage(request: Request, context: Context) {
  const site = requireSite(context);
  const elsewhere = financeRedirect(site.settings.finance.financePath);
  if (elsewhere) throw redirect(elsewhere);
  const runtime = context.get(runtimeContext);
  const [car, lenders] = await Promise.all([findFinanceCar(runtime.db, site.id, carParamOf(request)), siteLenders(runtime.db, site.id)]);
  const price = car?.price && car.price > 0 ? car.price : null;
  const stats = runtime.stock.search(site, { hitsPerPage: 0 }).stats.price;
  return {
    car,
    lenderPrice: price ?? EXAMPLE_PRICE,
    lenders: offersByProvider(lenders, price ?? EXAMPLE_PRICE, site.settings.finance.weeklyToMonthly),
    priceStats: stats ?? null,
    searchPath: site.settings.search.defaultSearchPath,
    carNoun: capitalised(siteVehicleNoun(site.settings.vehicleKinds)),
    personalisedFinance: site.settings.features.financeWidgets,
  };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export type FinancePageData = Awaited<ReturnType<typeof loadFinancePage>>;
