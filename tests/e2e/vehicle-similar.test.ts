/**
 * A car page's similar cars (issue 18): not in the page's HTML or data, fetched from GET /api/cars/{slug}/similar
 * when the shopper scrolls near them, with places held while they load and a retry when the call fails. Without
 * JavaScript the section offers its "See more" search link.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";
import { siteHits } from "./vehicle-helpers";

const SITE = "harbour-toyota";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function similarOf(slug: string): Promise<Array<{ id: number; slug: string }>> {
  const answer = await requestWithHost(`${SITE}.localhost`, `/api/cars/${slug}/similar`);
  expect(answer.status).toBe(200);
  expect(answer.headers["cache-control"]).toBe("public, max-age=60");
  return (JSON.parse(answer.body.toString()) as { cars: Array<{ id: number; slug: string }> }).cars;
}

/** A visible car with similar cars. */
async function carWithSimilar() {
  for (const hit of (await siteHits(SITE, 40)).filter((h) => h.status !== "sold")) {
    const similar = await similarOf(hit.slug);
    if (similar.length > 0) return { hit, similar };
  }
  throw new Error(`no car of ${SITE} has similar cars`);
}

/** Every request the page makes for similar cars. */
function similarRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/similar")) seen.push(r.url());
  });
  return seen;
}

describe("similar cars on a car page", () => {
  it("are fetched when the shopper scrolls near them, not sent with the page", async () => {
    const { hit, similar } = await carWithSimilar();
    const html = (await requestWithHost(`${SITE}.localhost`, hit.path)).body.toString();
    expect(html).toContain('data-testid="similar-cars"');
    for (const car of similar) expect(html, `similar car ${car.slug} in the page`).not.toContain(`/cars/${car.slug}"`);

    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const asked = similarRequests(page);
    await gotoSettled(page, siteUrl(SITE, hit.path));
    expect(asked, "asked for before the shopper scrolled").toEqual([]);
    const section = page.getByTestId("similar-cars");
    // Its places are held while it waits: one box per car the page said there are.
    expect(await section.locator(".card-placeholder").count()).toBe(similar.length);

    await section.scrollIntoViewIfNeeded();
    const links = section.locator("article h3 a");
    await expect.poll(() => links.count()).toBe(similar.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(similar.map((c) => `/cars/${c.slug}`));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).not.toContain(hit.path);
    expect(asked).toHaveLength(1);
    expect(await section.locator(".card-placeholder").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("say so when the call fails, and try again on request", async () => {
    const { hit, similar } = await carWithSimilar();
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    let fail = true;
    await page.route("**/similar", (route) => (fail ? route.fulfill({ status: 503, body: "{}" }) : route.continue()));
    await gotoSettled(page, siteUrl(SITE, hit.path));
    const section = page.getByTestId("similar-cars");
    await section.scrollIntoViewIfNeeded();
    const alert = section.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/could not be loaded/);
    fail = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => section.locator("article").count()).toBe(similar.length);
    expect(await section.getByRole("alert").count()).toBe(0);
    await context.close();
  });

  it("offer the search for more like it without JavaScript, and no empty boxes", async () => {
    const { hit } = await carWithSimilar();
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, hit.path));
    const section = page.getByTestId("similar-cars");
    const more = section.getByRole("link", { name: /^See more .+ for sale$/ });
    expect(await more.count()).toBe(1);
    expect(await more.getAttribute("href")).toMatch(/^\/search\//);
    expect(await section.locator(".card-placeholder, article").count()).toBe(0);
    await context.close();
  });

  it("answer 404 for a car the dealer does not show", async () => {
    const answer = await requestWithHost(`${SITE}.localhost`, "/api/cars/no-such-car-000000/similar");
    expect(answer.status).toBe(404);
  });
});
