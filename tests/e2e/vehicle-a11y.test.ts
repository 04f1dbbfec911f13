import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { gotoSettled, launchBrowser, siteUrl, VIEWPORTS } from "./harness";
import { ALL_DEMO_DEALERS, demoSites, siteHits } from "./vehicle-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("vehicle page accessibility and layout stability", () => {
  it("covers the demo dealers the directory lists", async () => {
    expect(await demoSites()).toEqual(expect.arrayContaining(ALL_DEMO_DEALERS));
  });

  it.each(ALL_DEMO_DEALERS)(
    "%s: passes axe-core, phone and desktop, with the hero image as largest paint and no layout shift",
    async (site) => {
      const car = (await siteHits(site)).filter((h) => h.status !== "sold").sort((x, y) => y.images.length - x.images.length)[0];
      for (const viewport of ["phone", "desktop"] as const) {
        const context = await browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[viewport], isMobile: viewport === "phone" });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __cls: number; __lcp: string };
          w.__cls = 0;
          w.__lcp = "";
          new PerformanceObserver((l) => {
            for (const e of l.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
              if (!e.hadRecentInput) w.__cls += e.value;
          }).observe({ type: "layout-shift", buffered: true });
          new PerformanceObserver((l) => {
            for (const e of l.getEntries() as Array<PerformanceEntry & { element?: Element }>) w.__lcp = e.element?.tagName ?? "";
          }).observe({ type: "largest-contentful-paint", buffered: true });
        });
        await gotoSettled(page, siteUrl(site, car.path));
        await page.waitForTimeout(500);
        const { cls, lcp } = await page.evaluate(() => ({
          cls: (window as unknown as { __cls: number }).__cls,
          lcp: (window as unknown as { __lcp: string }).__lcp,
        }));
        // The site shell (header, footer) is audited with every page by scripts/audit-pages.ts; this suite owns the vehicle page.
        const violations = await runAxe(page, { exclude: ["body > div > header", "body header", "body footer"] });
        await page.screenshot({ path: `test-results/vehicle-${site}-${viewport}.png` });
        expect(violations, `${site} ${viewport}`).toEqual([]);
        expect(cls, `${site} ${viewport} CLS`).toBeLessThan(0.02);
        if (viewport === "phone") expect(lcp, `${site} LCP element`).toBe("IMG");
        await context.close();
      }
    },
  );
});
