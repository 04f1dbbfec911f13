import { describe, expect, it } from "vitest";
import { requestWithHost } from "./harness";
import { demoSites, pageHtml, siteHits } from "./vehicle-helpers";

/** Same-site links of a page's main content (the shell's own links are checked with the home pages). */
function mainLinks(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const hrefs = [...main.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
  return [...new Set(hrefs)];
}

describe("vehicle page links", () => {
  it("leads every same-site link on every demo dealer's vehicle page somewhere: no 404, no error", async () => {
    for (const site of await demoSites()) {
      const car = (await siteHits(site, 100)).find((h) => h.status !== "sold")!;
      const { status, html } = await pageHtml(site, car.path);
      expect(status).toBe(200);
      const links = mainLinks(html);
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) {
        const res = await requestWithHost(`${site}.localhost`, link);
        // 3xx: a sign-in gate or a redirect to the canonical page, both fine.
        expect(res.status, `${site}: ${link}`).toBeLessThan(400);
      }
    }
  });
});
