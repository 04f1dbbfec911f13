import { sitemapFileResponse } from "~/app/features/seo/sitemap.server";
import type { Route } from "./+types/sitemaps.$file";

export const loader = ({ request, context, params }: Route.LoaderArgs) => sitemapFileResponse(request, context, params.file);
