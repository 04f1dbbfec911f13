import { watchlistChangeCall } from "~/app/features/watchlist/watchlist-api.server";
import type { Route } from "./+types/api.watchlist.save-car";

export const action = ({ request, context }: Route.ActionArgs) => watchlistChangeCall("save", request, context);
