/**
 * The dealer pages of 001 §2 (issue 14): /teams/{location-slug}, /fleet and its form through the lead pipeline,
 * and the blog's categories as paths with their image sizes (001 §9). Each page has a title, a description and
 * a canonical link, passes axe, and is screenshot at phone and desktop size for every demo dealer.
 */
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { eachConcurrently, gotoSettled, launchBrowser, requestWithHost, siteUrl, VIEWPORTS } from "./harness";
import { expectOneLeadMail, fillContact, uniqueEmail, waitForHydratedForm, watchPage } from "./forms-helpers";
import { demoSites } from "./vehicle-helpers";

let browser: Browser;
/** One context per viewport for the every-dealer audits: they only read public pages, so nothing carries from one to the next. */
const auditContexts = new Map<keyof typeof VIEWPORTS, Promise<BrowserContext>>();
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync("test-results/dealer-pages", { recursive: true });
});
afterAll(async () => {
  for (const context of auditContexts.values()) await (await context).close();
  await browser?.close();
});

const newContext = (viewport: keyof typeof VIEWPORTS, js = true) =>
  browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", javaScriptEnabled: js });

/** A page in a context of its own (close its context). */
async function openPage(viewport: keyof typeof VIEWPORTS, js = true): Promise<Page> {
  return (await newContext(viewport, js)).newPage();
}

/** A page in the viewport's audit context (close the page). */
async function openAuditPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  if (!auditContexts.has(viewport)) auditContexts.set(viewport, newContext(viewport));
  return (await auditContexts.get(viewport)!).newPage();
}

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
  }));
}

const EXCLUDE_SHELL = ["body > div > header", "body header", "body footer"];

/** Several pages load at once: an image may take longer than expect.poll's default second. */
const POLL = { timeout: 15_000 };

/** Each site at phone and desktop size. */
const withViewports = (sites: readonly string[]) => sites.flatMap((site) => (["phone", "desktop"] as const).map((v) => [site, v] as const));

async function sitemapPaths(site: string): Promise<string[]> {
  const xml = (await requestWithHost(`${site}.localhost`, "/sitemap.xml")).body.toString();
  return [...xml.matchAll(/<loc>http:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
}

describe("team pages", () => {
  it("show each shown location's staff with photo, role and contact, on every demo dealer, with head tags and no axe violations", async () => {
    const teamPaths = new Map<string, string[]>();
    for (const site of await demoSites()) {
      const teams = (await sitemapPaths(site)).filter((p) => p.startsWith("/teams/"));
      expect(teams.length, site).toBeGreaterThan(0);
      teamPaths.set(site, teams);
    }
    await eachConcurrently(withViewports([...teamPaths.keys()]), async ([site, viewport]) => {
      const teams = teamPaths.get(site)!;
      const page = await openAuditPage(viewport);
      const { errors } = watchPage(page);
      await gotoSettled(page, siteUrl(site, teams[0]));
      const members = page.getByTestId("team-member");
      expect(await members.count(), site).toBeGreaterThan(1);
      const first = members.first();
      expect(await first.getByRole("heading", { level: 3 }).textContent()).toMatch(/\w+ \w+/);
      const withPhoto = page.locator('[data-testid="team-member"] img');
      expect(await withPhoto.count()).toBeGreaterThan(0);
      await withPhoto.first().scrollIntoViewIfNeeded();
      await expect.poll(() => withPhoto.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), POLL).toBe(true);
      expect(await withPhoto.first().getAttribute("alt")).toMatch(/, /);
      expect(await page.locator('[data-testid="team-member"] a[href^="tel:+61"]').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-testid="team-member"] a[href^="mailto:"]').count()).toBeGreaterThan(0);
      const tags = await head(page);
      expect(tags.title).toMatch(/^Our team at .+ \| /);
      expect(tags.description.length).toBeGreaterThan(20);
      expect(tags.canonical).toEqual([siteUrl(site, teams[0])]);
      expect(await runAxe(page, { exclude: EXCLUDE_SHELL }), `${site} ${viewport}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${site} ${viewport}`).toBe(true);
      await page.screenshot({ path: `test-results/dealer-pages/teams-${site}-${viewport}.png`, fullPage: true });
      expect(errors, `${site} ${viewport}`).toEqual([]);
      await page.close();
    });
  }, 240_000);

  it("answers 404 for a location that does not exist or is hidden", async () => {
    expect((await requestWithHost("harbour-toyota.localhost", "/teams/no-such-place")).status).toBe(404);
    expect((await requestWithHost("harbour-toyota.localhost", "/teams/maroochydore")).status).toBe(404);
  });
});

describe("fleet page", () => {
  it("sends a fleet enquiry through the lead pipeline as a Sales Enquiry / Fleet Enquiry (JavaScript)", async () => {
    const site = "coastal-motor-group";
    const page = await openPage("desktop");
    const { errors, alerts } = watchPage(page);
    await gotoSettled(page, siteUrl(site, "/fleet"));
    await waitForHydratedForm(page);
    const email = uniqueEmail("fleet-js");
    await fillContact(page, email);
    await page.getByRole("button", { name: "Send fleet enquiry" }).click();
    await page.getByTestId("error-summary").waitFor();
    await page.getByRole("textbox", { name: "Business name", exact: true }).fill("Sunshine Coast Plumbing Pty Ltd");
    await page.getByRole("textbox", { name: "How many vehicles? (optional)" }).fill("12");
    await page.getByRole("checkbox", { name: "Utes and cab chassis" }).check();
    const location = page.getByRole("combobox", { name: "Location" });
    if ((await location.count()) > 0) await location.selectOption({ index: 1 });
    const dealership = page.getByRole("combobox", { name: /dealership/i });
    if ((await dealership.count()) > 0 && (await dealership.inputValue()) === "") await dealership.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Send fleet enquiry" }).click();
    await page.waitForURL(/\/success\?form=fleet/);
    await page.getByRole("heading", { level: 1, name: "Thanks, we've got your fleet enquiry" }).waitFor();
    const mail = await expectOneLeadMail(site, email);
    expect(mail).toContain("Fleet Enquiry");
    expect(mail).toContain("Sunshine Coast Plumbing Pty Ltd");
    expect(mail).toContain("Utes and cab chassis");
    expect(errors).toEqual([]);
    expect(alerts).toEqual([]);
    await page.context().close();
  });

  it("works without JavaScript, and every demo dealer's page has head tags, no axe violations and a sitemap entry", async () => {
    const sites = await demoSites();
    for (const site of sites) expect(await sitemapPaths(site), site).toContain("/fleet");
    await eachConcurrently(withViewports(sites), async ([site, viewport]) => {
      const page = await openAuditPage(viewport);
      await gotoSettled(page, siteUrl(site, "/fleet"));
      const tags = await head(page);
      expect(tags.title, `${site} ${viewport}`).toMatch(/^Fleet and business sales \| /);
      expect(tags.description, `${site} ${viewport}`).toContain("Fleet");
      expect(tags.canonical).toEqual([siteUrl(site, "/fleet")]);
      expect(await runAxe(page, { exclude: EXCLUDE_SHELL }), `${site} ${viewport}`).toEqual([]);
      await page.screenshot({ path: `test-results/dealer-pages/fleet-${site}-${viewport}.png`, fullPage: true });
      await page.close();
    });
    const site = "ridge-caravans-motorcycles";
    const page = await openPage("phone", false);
    await page.goto(siteUrl(site, "/fleet"));
    const email = uniqueEmail("fleet-nojs");
    await fillContact(page, email);
    await page.getByRole("textbox", { name: "Business name", exact: true }).fill("Downs Tours");
    await Promise.all([page.waitForURL(/\/success\?form=fleet/), page.getByRole("button", { name: "Send fleet enquiry" }).click()]);
    expect(await expectOneLeadMail(site, email)).toContain("Downs Tours");
    await page.context().close();
  }, 240_000);
});

describe("blog categories as paths", () => {
  it("lists one category's posts at /blog/{category}, linked from the blog, and redirects the old ?category= address", async () => {
    const site = "harbour-toyota";
    const page = await openPage("desktop");
    await gotoSettled(page, siteUrl(site, "/blog"));
    const categories = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
    const hrefs = await categories.evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toContain("/blog/vehicle-reviews");
    expect(hrefs.every((h) => h === "/blog" || /^\/blog\/[a-z0-9-]+$/.test(h ?? ""))).toBe(true);
    await page.getByRole("link", { name: "Vehicle Reviews", exact: true }).click();
    await page.waitForURL(/\/blog\/vehicle-reviews$/);
    await page.getByRole("heading", { level: 1, name: "Vehicle Reviews" }).waitFor();
    const labels = await page.locator("main li p.uppercase").allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(["Vehicle Reviews"]));
    const tags = await head(page);
    expect(tags.title).toMatch(/^Vehicle Reviews \| News and reviews \| /);
    expect(tags.canonical).toEqual([siteUrl(site, "/blog/vehicle-reviews")]);
    expect(await runAxe(page, { exclude: EXCLUDE_SHELL })).toEqual([]);
    // Blog card images are 375 square.
    const card = page.getByTestId("blog-card-image").first();
    expect(await card.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, img.width === img.height])).toEqual([
      375,
      expect.any(Number),
      true,
    ]);
    await page.context().close();

    const old = await requestWithHost(`${site}.localhost`, "/blog?category=buyer-advice");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/blog/buyer-advice");
    expect(await sitemapPaths(site)).toEqual(expect.arrayContaining(["/blog/vehicle-reviews", "/blog/buyer-advice"]));
    expect((await requestWithHost(`${site}.localhost`, "/blog/no-such-category-or-post")).status).toBe(404);
  });

  it("shows featured news beside a post with 80 px images, every demo dealer, phone and desktop", async () => {
    const posts = new Map<string, string>();
    for (const site of await demoSites()) {
      const blog = (await requestWithHost(`${site}.localhost`, "/blog")).body.toString();
      const nav = /<nav aria-label="Categories".*?<\/nav>/s.exec(blog)?.[0] ?? "";
      const categories = new Set([...nav.matchAll(/href="(\/blog\/[^"]+)"/g)].map((m) => m[1]));
      const post = [...blog.matchAll(/href="(\/blog\/[^"]+)"/g)].map((m) => m[1]).find((p) => !categories.has(p));
      expect(post, site).toBeDefined();
      posts.set(site, post!);
    }
    await eachConcurrently(withViewports([...posts.keys()]), async ([site, viewport]) => {
      const page = await openAuditPage(viewport);
      await gotoSettled(page, siteUrl(site, posts.get(site)!));
      const thumbs = page.getByTestId("featured-news-image");
      expect(await thumbs.count(), `${site} ${viewport}`).toBeGreaterThan(0);
      await thumbs.first().scrollIntoViewIfNeeded();
      await expect.poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL).toBe(80);
      const box = await thumbs.first().boundingBox();
      expect([box?.width, box?.height], `${site} ${viewport}`).toEqual([80, 80]);
      expect(await runAxe(page, { exclude: EXCLUDE_SHELL }), `${site} ${viewport}`).toEqual([]);
      await page.screenshot({ path: `test-results/dealer-pages/blog-post-${site}-${viewport}.png`, fullPage: false });
      await gotoSettled(page, siteUrl(site, "/blog/vehicle-reviews"));
      await page.screenshot({ path: `test-results/dealer-pages/blog-category-${site}-${viewport}.png` });
      await page.close();
    });
  }, 240_000);
});

describe("dealer identity in the footer", () => {
  it("names every demo dealership with its ABN and dealer licence on every dealer's pages", async () => {
    const { demoDealers } = await import("~/demo/dealers");
    for (const dealer of demoDealers(new Date())) {
      for (const path of ["/", "/contact"]) {
        const res = await requestWithHost(`${dealer.website.slug}.localhost`, path);
        const footer = /<footer[^>]*>(.*)<\/footer>/s.exec(res.body.toString())?.[1] ?? "";
        for (const d of dealer.dealerships) {
          expect(footer, `${dealer.website.slug} ${path}`).toContain(`ABN ${d.abn}`);
          expect(footer, `${dealer.website.slug} ${path}`).toContain(`Dealer licence ${d.licenceNumber}`);
        }
      }
    }
  });
});
