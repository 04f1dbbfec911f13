import { robotsResponse } from "~/app/features/seo/robots.server";
import type { Route } from "./+types/robots[.]txt";

export const loader = ({ request, context }: Route.LoaderArgs) => robotsResponse(request, context);
