import { searchGetCall, searchPostCall } from "~/app/features/search/search-api.server";
import type { Route } from "./+types/api.search";

export const loader = ({ request, context }: Route.LoaderArgs) => searchGetCall(request, context);
export const action = ({ request, context }: Route.ActionArgs) => searchPostCall(request, context);
