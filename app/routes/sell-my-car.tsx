import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { TradeInPage } from "~/app/features/forms/trade-in-page";
import { tradeInAction, tradeInLoader } from "~/app/features/forms/trade-in-route.server";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/sell-my-car";

export const loader = (args: Route.LoaderArgs) => tradeInLoader(args);
export const action = (args: Route.ActionArgs) => tradeInAction(args);
export const clientAction = leadClientAction("trade-in");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Sell your car", matches);

export default function SellMyCar({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <TradeInPage title="Sell your car" intro="Thinking of selling? Tell us about your car and we'll make you an offer." ctx={loaderData.ctx} car={loaderData.car} siteName={site.name} />;
}
