import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";

type Hit = {
  id: number;
  slug: string;
  path: string;
  make: string;
  status: string;
  stocknum: string;
  dealership_id: number;
  [k: string]: unknown;
};
type SearchAnswer = { hits: Hit[]; count: number; facets: Record<string, Record<string, number>>; pages: number; ms: number };

async function api(slug: string, query: string, init: { method?: string; body?: string } = {}) {
  const res = await requestWithHost(`${slug}.localhost`, `/api/search${query}`, {
    ...init,
    headers: init.body ? { "content-type": "application/json" } : {},
  });
  return { status: res.status, json: JSON.parse(res.body.toString()) as SearchAnswer & { error?: string } };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("search API contract", () => {
  it("answers hits, count, facets, pages and ms with the spec's car fields, 21 per page", async () => {
    const { status, json } = await api("coastal-motor-group", "");
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(["count", "facets", "hits", "ms", "pages"]);
    expect(json.hits).toHaveLength(21);
    expect(json.pages).toBe(Math.ceil(json.count / 21));
    for (const field of [
      "id",
      "slug",
      "path",
      "name",
      "year",
      "make",
      "model",
      "badge",
      "series",
      "colour",
      "price",
      "price_type",
      "km",
      "stocknum",
      "vin",
      "car_type",
      "status",
      "reserved",
      "tag",
      "certified",
      "images",
      "location",
      "views",
      "youxQuote",
      "dealership_id",
    ]) {
      expect(json.hits[0], field).toHaveProperty(field);
    }
    expect(json.hits[0].path).toBe(`/cars/${json.hits[0].slug}`);
  });

  it("never returns another dealer's cars", async () => {
    const [a, b] = await Promise.all([api("coastal-motor-group", "?hitsPerPage=100"), api("harbour-toyota", "?hitsPerPage=100")]);
    const dealershipsA = new Set(a.json.hits.map((h) => h.dealership_id));
    expect(b.json.hits.some((h) => dealershipsA.has(h.dealership_id))).toBe(false);
    const idsA = new Set(a.json.hits.map((h) => h.id));
    expect(b.json.hits.some((h) => idsA.has(h.id))).toBe(false);
  });

  it("filters by search_filters and filters, as GET or POST", async () => {
    const get = await api(
      "coastal-motor-group",
      `?search_filters=${encodeURIComponent(JSON.stringify({ make: ["Kia"] }))}&filters=${encodeURIComponent("car_type:used")}`,
    );
    expect(get.status).toBe(200);
    expect(get.json.count).toBeGreaterThan(0);
    expect(get.json.hits.every((h) => h.make === "Kia" && h.car_type === "used")).toBe(true);
    const post = await api("coastal-motor-group", "", {
      method: "POST",
      body: JSON.stringify({ search_filters: { make: ["Kia"] }, filters: "car_type:used" }),
    });
    expect(post.json.count).toBe(get.json.count);
  });

  it.each([
    ["?sort=cheapest", /sort/],
    ["?offset=-1", /offset/],
    ["?hitsPerPage=100000", /hitsPerPage/],
    ["?price_min=abc&search_filters=%7Bbad", /search_filters/],
    [`?filters=${encodeURIComponent("make:Kia AND (")}`, /filters/],
  ])("answers %s with a 400 and a message", async (query, message) => {
    const { status, json } = await api("coastal-motor-group", query);
    expect(status).toBe(400);
    expect(json.error).toMatch(message);
  });

  it("answers a malformed JSON body with a 400", async () => {
    const { status, json } = await api("coastal-motor-group", "", { method: "POST", body: "{nope" });
    expect(status).toBe(400);
    expect(json.error).toMatch(/not valid JSON/);
  });
});

describe("search page", () => {
  it("answers an unknown segment with 404 and known ones with 200", async () => {
    expect((await requestWithHost("coastal-motor-group.localhost", "/search/not-a-thing")).status).toBe(404);
    for (const segment of ["new-used-and-demo-cars", "used-cars", "kia", "suv"]) {
      expect((await requestWithHost("coastal-motor-group.localhost", `/search/${segment}`)).status, segment).toBe(200);
    }
  });

  it("filters with JavaScript: the URL changes without a reload, and Back restores the previous results", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoSettled(page, siteUrl("coastal-motor-group", "/search/new-used-and-demo-cars"));
    const firstCard = await page.locator("article h3").first().textContent();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("checkbox", { name: /^Kia/ }).check();
    await page.waitForURL(/make=Kia/);
    const allKia = async () => {
      const names = await page.locator("article h3").allTextContents();
      return names.length > 0 && names.every((n) => n.includes("Kia"));
    };
    await expect.poll(allKia).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.screenshot({ path: "test-results/search-coastal-kia-desktop.png" });
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes("make=Kia"));
    await expect.poll(() => page.locator("article h3").first().textContent()).toBe(firstCard);
    expect(await page.getByRole("checkbox", { name: /^Kia/ }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("searches as the shopper types, keeping the other filters and dropping the page", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("coastal-motor-group", "/search/new-used-and-demo-cars?car_type=used&page=2"));
    await page.getByRole("searchbox", { name: "Search stock" }).pressSequentially("ranger", { delay: 30 });
    await page.waitForURL(/query=ranger/);
    const url = new URL(page.url());
    expect(url.searchParams.get("car_type")).toBe("used");
    expect(url.searchParams.has("page")).toBe(false);
    // Exact word matches rank before typo-tolerant ones ("Long Range"), so the Rangers lead the results.
    await expect
      .poll(async () => {
        const names = await page.locator("article h3").allTextContents();
        const firstOther = names.findIndex((n) => !/Ranger/.test(n));
        return (
          names.length > 0 && /Ranger/.test(names[0]) && (firstOther === -1 || names.slice(firstOther).every((n) => !/Ranger/.test(n)))
        );
      })
      .toBe(true);
    expect(await page.getByRole("searchbox", { name: "Search stock" }).inputValue()).toBe("ranger");
    await context.close();
  });

  it("filters without JavaScript through the GET form", async () => {
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    await page.goto(siteUrl("coastal-motor-group", "/search/new-used-and-demo-cars"));
    await page.locator('label[for="show-filters"]').click();
    await page.getByRole("checkbox", { name: /^MG/ }).check();
    await page.getByRole("button", { name: /^Show Me/ }).click();
    await page.waitForURL(/make=MG/);
    const names = await page.locator("article h3").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes("MG"))).toBe(true);
    await page.screenshot({ path: "test-results/search-coastal-mg-nojs-phone.png" });
    await context.close();
  });

  it("shows the empty state, whose Clear Filters goes to the refresh path", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("harbour-toyota", "/search/new-used-and-demo-cars?query=zzqqxxyy"));
    await expect.poll(() => page.getByRole("heading", { name: /No results for/ }).count()).toBe(1);
    await gotoSettled(page, siteUrl("harbour-toyota", "/search/new-used-and-demo-cars?price_max=1&car_type=new"));
    expect(await page.getByRole("heading", { name: "No Results Available" }).count()).toBe(1);
    expect(await page.getByText("There appears to be no offers currently available that meet the conditions of your search").count()).toBe(
      1,
    );
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.waitForURL(/\/special-offers$/);
    await expect.poll(() => page.getByRole("heading", { name: "Special offers" }).count()).toBe(1);
    await context.close();
  });

  it("opens a car from anywhere on its card, while the heart and Compare keep their own clicks", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const searchPath = "/search/new-used-and-demo-cars";
    await gotoSettled(page, siteUrl("westside-auto-exchange", searchPath));
    const card = page.locator("article").first();
    const carHref = await card.locator("h3 a").getAttribute("href");
    const centre = async (selector: string) => {
      const box = (await card.locator(selector).boundingBox())!;
      return [box.x + box.width / 2, box.y + box.height / 2] as const;
    };
    // What a finger on those points lands on: the card's link over the picture, the heart and the button over it.
    const hit = (x: number, y: number) =>
      page.evaluate(
        ([px, py]) => {
          const control = document.elementFromPoint(px, py)?.closest<HTMLElement>("a, button");
          if (control?.matches(".save-icon")) return "heart";
          if (control?.matches(".compare-toggle")) return "compare";
          return control?.getAttribute("href") ?? null;
        },
        [x, y],
      );
    expect(await hit(...(await centre("img")))).toBe(carHref);
    expect(await hit(...(await centre(".save-icon")))).toBe("heart");
    expect(await hit(...(await centre(".compare-toggle")))).toBe("compare");
    // "View details" (the actions' ::before) looks like a button and opens the car (through the title's link beneath it).
    const viewDetails = await card.locator(".car-card-actions").evaluate((actions) => {
      const before = getComputedStyle(actions, "::before");
      const box = actions.getBoundingClientRect();
      return { content: before.content, x: box.left + 8, y: box.top + parseFloat(getComputedStyle(actions).paddingTop) + 8 };
    });
    expect(viewDetails.content).toContain("View details");
    expect(await hit(viewDetails.x, viewDetails.y)).toBe(carHref);
    await page.mouse.click(...(await centre("img")));
    await page.waitForURL((url) => url.pathname === carHref);
    await context.close();
  });

  it("shows a sold car's card with the sold tag and Find Me Something Similar", async () => {
    const sold = await api("harbour-toyota", `?filters=${encodeURIComponent("status:sold")}&hitsPerPage=1`);
    expect(sold.json.count).toBeGreaterThan(0);
    const car = sold.json.hits[0];
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("harbour-toyota", `/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum)}`));
    const card = page.locator("article").first();
    await expect.poll(() => card.textContent()).toContain("JUST SOLD");
    expect(await card.getByRole("link", { name: "Find Me Something Similar" }).count()).toBe(1);
    expect(await card.getByRole("link", { name: /View details/ }).count()).toBe(0);
    await context.close();
  });
});
