import { sitePageMeta } from "~/app/features/brands/page-meta";
import { DealerLocatorPage } from "~/app/features/locations/dealer-locator-page";
import { loadDealerLocatorPage } from "~/app/features/locations/dealer-locator-page.server";
import type { Route } from "./+types/dealer-locator";

/** /dealer-locator (?postcode=NNNN sorts the locations nearest first). */
export const loader = ({ context, request }: Route.LoaderArgs) => loadDealerLocatorPage(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const title = (matches[0]?.loaderData as { site: { settings: { labels: { locationsTitle: string } } } | null })?.site?.settings.labels
    .locationsTitle;
  const names = (data?.locations ?? []).map((l) => l.address.suburb);
  return sitePageMeta(
    matches,
    title ?? "Our Locations",
    `Find us in ${[...new Set(names)].join(", ")}: map, opening hours, phone numbers and directions.`,
  );
};

export default function DealerLocator({ loaderData }: Route.ComponentProps) {
  return <DealerLocatorPage data={loaderData} />;
}
