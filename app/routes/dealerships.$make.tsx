import { DealershipsByMakePage } from "~/app/features/brands/brand-pages";
import { loadDealershipsByMake } from "~/app/features/brands/brands.server";
import { sitePageMeta } from "~/app/features/brands/page-meta";
import type { Route } from "./+types/dealerships.$make";

/** /dealerships/{make}?filter=brand: the group's dealerships selling a make (the filter is the only one there is). */
export const loader = ({ context, params }: Route.LoaderArgs) => loadDealershipsByMake(context, params.make);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? sitePageMeta(
        matches,
        `${data.brand.make} dealerships`,
        `${data.brand.make} dealerships: ${data.dealerships.map((d) => d.name).join(", ")}. Addresses and phone numbers.`,
      )
    : [{ title: "Not found" }];

export default function DealershipsByMake({ loaderData }: Route.ComponentProps) {
  return <DealershipsByMakePage data={loaderData} />;
}
