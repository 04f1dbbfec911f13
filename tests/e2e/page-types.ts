/** One page of every page type of a demo dealer, for the suites that check every page type (HTML validity, Lighthouse). */
import { choosePageTypes, sitemapPaths, stockForPageTypes, type PageType } from "../../scripts/page-types";
import { requestWithHost } from "./harness";

export type { PageType };

/** Every page type of `site` (scripts/page-types.ts chooses them from its sitemap and stock). */
export async function pageTypes(site: string, { oneContentPage = false } = {}): Promise<PageType[]> {
  const listed = sitemapPaths((await requestWithHost(`${site}.localhost`, "/sitemap.xml")).body.toString());
  const { car, sold } = await stockForPageTypes(async (path) =>
    JSON.parse((await requestWithHost(`${site}.localhost`, path)).body.toString()),
  );
  return choosePageTypes(listed, { car, sold }, { oneContentPage });
}
