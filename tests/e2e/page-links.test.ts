import { describe, expect, it } from "vitest";
import { requestWithHost } from "./harness";
import { demoSites, pageHtml, siteHits } from "./vehicle-helpers";

function sameSiteLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&")).filter((href) => !href.startsWith("//"));
}

describe("links on the main pages", () => {
  it("lead somewhere from every demo dealer's home, search and vehicle page: no 404, no error", async () => {
    for (const site of await demoSites()) {
      const car = (await siteHits(site, 100)).find((h) => h.status !== "sold")!;
      const links = new Set<string>();
      for (const path of ["/", "/search/new-used-and-demo-cars", car.path]) {
        const { status, html } = await pageHtml(site, path);
        expect(status, `${site} ${path}`).toBe(200);
        for (const link of sameSiteLinks(html)) links.add(link);
      }
      expect(links.size).toBeGreaterThan(20);
      for (const link of links) {
        // Assets are built files; the pages and APIs are what a wrong path or a missing route breaks.
        if (link.startsWith("/assets/")) continue;
        const res = await requestWithHost(`${site}.localhost`, link);
        // 3xx: a sign-in gate or a redirect to the canonical page, both fine.
        expect(res.status, `${site}: ${link}`).toBeLessThan(400);
      }
    }
  });
});
