/**
 * What the header and footer offer follows what the dealer sells (issue 15): a dealer of used cars only is not
 * "New & Used", the caravan and motorcycle dealer links each kind, every stock link finds cars; the footer's "Sitemap"
 * is a page for people (the XML stays for crawlers), whose every link answers.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";
import { demoSites } from "./vehicle-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The header's links as "label href", from the desktop navigation. */
async function mainLinks(site: string): Promise<string[]> {
  const html = (await requestWithHost(`${site}.localhost`, "/")).body.toString();
  const nav = /<nav aria-label="Main".*?<\/nav>/s.exec(html)?.[0] ?? "";
  return [...nav.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[2].replace(/&amp;/g, "&")} ${m[1]}`);
}

describe("navigation follows the stock", () => {
  it("names each dealer's stock by what it holds", async () => {
    expect((await mainLinks("westside-auto-exchange")).filter((l) => l.includes("/search"))).toEqual(["Used Cars /search/used-cars"]);
    expect((await mainLinks("harbour-toyota")).filter((l) => l.includes("/search"))).toEqual([
      "New & Used /search/new-used-and-demo-cars",
      "Used Cars /search/used-cars",
    ]);
    const ridge = await mainLinks("ridge-caravans-motorcycles");
    expect(ridge.filter((l) => l.includes("/search"))).toEqual(["Caravans /search/caravans", "Motorcycles /search/motorcycles"]);
    expect(ridge.filter((l) => / car\b/i.test(l))).toEqual([]);
  });

  it("finds cars behind every stock link of every demo dealer", async () => {
    for (const site of await demoSites()) {
      for (const link of (await mainLinks(site)).filter((l) => l.includes(" /search/"))) {
        const path = link.split(" ").at(-1)!;
        const res = await requestWithHost(`${site}.localhost`, path);
        expect(res.status, `${site} ${link}`).toBe(200);
        expect(res.body.toString(), `${site} ${link}`).not.toMatch(/>0 results</);
      }
    }
  });
});

describe("sitemap page", () => {
  it("opens from the footer as a page for people, grouped, on a phone", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("westside-auto-exchange", "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
    await page.waitForURL(/\/sitemap$/);
    // The address changes as the navigation starts; the page follows when its data has arrived.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Sitemap");
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual(expect.arrayContaining(["Cars for sale", "About us", "News and reviews"]));
    expect(await page.getByRole("link", { name: "All cars for sale" }).getAttribute("href")).toBe("/search/used-cars");
    await context.close();
  });

  it("links only pages that answer 200, on every demo dealer, and is listed in sitemap.xml", async () => {
    for (const site of await demoSites()) {
      const html = (await requestWithHost(`${site}.localhost`, "/sitemap")).body.toString();
      const main = /<main.*?<\/main>/s.exec(html)?.[0] ?? "";
      const hrefs = [...new Set([...main.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")))];
      expect(hrefs.length, site).toBeGreaterThan(10);
      for (const href of hrefs) {
        expect((await requestWithHost(`${site}.localhost`, href)).status, `${site} ${href}`).toBe(200);
      }
      expect((await requestWithHost(`${site}.localhost`, "/sitemap.xml")).body.toString()).toContain(`.localhost`);
      expect((await requestWithHost(`${site}.localhost`, "/sitemap.xml")).body.toString()).toMatch(/\/sitemap<\/loc>/);
    }
  });
});
