/** What a shopper on a phone sees of the header menu, the toast and the compare tray, and the search results (issue 15). */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, siteUrl } from "./harness";

const DEALERS = ["harbour-toyota", "coastal-motor-group", "ridge-caravans-motorcycles", "westside-auto-exchange"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** True when the centre of `target` is the element a tap there would reach (nothing is drawn over it). */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

describe("phone header", () => {
  it.each(DEALERS)("%s: the menu closes once a link is chosen, leaving the Filters button uncovered", async (slug) => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(siteUrl(slug, "/"), { waitUntil: "networkidle" });
    await page.locator("summary", { hasText: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/search/new-used-and-demo-cars"),
      menu.locator('a[href="/search/new-used-and-demo-cars"]').click(),
    ]);
    const filters = page.locator('label[for="show-filters"]');
    await filters.waitFor();
    expect(await menu.isVisible()).toBe(false);
    expect(await isUncovered(filters)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(DEALERS)("%s: the phone header has a tap-to-call link", async (slug) => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(siteUrl(slug, "/"), { waitUntil: "networkidle" });
    const call = page.locator('header a[href^="tel:"]');
    const visible = await call.evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent !== null).length);
    expect(visible).toBe(1);
    expect(await call.filter({ visible: true }).getAttribute("aria-label")).toMatch(/^Call \(0\d\) \d{4} \d{4}$/);
    expect(await isUncovered(call.filter({ visible: true }))).toBe(true);
    expect(await isUncovered(page.locator("summary", { hasText: "Menu" }))).toBe(true);
    await context.close();
  });
});
