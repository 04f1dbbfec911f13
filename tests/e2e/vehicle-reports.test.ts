/**
 * Report downloads on the vehicle page (001 §6): the dealer's plugins and the car decide which appear; a PPSR
 * report (and any PPSR wording) only where the dealer recorded a search of that car; each download opens a real
 * printable document. Screenshots of the reports on a phone and a desktop under test-results/vehicle-reports.
 */
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, siteUrl } from "./harness";
import { pageHtml, siteHits, type Hit } from "./vehicle-helpers";

const WESTSIDE = "westside-auto-exchange";
const OUT = path.resolve("test-results/vehicle-reports");

let browser: Browser;
let checked: Hit;
let unchecked: Hit;

beforeAll(async () => {
  browser = await launchBrowser();
  // The demo records PPSR searches for the first few used cars (by id) of each site: find one with, and one without.
  const used = (await siteHits(WESTSIDE, 1000, "car_type:used")).filter((h) => h.status !== "sold").sort((a, b) => a.id - b.id);
  for (const hit of used.slice(0, 12)) {
    const { html } = await pageHtml(WESTSIDE, hit.path);
    if (html.includes('data-testid="report-ppsr"')) checked ??= hit;
    else unchecked ??= hit;
  }
  expect(checked, "a used car with a recorded PPSR search").toBeDefined();
  expect(unchecked, "a used car without one").toBeDefined();
});
afterAll(async () => {
  await browser?.close();
});

const reportLinks = (html: string) => [...html.matchAll(/data-testid="report-([a-z]+)"/g)].map((m) => m[1]);

describe("report downloads on the vehicle page", () => {
  it("offer the price report, the car analysis and the PPSR report on a car the dealer searched, and say what the search found", async () => {
    const { status, html } = await pageHtml(WESTSIDE, checked.path);
    expect(status).toBe(200);
    expect(reportLinks(html)).toEqual(checked.price ? ["autogauge", "analysis", "ppsr"] : ["analysis", "ppsr"]);
    expect(html).toMatch(/PPSR searched \d{1,2} [A-Z][a-z]+ \d{4}: /);
  });

  it("offer no PPSR report, and claim no PPSR check, on a car the dealer did not search", async () => {
    const { html } = await pageHtml(WESTSIDE, unchecked.path);
    expect(reportLinks(html)).not.toContain("ppsr");
    expect(reportLinks(html)).toContain("analysis");
    expect(html).not.toMatch(/PPSR (checked|searched)/);
    expect(html).not.toContain("Odometer reading verified");
    const slug = unchecked.path.replace("/cars/", "");
    expect((await pageHtml(WESTSIDE, `/print?car_id=${slug}&report=ppsr`)).status).toBe(404);
  });

  it("offer nothing where the dealer has no report plugins", async () => {
    const [hit] = (await siteHits("coastal-motor-group", 100, "car_type:used")).filter((h) => h.status !== "sold");
    const { html } = await pageHtml("coastal-motor-group", hit.path);
    expect(reportLinks(html)).toEqual([]);
    const slug = hit.path.replace("/cars/", "");
    for (const report of ["autogauge", "analysis", "ppsr"]) {
      expect((await pageHtml("coastal-motor-group", `/print?car_id=${slug}&report=${report}`)).status, report).toBe(404);
    }
  });

  it("open each download as a printable document with its content, on a phone and a desktop", async () => {
    for (const viewport of ["phone", "desktop"] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto(siteUrl(WESTSIDE, checked.path));
      const reports = page.getByRole("heading", { name: "Reports" }).locator("..");
      await reports.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(OUT, `vehicle-page-${viewport}.png`) });

      await Promise.all([page.waitForURL(/\/print\?/), page.getByTestId("report-ppsr").click()]);
      const ppsr = page.getByTestId("report-body-ppsr");
      await ppsr.waitFor();
      const text = (await ppsr.textContent()) ?? "";
      expect(text).toContain("PPSR report");
      expect(text).toMatch(/Certificate number\s*DEMO-\d+/);
      expect(text).toMatch(/VIN searched\s*[A-HJ-NPR-Z0-9]{17}/);
      expect(text).toContain("Reported stolen");
      await expect.poll(() => page.getByRole("button", { name: "Print" }).count()).toBe(1);
      await page.screenshot({ path: path.join(OUT, `ppsr-report-${viewport}.png`), fullPage: true });

      await page.goto(siteUrl(WESTSIDE, `/print?car_id=${checked.path.replace("/cars/", "")}&report=analysis`));
      const analysis = (await page.getByTestId("report-body-analysis").textContent()) ?? "";
      expect(analysis).toContain("Age and use");
      expect(analysis).toContain("Price against the market");
      expect(analysis).toContain("It is not a mechanical inspection");
      await page.screenshot({ path: path.join(OUT, `car-analysis-${viewport}.png`), fullPage: true });

      if (checked.price) {
        await page.goto(siteUrl(WESTSIDE, `/print?car_id=${checked.path.replace("/cars/", "")}&report=autogauge`));
        const price = (await page.getByTestId("report-body-autogauge").textContent()) ?? "";
        expect(price).toMatch(/Market range\$[\d,]+ to \$[\d,]+|Not enough comparable cars/);
      }
      await context.close();
    }
  });
});
