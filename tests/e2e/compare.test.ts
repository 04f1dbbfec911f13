import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { host, someCars } from "./auth-helpers";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";

const SLUG = "harbour-toyota";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("compare", () => {
  it("picks three cars from the results, shows a tray, and compares them side by side", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoSettled(page, siteUrl(SLUG, "/search/new-used-and-demo-cars"));
    const toggles = page.locator("button.compare-toggle");
    await toggles.first().waitFor();
    for (let i = 0; i < 3; i++) await toggles.nth(i).click();
    const tray = page.getByTestId("compare-tray");
    await tray.waitFor();
    expect(await tray.locator("li").count()).toBe(3);

    // A fourth is refused with a message; the tray keeps three.
    await toggles.nth(3).click();
    await page.getByText("You can compare up to 3 cars").waitFor();
    expect(await tray.locator("li").count()).toBe(3);

    await Promise.all([page.waitForURL(/\/compare\?ids=\d+,\d+,\d+$/), page.getByTestId("compare-open").click()]);
    const shared = page.url();
    const table = page.getByTestId("compare-table");
    await table.waitFor();
    expect(await page.getByTestId("compare-car-name").count()).toBe(3);
    for (const row of ["price", "finance", "year", "km", "body", "fuel", "transmission"]) {
      expect(await table.locator(`tr[data-row="${row}"] td`).count(), row).toBe(3);
    }
    expect(await table.locator('tr[data-row="finance"]').textContent()).toMatch(/\$\d[\d,]*\/wk|—/);

    const allRows = await table.locator("tbody tr[data-row]").count();
    await Promise.all([page.waitForURL(/diff=1/), page.getByTestId("diff-toggle").click()]);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-differs="false"]').length === 0);
    const diffRows = await table.locator("tbody tr[data-row]").count();
    expect(diffRows).toBeLessThanOrEqual(allRows);
    expect(await table.locator('tbody tr[data-differs="false"]').count()).toBe(0);
    expect(await page.getByTestId("diff-toggle").getAttribute("aria-checked")).toBe("true");

    // The URL is shareable: a new visitor (no stored list, no JavaScript) sees the same three cars.
    const names = await page.getByTestId("compare-car-name").allTextContents();
    const stranger = await newContext(browser, "phone", false);
    const other = await stranger.newPage();
    await other.goto(shared);
    expect(await other.getByTestId("compare-car-name").allTextContents()).toEqual(names);
    await stranger.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads the cars of this dealer only", async () => {
    const [mine] = await someCars(SLUG, 1);
    const [theirs] = await someCars("coastal-motor-group", 1);
    const res = await requestWithHost(host(SLUG), `/compare?ids=${mine.id},${theirs.id}`);
    expect(res.status).toBe(200);
    const html = res.body.toString();
    expect(html).toContain(mine.name);
    expect(html).not.toContain(theirs.name);
  });
});
