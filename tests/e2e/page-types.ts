/** One page of every page type of a demo dealer, for the suites that check every page type (HTML validity, Lighthouse). */
import { choosePageTypes, sitemapPaths, type PageType } from "../../scripts/page-types";
import { requestWithHost } from "./harness";
import { siteHits } from "./vehicle-helpers";

export type { PageType };

/** Every page type of `site` (scripts/page-types.ts chooses them from its sitemap and stock). */
export async function pageTypes(site: string, { oneContentPage = false } = {}): Promise<PageType[]> {
  const listed = sitemapPaths((await requestWithHost(`${site}.localhost`, "/sitemap.xml")).body.toString());
  const hits = await siteHits(site, 300);
  const car = hits.find((h) => h.status !== "sold") ?? hits[0];
  const sold = hits.find((h) => h.status === "sold");
  return choosePageTypes(listed, { car: car.path, sold: sold?.path }, { oneContentPage });
}
