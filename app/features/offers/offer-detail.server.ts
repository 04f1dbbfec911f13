import { data, type RouterContextProvider } from "react-router";
import { offerPath } from "~/domain/offers/offer-rules";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { visibleOffers } from "~/server/offers/offer-queries";

/** One offer by id, only if this site shows it today, at its canonical path. */
export async function loadOffer(request: Request, context: Readonly<RouterContextProvider>, offerId: string) {
  const runtime = context.get(runtimeContext);
  const site = requireSite(context);
  const requestPath = new URL(request.url).pathname;
  const id = Number(offerId);
  if (!Number.isInteger(id) || id <= 0) throw data("Not found", { status: 404 });
  const offer = (await visibleOffers(runtime.db, site)).find((o) => o.id === id);
  if (!offer || offerPath(offer, site.settings.singleManufacturer) !== requestPath) throw data("Not found", { status: 404 });
  return { offer };
}
