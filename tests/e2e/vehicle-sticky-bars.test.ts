import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";
import { siteHits } from "./vehicle-helpers";

/** Hydration and calls are slow on a busy two-core machine. */
const POLL = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function anyCar() {
  const site = "harbour-toyota";
  const car = (await siteHits(site, 100)).find((h) => h.status !== "sold")!;
  return { site, car };
}

describe("vehicle page sticky bars", () => {
  it("shows the sticky header after 500 px of scroll and the sticky footer on phones", async () => {
    const { site, car } = await anyCar();
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(site, car.path));
    expect(await page.getByTestId("sticky-footer").isVisible()).toBe(true);
    expect(await page.getByTestId("sticky-header").count()).toBe(0);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(await page.getByTestId("sticky-header").count()).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.getByTestId("sticky-header").count(), POLL).toBe(1);
    await context.close();
  });
});
