/** Every page type has exactly one absolute canonical link naming the page itself; error pages have none. */
import { describe, expect, it } from "vitest";
import { requestWithHost } from "./harness";
import { demoSites, siteHits } from "./vehicle-helpers";

const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);

/** Page types beyond those the sitemap lists (one car stands for every vehicle page). */
const PAGE_TYPES = ["/careers", "/book-test-drive", "/compare", "/sign-in"];

describe("canonical links", () => {
  it("gives every page type of every demo dealer one canonical link to itself", async () => {
    for (const site of await demoSites()) {
      const sitemap = (await requestWithHost(`${site}.localhost`, "/sitemap.xml")).body.toString();
      const listed = [...sitemap.matchAll(/<loc>http:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
      const car = listed.find((p) => p.startsWith("/cars/"));
      const paths = [...listed.filter((p) => !p.startsWith("/cars/")), ...(car ? [car] : []), ...PAGE_TYPES];
      for (const path of ["/", "/about-us", "/blog", "/contact", "/dealer-locator", "/special-offers", "/privacy-policy"]) {
        expect(paths).toContain(path);
      }
      expect(car, site).toBeDefined();
      for (const path of paths) {
        const res = await requestWithHost(`${site}.localhost`, path);
        expect(res.status, `${site} ${path}`).toBe(200);
        expect(canonicals(res.body.toString()), `${site} ${path}`).toEqual([`http://${site}.localhost${path}`]);
      }
    }
  });

  it("leaves out the query string, redirects a trailing slash away, and gives error pages none", async () => {
    const [site] = await demoSites();
    const hit = (await siteHits(site, 100))[0];
    const withQuery = await requestWithHost(`${site}.localhost`, `/blog?category=news`);
    expect(canonicals(withQuery.body.toString())).toEqual([`http://${site}.localhost/blog`]);
    const car = await requestWithHost(`${site}.localhost`, `${hit.path}?utm_source=x`);
    expect(canonicals(car.body.toString())).toEqual([`http://${site}.localhost${hit.path}`]);
    // One address per page: the search page (and any other) with a trailing slash redirects to the one without.
    const slashed = await requestWithHost(`${site}.localhost`, "/search/new-used-and-demo-cars/?make=Toyota");
    expect(slashed.status).toBe(301);
    expect(slashed.headers.location).toBe("/search/new-used-and-demo-cars?make=Toyota");
    expect((await requestWithHost(`${site}.localhost`, "/search/new-used-and-demo-cars")).status).toBe(200);
    expect((await requestWithHost(`${site}.localhost`, "//evil.example/")).headers.location ?? "").not.toContain("evil.example");
    const missing = await requestWithHost(`${site}.localhost`, "/no-such-page");
    expect(missing.status).toBe(404);
    expect(canonicals(missing.body.toString())).toEqual([]);
  });
});
