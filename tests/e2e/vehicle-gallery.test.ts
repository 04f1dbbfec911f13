import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";
import { findCar } from "./vehicle-helpers";

/** Hydration and calls are slow on a busy two-core machine. */
const POLL = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Errors the page raises, less one the shell causes on every page: React's attribute warning when the only
 * differences are CSP nonces (the browser hides a nonce from the DOM after parsing, so the client sees "").
 */
function onlyNonceDifferences(text: string): boolean {
  if (!/didn't match the client properties/.test(text)) return false;
  const changed = [...text.matchAll(/^\s*[+-]\s+([a-zA-Z-]+)=/gm)].map((m) => m[1]);
  return changed.length > 0 && changed.every((name) => name === "nonce");
}
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string) => !onlyNonceDifferences(text) && errors.push(text);
  page.on("pageerror", (e) => keep(e.message));
  page.on("console", (m) => m.type() === "error" && keep(m.text()));
  return errors;
}

describe("vehicle gallery", () => {
  it("shows thumbnails for more than 3 images, moves between slides, and gives the hero image priority and fixed size", async () => {
    const { site, hit } = await findCar((h) => h.images.length > 3);
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const errors = watchErrors(page);
    await gotoSettled(page, siteUrl(site, hit.path));
    const hero = page.locator('[data-testid="photos-strip"] img').first();
    expect(await hero.getAttribute("fetchpriority")).toBe("high");
    expect(await hero.getAttribute("width")).toBe("960");
    expect(await hero.getAttribute("height")).toBe("720");
    await expect.poll(() => page.locator('[data-testid="photos-thumbnails"] li').count(), POLL).toBeGreaterThan(3);
    const counter = page.getByTestId("photos-counter");
    expect(await counter.textContent()).toMatch(/^1 \/ \d+$/);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => counter.textContent(), POLL).toMatch(/^2 \/ /);
    await page.locator('[data-testid="photos-thumbnails"] a').nth(3).click();
    await expect.poll(() => counter.textContent(), POLL).toMatch(/^4 \/ /);
    await page.screenshot({ path: `test-results/vehicle-gallery-${site}.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("falls back to the not-found image when a photo fails to load", async () => {
    const { site, hit } = await findCar((h) => h.images.length > 0);
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await page.route(/\/media\/.*(front34|side)[^/]*\.svg/, (route) => route.fulfill({ status: 500, body: "" }));
    await gotoSettled(page, siteUrl(site, hit.path));
    await expect.poll(() => page.locator('[data-testid="photos-strip"] img').first().getAttribute("src"), POLL).toContain("not-found");
    await context.close();
  });

  it("auto-rotates the 360° spin every 100 ms until touched, then follows drag and arrow keys", async () => {
    const { site, hit } = await findCar((_h, html) => html.includes("360° spin"));
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const errors = watchErrors(page);
    await gotoSettled(page, siteUrl(site, hit.path));
    await page.getByRole("button", { name: "360° spin" }).click();
    const spin = page.getByTestId("spin-viewer");
    expect(await spin.getAttribute("data-auto")).toBe("true");
    const first = Number(await spin.getAttribute("data-frame"));
    await page.waitForTimeout(600);
    const later = Number(await spin.getAttribute("data-frame"));
    expect(later).not.toBe(first);

    const box = (await spin.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await spin.getAttribute("data-auto")).toBe("false");
    const grabbed = Number(await spin.getAttribute("data-frame"));
    await page.mouse.move(box.x + box.width / 2 - box.width / 4, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const dragged = Number(await spin.getAttribute("data-frame"));
    expect(dragged).toBe((grabbed + 6) % 24);
    await page.waitForTimeout(400);
    expect(Number(await spin.getAttribute("data-frame"))).toBe(dragged);

    await spin.focus();
    await page.keyboard.press("ArrowLeft");
    expect(Number(await spin.getAttribute("data-frame"))).toBe((dragged + 1) % 24);
    await page.screenshot({ path: `test-results/vehicle-spin-${site}.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
