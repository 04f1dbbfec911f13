import { BrandsPage } from "~/app/features/brands/brand-pages";
import { loadBrandsPage } from "~/app/features/brands/brands.server";
import { sitePageMeta } from "~/app/features/brands/page-meta";
import type { Route } from "./+types/brands._index";

/** /brands: every make the dealer sells, with its stock count. */
export const loader = ({ context }: Route.LoaderArgs) => loadBrandsPage(context);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  sitePageMeta(
    matches,
    "Our brands",
    `The makes we sell: ${
      (data?.brands ?? [])
        .filter((b) => b.franchised)
        .map((b) => b.make)
        .join(", ") || "new, used and demo stock"
    }. Browse stock by brand.`,
  );

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandsPage data={loaderData} />;
}
