/**
 * The 360° spin (issue 15): hotspots sit on the picture and show, and the page keeps its size while the spin turns
 * (hotspots placed at 100× their position made it about 48,000 px tall).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl, VIEWPORTS } from "./harness";
import { findCar } from "./vehicle-helpers";

async function viewerMedia(site: string, slug: string): Promise<{ spinImages: string[] }> {
  const answer = await requestWithHost(`${site}.localhost`, `/api/cars/${slug}/viewer`);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body.toString()) as { spinImages: string[] };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("360° spin", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`keeps the page's size while turning and shows hotspots on the picture (${viewport})`, async () => {
      // A car with spin frames of its own (a car with only a provider's spin code shows the provider's frame instead). The
      // frames are not in the page: the viewer asks for them when the spin is picked.
      const { site, hit } = await findCar(
        async (h, html, slug) => html.includes("360° spin") && (await viewerMedia(slug, h.slug)).spinImages.length > 1,
      );
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      // The viewer's buttons work once the page's script has hydrated it.
      await gotoSettled(page, siteUrl(site, hit.path));
      const size = () => page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
      const before = await size();
      await page.getByRole("button", { name: "360° spin" }).click();
      const spin = page.getByTestId("spin-viewer");
      expect(await spin.getAttribute("data-auto")).toBe("true");
      // A full turn at 100 ms a frame passes every hotspot's frame.
      let tallest = 0;
      let widest = 0;
      for (let i = 0; i < 14; i++) {
        const now = await size();
        tallest = Math.max(tallest, now.h);
        widest = Math.max(widest, now.w);
        await page.waitForTimeout(200);
      }
      // The spin replaces the photo strip: the page may differ by the height of the viewer at most, never by thousands.
      expect(tallest).toBeLessThan(before.h + VIEWPORTS[viewport].height);
      expect(widest).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

      // Turn by keys until a hotspot shows; it must be on the picture.
      await spin.focus();
      await page.keyboard.press("Home");
      const hotspot = page.getByTestId("spin-hotspot").first();
      let shown = false;
      for (let i = 0; i < 24 && !shown; i++) {
        shown = (await page.getByTestId("spin-hotspot").count()) > 0;
        if (!shown) await page.keyboard.press("ArrowLeft");
      }
      expect(shown, `${site} ${hit.path}`).toBe(true);
      const frame = (await spin.boundingBox())!;
      const button = (await hotspot.getByRole("button").boundingBox())!;
      expect(await hotspot.getByRole("button").isVisible()).toBe(true);
      expect(button.x).toBeGreaterThanOrEqual(frame.x);
      expect(button.y).toBeGreaterThanOrEqual(frame.y);
      expect(button.x + button.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(button.y + button.height).toBeLessThanOrEqual(frame.y + frame.height);
      await hotspot.getByRole("button").click();
      const note = page.getByRole("note");
      expect(await note.isVisible()).toBe(true);
      const box = (await note.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      await page.screenshot({ path: `test-results/vehicle-spin-hotspot-${site}-${viewport}.png` });
      await context.close();
    });
  }

  it("says while the frames load, and when they could not, with a retry that brings the spin", async () => {
    const { site, hit } = await findCar(
      async (h, html, slug) => html.includes("360° spin") && (await viewerMedia(slug, h.slug)).spinImages.length > 1,
    );
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(site, hit.path));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every ask fails until the shopper retries (a hover may ask before the click does); then the answer waits.
    let answer: "fail" | "hold" = "fail";
    await page.route("**/api/cars/*/viewer", async (route) => {
      if (answer === "fail") return route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' });
      await held;
      return route.continue();
    });
    await page.getByRole("button", { name: "360° spin" }).click();
    const state = page.getByTestId("viewer-media-state");
    await state.getByRole("alert").filter({ hasText: "Sorry, the 360° spin could not be loaded." }).waitFor();
    answer = "hold";
    await state.getByRole("button", { name: "Try again" }).click();
    await state.getByRole("status").filter({ hasText: "Loading the 360° spin…" }).waitFor();
    release();
    await page.getByTestId("spin-viewer").waitFor();
    expect(await state.count()).toBe(0);
    await context.close();
  });

  it("starts another car afresh: opening a similar car from a spin shows that car's photos", async () => {
    const { site, hit } = await findCar(
      async (h, html, slug) =>
        html.includes("360° spin") &&
        html.includes('data-testid="similar-cars"') &&
        (await viewerMedia(slug, h.slug)).spinImages.length > 1,
    );
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(site, hit.path));
    await page.getByRole("button", { name: "360° spin" }).click();
    await page.getByTestId("spin-viewer").waitFor();
    // The similar cars come when the shopper scrolls near them.
    await page.getByTestId("similar-cars").scrollIntoViewIfNeeded();
    const other = page.getByTestId("similar-cars").locator("article h3 a").first();
    const otherPath = await other.getAttribute("href");
    const otherName = (await other.textContent()) ?? "";
    await other.click();
    await page.waitForURL((url) => url.pathname === otherPath);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: otherName }).waitFor();
    expect(await page.getByTestId("spin-viewer").count()).toBe(0);
    expect(await page.getByTestId("photos-strip").isVisible(), "the new car's photos show").toBe(true);
    await context.close();
  });
});
