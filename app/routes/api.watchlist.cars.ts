import { watchlistCarsCall } from "~/app/features/watchlist/watchlist-api.server";
import type { Route } from "./+types/api.watchlist.cars";

export const loader = ({ context }: Route.LoaderArgs) => watchlistCarsCall(context);
