/**
 * Offers' rules in a real browser (issue 14, 001 §5, §9): dates honoured, paths by manufacturer, 'View more' only
 * above 200 characters, and "Enquire Now" telling the dealer which offer it was (in the delivered ADF lead).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { expectOneLeadMail, fillContact, textbox, uniqueEmail, waitForHydratedForm } from "./forms-helpers";
import { gotoSettled, launchBrowser, requestWithHost, siteUrl, VIEWPORTS } from "./harness";

/** A GET from Node (which does not resolve *.localhost as Chromium does): status, a header and the body as text. */
async function get(site: string, path: string, headers: Record<string, string> = {}) {
  const res = await requestWithHost(`${site}.localhost`, path, { headers });
  return { status: res.status, type: String(res.headers["content-type"] ?? ""), text: res.body.toString("utf8") };
}

let browser: Browser;

/** A context axe can run in (its script is injected inline, which the site's CSP rightly refuses). */
const newContext = (b: Browser, viewport: keyof typeof VIEWPORTS) =>
  b.newContext({ bypassCSP: true, viewport: VIEWPORTS[viewport], isMobile: viewport === "phone" });
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("offers", () => {
  it("leaves out an offer that starts in 10 days and one that has ended, on every car site", async () => {
    for (const site of ["harbour-toyota", "coastal-motor-group", "westside-auto-exchange"]) {
      const html = (await get(site, "/special-offers")).text;
      // The demo seeds each car site's last own offer to start in 10 days.
      expect(html, site).not.toContain("Free tint and floor mats on used SUVs");
      expect(html, site).toContain("Logbook service from $249");
    }
    const ridge = (await get("ridge-caravans-motorcycles", "/special-offers")).text;
    expect(ridge).not.toContain("Riding gear package with every new bike");
    // The demo's fourth manufacturer offer (Kia Sportage) ended five days ago.
    expect((await get("coastal-motor-group", "/special-offers")).text).not.toContain("Sportage S FWD from");
  });

  it("links /offers/{id} on a single-make site and /offers/{manufacturer}/{id} otherwise; other forms are 404", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await page.goto(siteUrl("coastal-motor-group", "/special-offers"));
    const kiaHref = await page
      .getByRole("link", { name: /Seltos/ })
      .first()
      .getAttribute("href");
    expect(kiaHref).toMatch(/^\/offers\/kia\/\d+$/);
    const id = kiaHref!.split("/").at(-1);
    expect((await get("coastal-motor-group", `/offers/${id}`)).status).toBe(404);
    expect((await get("coastal-motor-group", `/offers/mazda/${id}`)).status).toBe(404);
    await page.goto(siteUrl("harbour-toyota", "/special-offers"));
    expect(
      await page
        .getByRole("link", { name: /RAV4 GX Hybrid/ })
        .first()
        .getAttribute("href"),
    ).toMatch(/^\/offers\/\d+$/);
    await context.close();
  });

  it("truncates long descriptions (160) and disclaimers (200) behind 'View more', and shows short ones whole", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("harbour-toyota", "/special-offers"));
    const cards = page.locator("article");
    const finance = cards.filter({ hasText: "Finance from 6.99% p.a." });
    expect(await finance.locator("summary").count()).toBeGreaterThan(0);
    const summaries = await finance.locator("summary").allTextContents();
    for (const s of summaries) expect(s.replace(" View more", "").length).toBeLessThanOrEqual(201);
    await finance.locator("summary").first().click();
    expect(await finance.locator("details[open]").count()).toBe(1);
    const short = cards.filter({ hasText: "Trade-in bonus: we'll add $1,000" });
    expect(await short.getByText("View more").count()).toBe(0);
    expect(await runAxe(page, { exclude: ["body header", "body footer"] })).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/issue14/special-offers-harbour-toyota-phone.png", fullPage: true });
    await context.close();
  });

  it("'Enquire Now' on an offer sends a lead that names the offer, into the ADF the dealer receives", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await page.goto(siteUrl("harbour-toyota", "/special-offers"));
    const href = await page
      .getByRole("link", { name: /RAV4 GX Hybrid/ })
      .first()
      .getAttribute("href");
    await gotoSettled(page, siteUrl("harbour-toyota", href!));
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("RAV4");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(siteUrl("harbour-toyota", href!));
    expect(await runAxe(page, { exclude: ["body header", "body footer"] })).toEqual([]);
    await page.screenshot({ path: "test-results/issue14/offer-harbour-toyota-desktop.png", fullPage: true });
    await page.getByRole("link", { name: "Enquire Now" }).click();
    await waitForHydratedForm(page);
    const email = uniqueEmail("offer");
    await fillContact(page, email);
    await textbox(page, "Comments").fill("Is this offer on the white one?");
    const location = page.getByRole("combobox", { name: "Location" });
    if (await location.count()) await location.selectOption({ label: "Harbour Toyota Newcastle West" });
    await page.getByRole("button", { name: "Enquire Now" }).click();
    await page.waitForURL(/\/success\?form=enquiry/);
    const mail = await expectOneLeadMail("harbour-toyota", email);
    expect(mail).toMatch(/Offer: RAV4 GX Hybrid from \$[\d,]+ drive away \(offer \d+, \/offers\/\d+\)/);
    await context.close();
  });
});
