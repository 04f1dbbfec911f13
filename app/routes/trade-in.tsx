import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { TradeInPage } from "~/app/features/forms/trade-in-page";
import { tradeInAction, tradeInLoader } from "~/app/features/forms/trade-in-route.server";
import { routePath } from "~/app/route-path";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/trade-in";

/**
 * /trade-in, and the same page at /sell-my-car and /cars/trade-in (app/routes.ts), each in its own words, naming
 * the site's kind of vehicle ("car", or "vehicle" on a site of caravans and motorcycles).
 */
function wording(path: string, noun: string): { title: string; intro: string } {
  if (path === "sell-my-car")
    return {
      title: `Sell your ${noun}`,
      intro: `Thinking of selling? Tell us about your ${noun}: where we can, we estimate its value at once, then make you an offer.`,
    };
  if (path === "cars/trade-in")
    return {
      title: `Trade in your ${noun}`,
      intro: `Tell us about your ${noun}: where we can, we estimate at once what it is worth towards your next one.`,
    };
  return {
    title: `Trade in your ${noun}`,
    intro: `Tell us about your ${noun}: where we can, we estimate its value at once. It only takes a minute.`,
  };
}

export const loader = async (args: Route.LoaderArgs) => {
  const page = await tradeInLoader(args);
  return { ...page, wording: wording(routePath(args.pattern), page.noun) };
};
export const action = (args: Route.ActionArgs) => tradeInAction(args);
export const clientAction = leadClientAction("trade-in");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ data, matches }) => formPageMeta(data?.wording.title ?? "Trade in", matches);

export default function TradeIn({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <TradeInPage
      title={loaderData.wording.title}
      intro={loaderData.wording.intro}
      ctx={siteFormContext(site)}
      car={loaderData.car}
      noun={loaderData.noun}
      siteName={site.name}
    />
  );
}
