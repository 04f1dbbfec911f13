import { requireSite, runtimeContext } from "~/app/context";
import { currentUser } from "~/app/middleware/session.server";
import { handleWatchlistCall } from "~/server/watchlist/api";
import type { Route } from "./+types/api.watchlist.save-car";

/** POST { phone_number, car_id } → { success } (see server/watchlist/api.ts for every answer). */
export async function action({ request, context }: Route.ActionArgs) {
  const site = requireSite(context);
  return handleWatchlistCall("save", request, { db: context.get(runtimeContext).db, websiteId: site.id, user: currentUser(context) });
}
