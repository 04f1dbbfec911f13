/** The vehicle page route's view: the car with its structured data, or the page saying it is gone. */
import { useNonce } from "~/app/nonce";
import { useOrigin, useSite } from "~/app/site-context";
import { siteVehicleNoun } from "~/domain/stock/labels";
import { jsonLdScript, vehiclePageSeo } from "~/domain/vehicle/seo";
import type { CarPageResult } from "./car-page.server";
import { GonePage } from "./gone-page";
import { VehiclePage } from "./vehicle-page";

export function CarPage({ page }: { page: Exclude<CarPageResult, { kind: "not-found" }> }) {
  const site = useSite();
  const nonce = useNonce();
  const origin = useOrigin();
  if (page.kind === "gone") {
    return (
      <GonePage
        similar={page.similar}
        searchHref={page.searchHref}
        labels={site.settings.labels}
        showViews={site.settings.features.viewsOnCards}
        showSave={site.settings.features.garage}
        noun={siteVehicleNoun(site.settings.vehicleKinds)}
      />
    );
  }
  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(
            vehiclePageSeo(page.data, { name: site.name, noPriceText: site.settings.labels.noPriceText }, origin).jsonLd,
          ),
        }}
      />
      {/* Another car is another page: its gallery mode, tabs and dialogs start afresh (the route stays mounted). */}
      <VehiclePage key={page.data.car.id} data={page.data} site={site} />
    </>
  );
}
