/** The loader and action of the three trade-in routes. Gated per dealer by the root middleware; absent when the dealer has no trade-in. */
import { data, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { carParamOf, findFormCar, siteFormContext } from "./form-page.server";
import { leadFormAction } from "./lead-action.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

function tradeInSite(context: Args["context"]) {
  const site = requireSite(context);
  if (!site.settings.features.tradeIn) throw data("Not found", { status: 404 });
  return site;
}

export async function tradeInLoader({ request, context }: Args) {
  const site = tradeInSite(context);
  const car = await findFormCar(context.get(runtimeContext).db, site.id, carParamOf(request));
  return { ctx: siteFormContext(site), car };
}

export function tradeInAction(args: Args) {
  tradeInSite(args.context);
  const car = carParamOf(args.request);
  return leadFormAction(args, "trade-in", car ? { car_id: car } : {});
}
