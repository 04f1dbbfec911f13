/** Finds demo cars for the vehicle page suites through the public search API and the pages themselves. */
import { requestWithHost } from "./harness";

/** Demo dealers every suite knows; demoSites() lists whatever the directory shows. */
export const DEMO_SLUGS = ["harbour-toyota", "coastal-motor-group", "ridge-caravans-motorcycles"];

/** Every demo dealer, for suites that run one test per dealer (each with its own time budget). */
export const ALL_DEMO_DEALERS = [...DEMO_SLUGS, "westside-auto-exchange"];

export async function demoSites(): Promise<string[]> {
  const res = await requestWithHost("localhost", "/");
  return [...new Set([...res.body.toString().matchAll(/\/\/([a-z0-9-]+)\.localhost(?::\d+)?\//g)].map((m) => m[1]))];
}

export type Hit = {
  id: number;
  slug: string;
  path: string;
  name: string;
  status: string;
  images: unknown[];
  price: number | null;
  vehicle_kind: string;
};

/** Up to `limit` of the site's visible cars, in the search API's pages of 100. */
export async function siteHits(site: string, limit = 300, filters = ""): Promise<Hit[]> {
  const hits: Hit[] = [];
  const filter = filters ? `&filters=${encodeURIComponent(filters)}` : "";
  for (let offset = 0; offset < limit; offset += 100) {
    const res = await requestWithHost(`${site}.localhost`, `/api/search?hitsPerPage=100&offset=${offset}${filter}`);
    if (res.status !== 200) throw new Error(`search on ${site} answered ${res.status}`);
    const page = (JSON.parse(res.body.toString()) as { hits: Hit[] }).hits;
    hits.push(...page);
    if (page.length < 100) break;
  }
  return hits;
}

export async function pageHtml(site: string, path: string): Promise<{ status: number; html: string }> {
  const res = await requestWithHost(`${site}.localhost`, path);
  return { status: res.status, html: res.body.toString() };
}

/** The first in-stock car (of any demo site) whose page satisfies `test`. */
export async function findCar(
  test: (hit: Hit, html: string, site: string) => boolean | Promise<boolean>,
  sites = DEMO_SLUGS,
): Promise<{ site: string; hit: Hit }> {
  for (const site of sites) {
    for (const hit of (await siteHits(site)).filter((h) => h.status !== "sold").slice(0, 60)) {
      const { status, html } = await pageHtml(site, hit.path);
      if (status === 200 && (await test(hit, html, site))) return { site, hit };
    }
  }
  throw new Error("no demo car matches");
}
