import { data, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { currentUser } from "~/app/middleware/session.server";
import { maskPhone } from "~/domain/auth/phone";
import { listWatchlist } from "~/server/watchlist/watchlist";
import { garageFinanceApplications } from "~/app/features/finance/garage-finance.server";

/** The watchlist ("my garage"): saved cars with their current price and status. Gated by default (access.gates.myGarage). */
export async function loadGaragePage(context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  if (!site.settings.features.garage) throw data("Not found", { status: 404 });
  const user = currentUser(context);
  const labels = {
    siteName: site.name,
    noPriceText: site.settings.labels.noPriceText,
    soldTag: site.settings.stock.soldTag,
    comingSoonTag: site.settings.stock.comingSoonTag,
    reservedTag: site.settings.stock.reservedTag,
    findSimilar: site.settings.labels.findSimilarButton,
    searchPath: site.settings.search.defaultSearchPath,
  };
  if (!user) return { ...labels, phone: null, cars: [] };
  const cars = await listWatchlist(context.get(runtimeContext).db, site.id, user.id);
  return {
    ...labels,
    phone: maskPhone(user.phone),
    financeApplications: await garageFinanceApplications(context, user.id),
    cars: cars.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      price: c.price,
      km: c.km,
      carType: c.carType,
      status: c.status,
      reserved: c.reserved,
      image: c.images[0]?.url ?? null,
      savedAt: c.savedAt.toISOString(),
    })),
  };
}

export type GaragePageData = Awaited<ReturnType<typeof loadGaragePage>>;
