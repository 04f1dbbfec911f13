import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { TradeInPage } from "~/app/features/forms/trade-in-page";
import { tradeInAction, tradeInLoader } from "~/app/features/forms/trade-in-route.server";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/cars.trade-in";

export const loader = (args: Route.LoaderArgs) => tradeInLoader(args);
export const action = (args: Route.ActionArgs) => tradeInAction(args);
export const clientAction = leadClientAction("trade-in");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Trade in your car", matches);

export default function CarTradeIn({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <TradeInPage title="Trade in your car" intro="Tell us about your car and we'll work out its value towards your next one." ctx={loaderData.ctx} car={loaderData.car} siteName={site.name} />;
}
