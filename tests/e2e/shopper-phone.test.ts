/** What a shopper on a phone sees of the header menu, the toast and the compare tray, and the search results (issue 15). */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeFromInbox, form, freshMobile, host } from "./auth-helpers";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl, waitUntilSettled } from "./harness";

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
    await gotoSettled(page, siteUrl(slug, "/"));
    await page.locator("summary", { hasText: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    // The menu names searches by what the dealer stocks (Used Cars, Motorcycles…): take its first search link.
    const searchLink = menu.locator('a[href^="/search/"]').first();
    const target = (await searchLink.getAttribute("href"))!;
    await Promise.all([page.waitForURL((u) => u.pathname === target), searchLink.click()]);
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
    await gotoSettled(page, siteUrl(slug, "/"));
    const call = page.locator('header a[href^="tel:"]');
    const visible = await call.evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent !== null).length);
    expect(visible).toBe(1);
    // Named by its title (the handset is drawn by CSS).
    expect(await call.filter({ visible: true }).getAttribute("title")).toMatch(/^Call \(0\d\) \d{4} \d{4}$/);
    expect(await call.filter({ visible: true }).evaluate((a) => getComputedStyle(a, "::before").maskImage)).toContain("svg");
    expect(await isUncovered(call.filter({ visible: true }))).toBe(true);
    expect(await isUncovered(page.locator("summary", { hasText: "Menu" }))).toBe(true);
    await context.close();
  });
});

/**
 * A session cookie (`name=value`) for a fresh phone, asked for from a loopback address of its own so this suite
 * never spends 127.0.0.1's hourly budget of sign-in codes, which the sign-in suites count on.
 */
async function signInFromOwnAddress(slug: string): Promise<string> {
  const from = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const phone = freshMobile();
  const post = (fields: Record<string, string>) =>
    requestWithHost(host(slug), "/sign-in?type=watchlist", {
      method: "POST",
      from,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form(fields),
    });
  expect((await post({ intent: "send", phone: phone.local, redirect: "/" })).status).toBe(200);
  const code = await codeFromInbox(slug, phone.e164);
  const done = await post({ intent: "verify", phone: phone.e164, code, redirect: "/" });
  expect(done.status).toBe(302);
  const cookie = ([] as string[])
    .concat(done.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("dp_session="));
  expect(cookie).toBeTruthy();
  return cookie!;
}

describe("toast and compare tray", () => {
  it("the chat button rises above the compare tray while it shows (its offset is CSS: .chat-launcher)", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectErrors(page);
    await gotoSettled(page, siteUrl("coastal-motor-group", "/search/new-used-and-demo-cars"));
    const chat = page.getByTestId("chat-open");
    const before = (await chat.boundingBox())!;
    await page.locator("button.compare-toggle").first().click();
    const tray = page.getByTestId("compare-tray");
    await tray.waitFor();
    await expect.poll(async () => (await chat.boundingBox())!.y).toBeLessThan(before.y);
    const [c, r] = [(await chat.boundingBox())!, (await tray.boundingBox())!];
    expect(c.y + c.height, "the chat button ends above the tray").toBeLessThanOrEqual(r.y);
    expect(await isUncovered(page.getByTestId("compare-open"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the 'saved to your garage' toast never covers the compare tray or its Compare button", async () => {
    const slug = "harbour-toyota";
    const [name, value] = (await signInFromOwnAddress(slug)).split("=");
    const context = await newContext(browser, "phone");
    await context.addCookies([{ name, value, url: siteUrl(slug, "/") }]);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await gotoSettled(page, siteUrl(slug, "/search/new-used-and-demo-cars"));
    await page.locator("button.compare-toggle").first().click();
    const tray = page.getByTestId("compare-tray");
    await tray.waitFor();
    await page.locator('button[title$="to your garage"]').first().click();
    const toast = page.getByTestId("toast").filter({ hasText: "saved to your garage" });
    await toast.waitFor();
    const [t, r] = [await toast.boundingBox(), await tray.boundingBox()];
    expect(t && r).toBeTruthy();
    expect(t!.y + t!.height, "the toast ends above the tray").toBeLessThanOrEqual(r!.y);
    expect(await isUncovered(page.getByTestId("compare-open"))).toBe(true);
    expect(await isUncovered(toast.getByRole("button", { name: "Dismiss" }))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("search results on a phone", () => {
  it.each(DEALERS)("%s: 'Most relevant' lists every car for sale before a sold one", async (slug) => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(slug, "/search/new-used-and-demo-cars"));
    // A card says its status only when the car is not simply in stock.
    const statuses = await page
      .locator("#results article.car-card")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-status") ?? "in_stock"));
    expect(statuses.length).toBeGreaterThan(0);
    const firstSold = statuses.indexOf("sold");
    if (firstSold >= 0) expect(statuses.slice(firstSold).every((s) => s === "sold")).toBe(true);
    expect(statuses[0]).not.toBe("sold");
    await context.close();
  });

  it("after sorting or paging, the first car is in view and the search is listed once in 'Recent searches'", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectErrors(page);
    await gotoSettled(page, siteUrl("harbour-toyota", "/search/used-cars"));
    await gotoSettled(page, siteUrl("harbour-toyota", "/search/new-used-and-demo-cars"));
    const firstCarInView = () =>
      page
        .locator("#results article.car-card")
        .first()
        .evaluate((card) => {
          const top = card.getBoundingClientRect().top;
          return top >= 0 && top < window.innerHeight / 2;
        });

    await Promise.all([page.waitForURL(/sortBy=latest/), page.selectOption("#sort-by", "latest")]);
    await waitUntilSettled(page);
    await expect.poll(firstCarInView).toBe(true);

    await Promise.all([page.waitForURL(/page=2/), page.locator('nav[aria-label="Pagination"] a[rel="next"]').click()]);
    await waitUntilSettled(page);
    await expect.poll(firstCarInView).toBe(true);

    // Sorting and paging are the same search: only the used-cars search is listed, once.
    const recent = page.getByRole("navigation", { name: "Recent searches" }).getByRole("link");
    expect(await recent.allTextContents()).toEqual(["Used"]);
    expect(await page.getByText("Recent searches", { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the body-type shortcuts count the same cars as the body filter", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("harbour-toyota", "/search/used-cars"));
    const chips = await page
      .getByRole("list", { name: "Popular body types" })
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((a) => ({ body: new URL((a as HTMLAnchorElement).href).searchParams.get("body"), text: a.textContent ?? "" })),
      );
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) {
      const filterCount = await page.locator(`.facet label:has(input[name="body"][value="${chip.body}"]) span`).last().textContent();
      expect(chip.text.endsWith(` ${filterCount}`), `${chip.text} vs ${filterCount}`).toBe(true);
    }
    await context.close();
  });
});
