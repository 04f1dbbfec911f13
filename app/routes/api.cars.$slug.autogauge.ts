import { data } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { autogaugeCall } from "~/server/vehicle/api";
import type { Route } from "./+types/api.cars.$slug.autogauge";

/** GET → fill, listing_price, market_range_min, market_range_max, confidence, description (000 §3, §7). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const answer = await autogaugeCall(runtime.db, site, params.slug, runtime.priceComparison, runtime.log);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}
