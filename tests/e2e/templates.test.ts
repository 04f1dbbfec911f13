/**
 * Templates differ in structure (issue 17, ADR 049): each demo template draws its own header pattern, home sections
 * in its order, search density and vehicle layout, and each stays axe-clean (the header and footer included) on a
 * phone and a desktop. Harbour is a showroom, Westside a boutique and Coastal a motor group (demo/dealers.ts).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { TEMPLATE_LAYOUTS } from "~/domain/settings/templates";
import { gotoSettled, launchBrowser, siteUrl, VIEWPORTS } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SITES = { showroom: "harbour-toyota", boutique: "westside-auto-exchange", group: "coastal-motor-group" } as const;
const SEARCH = "/search/new-used-and-demo-cars";

async function open(viewport: keyof typeof VIEWPORTS, url: string): Promise<Page> {
  // axe is added as a script tag, which the site's CSP would refuse.
  const context = await browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[viewport], isMobile: viewport === "phone" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const response = await gotoSettled(page, url);
  expect(response?.status(), url).toBe(200);
  expect(errors, url).toEqual([]);
  return page;
}

describe("three templates, three structures", () => {
  it.each(Object.entries(SITES))(
    "%s (%s): its header, home sections in order, search layout and vehicle layout",
    async (template, slug) => {
      const layout = TEMPLATE_LAYOUTS[template as keyof typeof TEMPLATE_LAYOUTS];
      const home = await open("desktop", siteUrl(slug));
      expect(await home.locator("html").getAttribute("data-template")).toBe(template);
      expect(await home.locator("header[data-header]").getAttribute("data-header")).toBe(layout.header);
      // The logo is a picture named by the dealer.
      await expect.poll(() => home.locator("header img").first().getAttribute("alt")).toBeTruthy();
      expect(await home.locator("main [data-hero]").getAttribute("data-hero")).toBe(layout.hero);
      // The sections shown are the template's, in its order (a section with nothing to show is left out).
      const sections = await home.locator("main [data-section]").evaluateAll((els) => els.map((e) => e.getAttribute("data-section")));
      const expected = layout.home.filter((s) => s !== "promotions" && s !== "hero");
      expect(sections.length).toBeGreaterThanOrEqual(3);
      expect(sections).toEqual(expected.filter((s) => sections.includes(s)));
      expect(sections).toContain("hours");
      expect(await home.locator('[data-section="hours"] li').first().textContent()).toMatch(/(Open now|Closed now)/);
      if (layout.header === "mega") {
        await home.getByText("Dealerships ▾").click();
        await expect.poll(() => home.getByTestId("mega-menu").isVisible()).toBe(true);
        expect(await home.getByTestId("mega-menu").locator('a[href^="/locations/"]').count()).toBeGreaterThan(1);
      }
      expect(await runAxe(home), `${slug} home`).toEqual([]);
      if (layout.header === "mega") {
        // Escape closes it, and so does a click anywhere else: the menu never stays over the page.
        const menu = home.getByTestId("mega-menu");
        await home.keyboard.press("Escape");
        await expect.poll(() => menu.isVisible()).toBe(false);
        await home.getByText("Dealerships ▾").click();
        await expect.poll(() => menu.isVisible()).toBe(true);
        await home.mouse.click(8, 700);
        await expect.poll(() => menu.isVisible()).toBe(false);
      }
      await home.context().close();

      const search = await open("desktop", siteUrl(slug, SEARCH));
      expect(await search.locator('ul[aria-label="Search results"]').getAttribute("data-layout")).toBe(layout.search);
      const car = await search.locator('ul[aria-label="Search results"] .car-card h3 a').first().getAttribute("href");
      await search.context().close();

      for (const viewport of ["phone", "desktop"] as const) {
        const vehicle = await open(viewport, siteUrl(slug, car!));
        const grid = vehicle.locator("main [data-layout]").first();
        expect(await grid.getAttribute("data-layout")).toBe(layout.vehicle);
        // Summary-first puts the name and price in the left column on a desktop; a phone shows the photos first on both
        // (the main photo is the page's largest paint).
        const [title, gallery] = await Promise.all([
          vehicle.locator("main h1").evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect),
          grid
            .locator(":scope > div")
            .first()
            .evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect),
        ]);
        if (viewport === "phone") expect(gallery.top).toBeLessThan(title.top);
        else if (layout.vehicle === "summary-first") expect(title.left).toBeLessThan(gallery.left);
        else expect(gallery.left).toBeLessThan(title.left);
        await vehicle.context().close();
      }
    },
    240_000,
  );

  it("each template's home page is axe-clean on a phone, and its menu opens", async () => {
    for (const slug of Object.values(SITES)) {
      const page = await open("phone", siteUrl(slug));
      expect(await runAxe(page), `${slug} phone home`).toEqual([]);
      await page.getByText("Menu", { exact: true }).click();
      await expect.poll(() => page.locator('nav[aria-label="Mobile"]').isVisible()).toBe(true);
      expect(await page.locator('nav[aria-label="Mobile"] a').count()).toBeGreaterThan(4);
      await page.context().close();
    }
  }, 120_000);
});
