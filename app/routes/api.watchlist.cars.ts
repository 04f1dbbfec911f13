import { requireSite, runtimeContext } from "~/app/context";
import { currentUser } from "~/app/middleware/session.server";
import { savedCarIds } from "~/server/watchlist/watchlist";
import type { Route } from "./+types/api.watchlist.cars";

/**
 * GET: the signed-in shopper's saved car ids and their phone (which the save/remove calls carry).
 * Private to the shopper's own browser; never cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = requireSite(context);
  const user = currentUser(context);
  const headers = { "Cache-Control": "private, no-store" };
  if (!user) return Response.json({ signed_in: false, phone_number: null, car_ids: [] }, { headers });
  const carIds = await savedCarIds(context.get(runtimeContext).db, site.id, user.id);
  return Response.json({ signed_in: true, phone_number: user.phone, car_ids: carIds }, { headers });
}
