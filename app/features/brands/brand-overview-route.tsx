/**
 * /{brand}/overview: a make's model range, offers and stock. Registered in app/routes.ts after the file routes,
 * so a tie in React Router's ranking (/search/overview, /blog/overview, /offers/overview) goes to those routes.
 */
import { BrandOverviewPage } from "~/app/features/brands/brand-pages";
import { sitePageMeta } from "~/app/features/brands/page-meta";
import type { Route } from "./+types/brand-overview-route";
import { loadBrandOverview } from "./brands.server";

export const loader = ({ context, params }: Route.LoaderArgs) => loadBrandOverview(context, params.brand);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? sitePageMeta(
        matches,
        `${data.brand.make} range, offers and stock`,
        `The ${data.brand.make} range: ${data.models
          .slice(0, 6)
          .map((m) => m.model)
          .join(", ")}. ${data.offers.length} current offers and ${data.count} in stock.`,
      )
    : [{ title: "Not found" }];

export default function BrandOverviewRoute({ loaderData }: Route.ComponentProps) {
  return <BrandOverviewPage data={loaderData} />;
}
