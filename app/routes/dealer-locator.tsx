import { DealerLocatorPage } from "~/app/features/locations/dealer-locator-page";
import { loadDealerLocatorPage } from "~/app/features/locations/dealer-locator-page.server";
import type { Route } from "./+types/dealer-locator";

export const loader = ({ context }: Route.LoaderArgs) => loadDealerLocatorPage(context);

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = (matches[0]?.loaderData as { site: { name: string; settings: { labels: { locationsTitle: string } } } | null })?.site;
  return [{ title: `${site?.settings.labels.locationsTitle ?? "Locations"} | ${site?.name ?? ""}` }];
};

export default function DealerLocator() {
  return <DealerLocatorPage />;
}
