import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { TradeInPage } from "~/app/features/forms/trade-in-page";
import { tradeInAction, tradeInLoader } from "~/app/features/forms/trade-in-route.server";
import { routePath } from "~/app/route-path";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/trade-in";

/** /trade-in, and the same page at /sell-my-car and /cars/trade-in (app/routes.ts), each in its own words. */
const WORDING: Record<string, { title: string; intro: string }> = {
  "trade-in": {
    title: "Trade in your car",
    intro: "Tell us about your car and we'll get back to you with its value. It only takes a minute.",
  },
  "sell-my-car": { title: "Sell your car", intro: "Thinking of selling? Tell us about your car and we'll make you an offer." },
  "cars/trade-in": { title: "Trade in your car", intro: "Tell us about your car and we'll work out its value towards your next one." },
};

export const loader = async (args: Route.LoaderArgs) => ({
  ...(await tradeInLoader(args)),
  wording: WORDING[routePath(args.pattern)] ?? WORDING["trade-in"]!,
});
export const action = (args: Route.ActionArgs) => tradeInAction(args);
export const clientAction = leadClientAction("trade-in");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ data, matches }) => formPageMeta(data?.wording.title ?? "Trade in your car", matches);

export default function TradeIn({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <TradeInPage
      title={loaderData.wording.title}
      intro={loaderData.wording.intro}
      ctx={loaderData.ctx}
      car={loaderData.car}
      siteName={site.name}
    />
  );
}
