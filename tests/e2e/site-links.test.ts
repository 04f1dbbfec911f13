/**
 * The site's links to its own pages are plain anchors (app/ui/router-links.tsx, ADR 064): a plain click still moves
 * within the app (no new document), the menu marks the current page, a modified click is still the browser's, and the
 * same links work without JavaScript.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SITE = "harbour-toyota";

/** Marks the current document: the mark survives a navigation in the app and is gone after a document load. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as { documentMark?: number }).documentMark = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as { documentMark?: number }).documentMark === 1);
const menuLink = (page: Page, name: string) => page.locator("header nav").first().getByRole("link", { name, exact: true });

describe("links to the site's own pages", () => {
  it("move within the app on a plain click, from the footer and the menu, mark the current page, and Back returns", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(SITE, "/contact"));
    expect(await menuLink(page, "Contact").getAttribute("aria-current")).toBe("page");
    await markDocument(page);
    const documents: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "document" && documents.push(request.url())));

    await page.locator("footer").getByRole("link", { name: "About us", exact: true }).click();
    await page.waitForURL(siteUrl(SITE, "/about-us"));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("About");
    expect(await menuLink(page, "Contact").getAttribute("aria-current")).toBeNull();

    await menuLink(page, "Special Offers").click();
    await page.waitForURL(siteUrl(SITE, "/special-offers"));
    await expect.poll(() => menuLink(page, "Special Offers").getAttribute("aria-current")).toBe("page");
    await page.goBack();
    await page.waitForURL(siteUrl(SITE, "/about-us"));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("About");
    expect(await sameDocument(page)).toBe(true);
    expect(documents).toEqual([]);
    await context.close();
  });

  it("move within the app from a search card, whose list takes its links' clicks in one handler", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(SITE, "/search/new-used-and-demo-cars"));
    await markDocument(page);
    const documents: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "document" && documents.push(request.url())));
    const title = page.locator(".car-card-body h3 a").first();
    const href = await title.getAttribute("href");
    expect(href).toMatch(/^\/cars\//);
    await title.click();
    await page.waitForURL(siteUrl(SITE, href ?? ""));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await sameDocument(page)).toBe(true);
    expect(documents).toEqual([]);
    await context.close();
  });

  it("leave a modified click to the browser, and work as plain links without JavaScript", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(SITE, "/contact"));
    const opened = context.waitForEvent("page");
    await page
      .locator("footer")
      .getByRole("link", { name: "About us", exact: true })
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForURL(siteUrl(SITE, "/about-us"));
    expect(page.url()).toBe(siteUrl(SITE, "/contact"));
    await context.close();

    const noScript = await newContext(browser, "desktop", false);
    const plain = await noScript.newPage();
    await plain.goto(siteUrl(SITE, "/contact"));
    await Promise.all([
      plain.waitForURL(siteUrl(SITE, "/about-us")),
      plain.locator("footer").getByRole("link", { name: "About us", exact: true }).click(),
    ]);
    expect(await plain.getByRole("heading", { level: 1 }).textContent()).toContain("About");
    await noScript.close();
  });
});
