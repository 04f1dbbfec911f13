/**
 * Search with JavaScript (issue 15): the price filter sent is the one the slider shows, and while a search loads or after
 * it fails (network failure or server error, on the first filter change too) the previous results stay (000 §4).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";

const SEARCH = "/search/new-used-and-demo-cars";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dollars = (text: string) => [...text.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1].replace(/,/g, "")));
const cards = (page: Page) => page.locator("#results article h3").allTextContents();

describe("search price slider", () => {
  it("sends the range the slider shows when a thumb is pushed past the other (End on the minimum)", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("harbour-toyota", `${SEARCH}?price_max=20000`));
    const min = page.getByRole("slider", { name: "Minimum price" });
    await min.focus();
    await page.keyboard.press("End");
    await page.waitForURL(/price_min=/);
    const params = new URL(page.url()).searchParams;
    const shown = dollars((await page.getByRole("group", { name: "Price" }).locator("p").first().textContent()) ?? "");
    expect(Number(params.get("price_min"))).toBeLessThan(Number(params.get("price_max")));
    expect(Number(params.get("price_max"))).toBe(20000);
    expect([Number(params.get("price_min")), Number(params.get("price_max"))]).toEqual(shown);
    expect(await min.inputValue()).toBe(params.get("price_min"));
    await context.close();
  });
});

describe("search errors keep the previous results", () => {
  for (const failure of ["network failure", "server error"] as const) {
    it(`on the first filter change after the page loads (${failure})`, async () => {
      const context = await newContext(browser, "desktop");
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await gotoSettled(page, siteUrl("coastal-motor-group", SEARCH));
      const before = await cards(page);
      expect(before.length).toBeGreaterThan(0);
      await page.route(/\.data(\?|$)/, (route) =>
        failure === "network failure" ? route.abort("failed") : route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
      );
      await page.getByRole("checkbox", { name: /^Kia/ }).check();
      await expect.poll(() => page.getByRole("alert").filter({ hasText: "previous results" }).count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByText("Something went wrong").count()).toBe(0);
      expect(await cards(page)).toEqual(before);
      // The next search that works replaces them.
      await page.unroute(/\.data(\?|$)/);
      await page.getByRole("checkbox", { name: /^Kia/ }).uncheck();
      await page.getByRole("checkbox", { name: /^Hyundai/ }).check();
      await expect.poll(async () => (await cards(page)).every((n) => n.includes("Hyundai")), { timeout: 20_000 }).toBe(true);
      expect(await page.getByRole("alert").filter({ hasText: "previous results" }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("while a search loads", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("coastal-motor-group", SEARCH));
    const before = await cards(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("checkbox", { name: /^Kia/ }).check();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Loading" }).count(), { timeout: 20_000 }).toBe(1);
    expect(await cards(page)).toEqual(before);
    release();
    await expect.poll(async () => (await cards(page)).every((n) => n.includes("Kia")), { timeout: 20_000 }).toBe(true);
    await context.close();
  });
});
