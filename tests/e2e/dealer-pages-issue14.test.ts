/**
 * Brands, reviews and the dealer locator in a real browser against the built server (issue 14): what a shopper sees,
 * axe with no violations, title/description/canonical, no horizontal scroll on a 390 px phone, and screenshots
 * (test-results/issue14) for each demo dealer.
 */
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { gotoSettled, launchBrowser, requestWithHost, siteUrl, VIEWPORTS } from "./harness";

/** A GET from Node (which does not resolve *.localhost as Chromium does): status, a header and the body as text. */
async function get(site: string, path: string, headers: Record<string, string> = {}) {
  const res = await requestWithHost(`${site}.localhost`, path, { headers });
  return { status: res.status, type: String(res.headers["content-type"] ?? ""), text: res.body.toString("utf8") };
}

let browser: Browser;
/** One context per viewport for the page audits (checkPage): they only read public pages, so nothing carries from one to the next. */
const auditContexts = new Map<keyof typeof VIEWPORTS, Promise<BrowserContext>>();
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync("test-results/issue14", { recursive: true });
});
afterAll(async () => {
  for (const context of auditContexts.values()) await (await context).close();
  await browser?.close();
});

const newAuditContext = (viewport: keyof typeof VIEWPORTS) =>
  browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[viewport], isMobile: viewport === "phone" });

const SITES = ["harbour-toyota", "coastal-motor-group", "ridge-caravans-motorcycles", "westside-auto-exchange"];
const SHELL = ["body header", "body footer"];

/** The page, loaded and hydrated, in a context of its own, or in `context` (then closing the page is the caller's). */
async function open(
  site: string,
  path: string,
  viewport: keyof typeof VIEWPORTS = "phone",
  context?: BrowserContext,
): Promise<{ page: Page; status: number; errors: string[] }> {
  const page = await (context ?? (await newAuditContext(viewport))).newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const response = await gotoSettled(page, siteUrl(site, path));
  return { page, status: response?.status() ?? 0, errors };
}

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
    scrollWidth: document.documentElement.scrollWidth,
  }));
}

async function checkPage(site: string, path: string, name: string) {
  for (const viewport of ["phone", "desktop"] as const) {
    if (!auditContexts.has(viewport)) auditContexts.set(viewport, newAuditContext(viewport));
    const { page, status, errors } = await open(site, path, viewport, await auditContexts.get(viewport));
    try {
      expect(status, `${site}${path}`).toBe(200);
      const head = await headOf(page);
      expect(head.title.length, `${site}${path} title`).toBeGreaterThan(5);
      expect(head.description.length, `${site}${path} description`).toBeGreaterThan(20);
      expect(head.canonical, `${site}${path} canonical`).toBe(siteUrl(site, path.split("?")[0]));
      if (viewport === "phone") expect(head.scrollWidth, `${site}${path} scrolls sideways on a phone`).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `test-results/issue14/${name}-${site}-${viewport}.png`, fullPage: true });
      expect(await runAxe(page, { exclude: SHELL }), `${site}${path} ${viewport}`).toEqual([]);
      expect(errors, `${site}${path} console errors`).toEqual([]);
    } finally {
      await page.close();
    }
  }
}

describe("brand pages", () => {
  it("lists every make the dealer sells with stock counts, and each brand's pages answer", async () => {
    const { page } = await open("coastal-motor-group", "/brands", "desktop");
    const tiles = page.getByRole("list", { name: "Brands we sell new" }).getByRole("link");
    const names = await tiles.allTextContents();
    for (const make of ["Kia", "MG", "Mazda", "Nissan", "Ford", "GWM", "Chery", "Hyundai"]) expect(names.join(" ")).toContain(make);
    expect(names.find((n) => n.includes("Kia"))).toMatch(/\d+ cars? in stock/);
    await tiles.filter({ hasText: "Kia" }).first().click();
    await page.waitForURL(/\/brands\/kia$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 }).toBe("Kia");
    await page.context().close();
  });

  for (const site of SITES) {
    it(
      `passes axe with a title, description and canonical link, phone and desktop: ${site} /brands`,
      () => checkPage(site, "/brands", "brands"),
      120_000,
    );
  }
  for (const [site, path, name] of [
    ["coastal-motor-group", "/brands/kia", "brand"],
    ["coastal-motor-group", "/kia/overview", "brand-overview"],
    ["harbour-toyota", "/toyota/overview", "brand-overview"],
    ["ridge-caravans-motorcycles", "/brands/honda", "brand"],
    ["coastal-motor-group", "/dealerships/chery?filter=brand", "dealerships-by-make"],
  ]) {
    it(
      `passes axe with a title, description and canonical link, phone and desktop: ${site} ${path}`,
      () => checkPage(site, path, name),
      120_000,
    );
  }

  it("shows the group's dealerships selling a make, and answers 404 for a brand the dealer does not have", async () => {
    const { page } = await open("coastal-motor-group", "/dealerships/chery?filter=brand", "desktop");
    // Each dealership card is an h2 right under the page's h1 (no skipped heading level).
    const names = await page.locator("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(names).toEqual(["Coastal Ford, GWM & Chery"]);
    await page.context().close();
    for (const [site, path] of [
      ["coastal-motor-group", "/brands/ferrari"],
      ["coastal-motor-group", "/ferrari/overview"],
      ["coastal-motor-group", "/dealerships/ferrari?filter=brand"],
      ["ridge-caravans-motorcycles", "/brands/toyota"],
    ]) {
      const res = await get(site, path);
      expect(res.status, `${site}${path}`).toBe(404);
    }
    // /search/{segment} keeps its own route: an overview path under it is search's, not a brand's.
    const search = await get("coastal-motor-group", "/search/overview");
    expect(search.text).not.toContain("range, offers and stock");
  });
});

describe("reviews", () => {
  for (const site of SITES) {
    it(
      `passes axe with a title, description and canonical link, phone and desktop: ${site} /reviews`,
      () => checkPage(site, "/reviews", "reviews"),
      120_000,
    );
  }
  it("shows only qualifying reviews, an honest rating and no AggregateRating markup", async () => {
    const { page } = await open("coastal-motor-group", "/reviews", "desktop");
    const items = page.getByRole("list", { name: "Reviews" }).getByRole("listitem");
    expect(await items.count()).toBe(10);
    const texts = await items.allTextContents();
    for (const t of texts) {
      expect(t).not.toContain("Translated");
      expect(t).not.toContain("Spam Account");
      expect(t).not.toContain("Pat Excluded");
    }
    const stars = await items.locator('[role="img"]').evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    for (const label of stars) expect(Number(label?.split(" ")[0])).toBeGreaterThanOrEqual(4);
    const average = Number(await page.getByTestId("review-average").textContent());
    expect(average).toBeGreaterThan(1);
    expect(average).toBeLessThan(5);
    expect((await headOf(page)).jsonLd.join(" ")).not.toContain("AggregateRating");
    await page.getByRole("link", { name: "Show more reviews" }).click();
    await page.waitForURL(/show=all/);
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(12);
    await page.context().close();
  });
});

describe("dealer locator", () => {
  for (const site of SITES) {
    it(
      `passes axe with a title, description and canonical link, phone and desktop: ${site} /dealer-locator`,
      () => checkPage(site, "/dealer-locator", "locator"),
      120_000,
    );
  }
  it("shows a map of every visible location and cards in sales, service, parts order, without sideways scroll", async () => {
    const { page } = await open("coastal-motor-group", "/dealer-locator", "phone");
    expect(await page.locator('[data-map="embedded"]').getAttribute("data-zoom")).toBe("10");
    expect(await page.locator("[data-pin]").count()).toBe(6);
    const cards = page.getByRole("list", { name: "Locations" }).getByRole("listitem");
    expect(await cards.count()).toBe(6);
    const kinds = await cards.evaluateAll((els) => els.map((e) => e.querySelector("p")?.textContent ?? ""));
    expect(kinds.at(-1)).toContain("Service");
    // More than 3 locations: the swipe hint on a phone; links to each location's pages.
    expect(await page.getByText("Swipe to see all 6 locations.").isVisible()).toBe(true);
    const first = cards.first();
    for (const prefix of ["/locations/", "/contact-us/", "/our-location/"]) {
      expect(await first.locator(`a[href^="${prefix}"]`).count()).toBe(1);
    }
    await page.context().close();
    const single = await open("westside-auto-exchange", "/dealer-locator", "phone");
    expect(await single.page.getByText(/Swipe to see/).count()).toBe(0);
    await single.page.context().close();
  });

  it("sorts the locations nearest first from the shopper's postcode, and explains a bad postcode", async () => {
    const { page } = await open("coastal-motor-group", "/dealer-locator", "phone");
    // The embedded geocoder places a postcode at its district's centre: Brisbane 4000 is south of every location.
    await page.getByLabel("Your postcode").fill("4000");
    await page.getByRole("button", { name: "Find nearest" }).click();
    await page.waitForURL(/postcode=4000/);
    const cards = page.getByRole("list", { name: "Locations" }).getByRole("listitem");
    await expect.poll(() => cards.first().getAttribute("data-location"), { timeout: 10_000 }).toBe("caloundra");
    expect(await page.locator('[data-pin="you"]').count()).toBe(1);
    // Gympie (4570) is north-west: Noosaville comes before Caloundra.
    await page.getByLabel("Your postcode").fill("4570");
    await page.getByRole("button", { name: "Find nearest" }).click();
    await page.waitForURL(/postcode=4570/);
    await expect.poll(() => cards.first().getAttribute("data-location"), { timeout: 10_000 }).toBe("noosaville");
    const order = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-location")));
    expect(order.indexOf("noosaville")).toBeLessThan(order.indexOf("caloundra"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(siteUrl("coastal-motor-group", "/dealer-locator?postcode=45"));
    expect(await page.getByRole("alert").textContent()).toBe("Invalid postcode. Please enter a 4-digit number.");
    await page.goto(siteUrl("coastal-motor-group", "/dealer-locator?postcode=0001"));
    expect(await page.getByRole("alert").textContent()).toBe("Invalid postcode");
    await page.context().close();
  });
});

describe("not-found image", () => {
  it("is a picture the browser can draw, answered 200, where pages use it for a car without photos", async () => {
    const { page } = await open("harbour-toyota", "/brands", "phone");
    const drawn = await page.evaluate(async () => {
      const img = new Image();
      img.src = "/media/not-found.svg?w=480";
      await img.decode().catch(() => undefined);
      return { complete: img.complete, width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(drawn.complete).toBe(true);
    expect(drawn.width).toBeGreaterThan(0);
    expect(drawn.height).toBeGreaterThan(0);
    const res = await get("harbour-toyota", "/media/not-found.svg?w=480", { accept: "image/webp,image/*" });
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^image\//);
    await page.context().close();
  });
});

/** Each page of issue 14 a dealer's sitemap.xml lists, by path. */
const ISSUE14_PAGE =
  /^\/(brands(\/[^/]+)?|[^/]+\/overview|dealerships\/[^/]+|reviews|dealer-locator|special-offers|offers\/.+|teams\/[^/]+|fleet|blog\/(vehicle-reviews|buyer-advice|motoring-tips|servicing-insights))$/;

describe("issue 14's pages in the sitemap", () => {
  for (const site of SITES) {
    it(`lists them on ${site}, each answering 200 with a title, a description and its own canonical link`, async () => {
      const xml = (await get(site, "/sitemap.xml")).text;
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      for (const path of ["/dealer-locator", "/reviews", "/special-offers"]) expect(paths, `${site} ${path}`).toContain(path);
      // Every brand tile and every offer a shopper can open is a page the sitemap names.
      const brands = (await get(site, "/brands")).text;
      for (const [, href] of brands.matchAll(/href="(\/brands\/[a-z0-9-]+)"/g)) expect(paths, `${site} ${href}`).toContain(href);
      const offers = (await get(site, "/special-offers")).text;
      for (const [, href] of offers.matchAll(/href="(\/offers\/[a-z0-9/-]+)"/g)) expect(paths, `${site} ${href}`).toContain(href);
      const pages = paths.filter((p) => ISSUE14_PAGE.test(p));
      expect(pages.length, site).toBeGreaterThan(3);
      for (const path of pages) {
        const res = await get(site, path);
        expect(res.status, `${site}${path}`).toBe(200);
        const head = res.text.slice(0, res.text.indexOf("</head>"));
        expect(head, `${site}${path} title`).toMatch(/<title>[^<]{6,}<\/title>/);
        expect(head, `${site}${path} description`).toMatch(/<meta name="description" content="[^"]{20,}"/);
        // Asked with the Host header alone (no port), the page's own address is on that origin.
        expect(head, `${site}${path} canonical`).toContain(`rel="canonical" href="http://${site}.localhost${path}"`);
      }
    }, 120_000);
  }
});

describe("a 360 px phone", () => {
  it("never scrolls sideways on the locator (with and without a postcode), brands, a brand overview, reviews, offers and fleet", async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 360, height: 740 }, isMobile: true });
    const page = await context.newPage();
    try {
      for (const [site, path] of [
        ["coastal-motor-group", "/dealer-locator"],
        ["coastal-motor-group", "/dealer-locator?postcode=4000"],
        ["harbour-toyota", "/dealer-locator"],
        ["coastal-motor-group", "/brands"],
        ["coastal-motor-group", "/kia/overview"],
        ["coastal-motor-group", "/reviews"],
        ["coastal-motor-group", "/special-offers"],
        ["coastal-motor-group", "/fleet"],
      ]) {
        await gotoSettled(page, siteUrl(site, path));
        const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
        expect(widths.inner, `${site}${path}`).toBe(360);
        expect(widths.scroll, `${site}${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(360);
      }
      // The locator's cards with distances, as a shopper sees them after a postcode search.
      await gotoSettled(page, siteUrl("coastal-motor-group", "/dealer-locator?postcode=4000"));
      await page.screenshot({ path: "test-results/issue14/locator-nearest-coastal-360.png", fullPage: true });
    } finally {
      await context.close();
    }
  }, 120_000);
});
