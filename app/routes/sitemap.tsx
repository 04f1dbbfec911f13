import { formPageMeta } from "~/app/features/forms/route-helpers";
import { SitemapPage } from "~/app/features/seo/sitemap-page";
import { loadSitemapPage } from "~/app/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

/** /sitemap: the site's pages for people (the footer's "Sitemap"); /sitemap.xml stays the crawlers'. */
export const loader = ({ context }: Route.LoaderArgs) => loadSitemapPage(context);

export const meta: Route.MetaFunction = ({ matches }) =>
  formPageMeta("Sitemap", matches, {
    description: "Every page of our website in one list: stock, offers, locations, finance, news and more.",
  });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <SitemapPage sections={loaderData.sections} />;
}
