/** The watchlist calls (000 §7): the shopper's saved cars, and saving or removing one. */
import type { RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { currentUser } from "~/app/middleware/session.server";
import { handleWatchlistCall, type WatchlistOperation } from "~/server/watchlist/api";
import { savedCarIds } from "~/server/watchlist/watchlist";

type Context = Readonly<RouterContextProvider>;

/**
 * GET: the signed-in shopper's saved car ids and their phone (which the save/remove calls carry).
 * Private to the shopper's own browser; never cached.
 */
export async function watchlistCarsCall(context: Context) {
  const site = requireSite(context);
  const user = currentUser(context);
  const headers = { "Cache-Control": "private, no-store" };
  if (!user) return Response.json({ signed_in: false, phone_number: null, car_ids: [] }, { headers });
  const carIds = await savedCarIds(context.get(runtimeContext).db, site.id, user.id);
  return Response.json({ signed_in: true, phone_number: user.phone, car_ids: carIds }, { headers });
}

/** POST { phone_number, car_id } → { success } (see server/watchlist/api.ts for every answer). */
export function watchlistChangeCall(change: WatchlistOperation, request: Request, context: Context) {
  const site = requireSite(context);
  return handleWatchlistCall(change, request, { db: context.get(runtimeContext).db, websiteId: site.id, user: currentUser(context) });
}
