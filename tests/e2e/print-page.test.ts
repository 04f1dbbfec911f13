/** The print page: valid HTML (no style element in the body) and only the car's sheet on paper. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";
import { siteHits } from "./vehicle-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("print page", () => {
  it("has no style element inside its body, and prints without the site's header and footer", async () => {
    const [car] = await siteHits("harbour-toyota", 100);
    const slug = car.path.replace("/cars/", "");
    const html = (await requestWithHost("harbour-toyota.localhost", `/print?car_id=${slug}`)).body.toString();
    expect(html.slice(html.indexOf("<body"))).not.toContain("<style");

    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await page.goto(siteUrl("harbour-toyota", `/print?car_id=${slug}`));
    await page.emulateMedia({ media: "print" });
    await expect.poll(() => page.locator("body > * header").first().isVisible()).toBe(false);
    expect(await page.getByTestId("print-view").isVisible()).toBe(true);
    expect(await page.locator("[data-print-hide]").first().isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    expect(await page.locator("header").first().isVisible()).toBe(true);
    await context.close();
  });
});
