import { data } from "react-router";
import { offerPath } from "~/domain/offers/offer-rules";
import type { Runtime } from "~/server/runtime";
import { visibleOffers } from "~/server/offers/offer-queries";
import type { Site } from "~/server/tenancy/site-directory";

/** One offer by id, only if this site may show it, at its canonical path. */
export async function loadOffer(runtime: Runtime, site: Site, offerId: string, requestPath: string) {
  const id = Number(offerId);
  if (!Number.isInteger(id) || id <= 0) throw data("Not found", { status: 404 });
  const offer = (await visibleOffers(runtime.db, site)).find((o) => o.id === id);
  if (!offer || offerPath(offer, site.settings.singleManufacturer) !== requestPath) throw data("Not found", { status: 404 });
  return { offer };
}
