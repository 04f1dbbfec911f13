import { sitemapResponse } from "~/app/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap[.]xml";

export const loader = ({ request, context }: Route.LoaderArgs) => sitemapResponse(request, context);
