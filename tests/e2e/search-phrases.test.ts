/**
 * The search box understands what a shopper types (issue 15): "used suv under 30000" becomes the filters Used, SUV and
 * under $30,000, shown as chips the shopper can remove, from the search page and from the home page, with and without
 * JavaScript. Typing alone (search as you type) does not turn half-typed words into filters.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";
import { siteHits, type Hit } from "./vehicle-helpers";

const SITE = "coastal-motor-group";
const SEARCH = "/search/new-used-and-demo-cars";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const chips = (page: Page) =>
  page
    .getByTestId("applied-filters")
    .getByRole("link", { name: /^Remove / })
    .allTextContents();
const dollars = (text: string) => Number(/\$([\d,]+)/.exec(text)?.[1].replace(/,/g, "") ?? NaN);

async function expectUsedSuvsUnder30000(page: Page) {
  const params = new URL(page.url()).searchParams;
  expect(params.getAll("car_type")).toEqual(["used"]);
  expect(params.getAll("body")).toEqual(["suv"]);
  expect(params.get("price_max")).toBe("30000");
  expect(params.get("query")).toBeNull();
  expect(params.get("phrases")).toBeNull();
  expect((await chips(page)).map((c) => c.replace("×", "").trim())).toEqual(["Used", "SUV", "Under $30,000"]);
  const cards = page.locator("#results article");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const price of await cards.locator("text=/\\$[\\d,]+/").allTextContents()) expect(dollars(price)).toBeLessThanOrEqual(30000);
}

describe("search box phrases", () => {
  it("turns 'used suv under 30000' into filters on Enter, each removable", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(SITE, SEARCH));
    await page.getByRole("searchbox", { name: "Search stock" }).fill("used suv under 30000");
    await page.keyboard.press("Enter");
    await page.waitForURL(/price_max=30000/);
    await expect.poll(() => chips(page)).toHaveLength(3);
    await expectUsedSuvsUnder30000(page);
    expect(await page.getByRole("searchbox", { name: "Search stock" }).inputValue()).toBe("");
    // The filter panel shows them too.
    expect(await page.getByRole("checkbox", { name: /^Used/ }).isChecked()).toBe(true);
    await page.getByRole("link", { name: "Remove SUV" }).click();
    await page.waitForURL((url) => !url.searchParams.has("body"));
    expect(new URL(page.url()).searchParams.getAll("car_type")).toEqual(["used"]);
    await expect.poll(async () => (await chips(page)).map((c) => c.replace("×", "").trim())).toEqual(["Used", "Under $30,000"]);
    await context.close();
  });

  it("does the same from the home page's search box", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(SITE, "/"));
    await page.getByRole("searchbox", { name: "Search stock" }).fill("used suv under 30000");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/price_max=30000/);
    await expect.poll(() => chips(page)).toHaveLength(3);
    await expectUsedSuvsUnder30000(page);
    await context.close();
  });

  it("works without JavaScript (the server reads the phrase and redirects to the filters)", async () => {
    const context = await newContext(browser, "desktop", false);
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, SEARCH));
    await page.getByRole("searchbox", { name: "Search stock" }).fill("used suv under 30000");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/price_max=30000/);
    await expectUsedSuvsUnder30000(page);
    await context.close();
  });

  it("keeps what it does not understand as text, and leaves typing alone", async () => {
    const hits = (await siteHits(SITE, 300)) as Array<Hit & { make: string; model: string; year: number }>;
    const car = hits.find((h) => h.make === "Kia" && h.model && h.year)!;
    const typed = `${car.year} ${car.make.toLowerCase()} ${car.model.toLowerCase()} sunroof`;
    const res = await requestWithHost(`${SITE}.localhost`, `${SEARCH}?query=${encodeURIComponent(typed)}&phrases=1`);
    expect(res.status).toBe(302);
    const target = new URL(String(res.headers.location), "http://x");
    expect(target.searchParams.get("query")).toBe("sunroof");
    expect(target.searchParams.getAll("make")).toEqual(["Kia"]);
    expect(target.searchParams.getAll("model")).toEqual([car.model]);
    expect([target.searchParams.get("year_min"), target.searchParams.get("year_max")]).toEqual([String(car.year), String(car.year)]);
    // Search as you type sends no "phrases": the text stays text.
    const asYouType = await requestWithHost(`${SITE}.localhost`, `${SEARCH}?query=${encodeURIComponent("used suv under 3")}`);
    expect(asYouType.status).toBe(200);
  });
});
