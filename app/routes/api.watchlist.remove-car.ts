import { watchlistChangeCall } from "~/app/features/watchlist/watchlist-api.server";
import type { Route } from "./+types/api.watchlist.remove-car";

export const action = ({ request, context }: Route.ActionArgs) => watchlistChangeCall("remove", request, context);
