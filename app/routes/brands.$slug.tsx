import { BrandPage } from "~/app/features/brands/brand-pages";
import { loadBrandPage } from "~/app/features/brands/brands.server";
import { sitePageMeta } from "~/app/features/brands/page-meta";
import type { Route } from "./+types/brands.$slug";

/** /brands/{slug}: one make's page; a make the dealer neither sells nor stocks is not found. */
export const loader = ({ context, params }: Route.LoaderArgs) => loadBrandPage(context, params.slug);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? sitePageMeta(matches, data.brand.make, `${data.brand.make}: ${data.brand.count} in stock, models, and where to find them.`)
    : [{ title: "Not found" }];

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  return <BrandPage data={loaderData} />;
}
