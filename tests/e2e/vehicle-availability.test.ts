import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";
import { DEMO_SLUGS, siteHits } from "./vehicle-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("cars that are sold or elsewhere", () => {
  it("shows a recently sold car with the SOLD notice and 'Find Me Something Similar' instead of the buttons", async () => {
    let found: { site: string; path: string } | undefined;
    for (const site of DEMO_SLUGS) {
      // Sold cars come last in "Most relevant", so ask for them by status.
      const sold = (await siteHits(site, 100, "status:sold")).find((h) => h.status === "sold");
      if (sold) {
        found = { site, path: sold.path };
        break;
      }
    }
    expect(found, "a demo dealer has a car sold within its sold days").toBeDefined();
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const response = await gotoSettled(page, siteUrl(found!.site, found!.path));
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId("sold-notice").textContent()).toContain("Sold");
    expect(await page.getByTestId("find-similar").first().textContent()).toBe("Find Me Something Similar");
    expect(await page.getByTestId("open-enquiry").count()).toBe(0);
    await page.screenshot({ path: `test-results/vehicle-sold-${found!.site}.png` });
    await context.close();
  });

  it("answers another dealer's car exactly like a slug that never existed: 404, nothing about the car, and its APIs 404", async () => {
    const [a, b] = DEMO_SLUGS;
    const foreign = (await siteHits(b)).find((h) => h.status !== "sold")!;
    const { make, model } = foreign as typeof foreign & { make: string; model: string };
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const response = await gotoSettled(page, siteUrl(a, foreign.path));
    expect(response?.status()).toBe(404);
    const html = await page.content();
    expect(html).not.toContain(foreign.name);
    await page.screenshot({ path: `test-results/vehicle-foreign-${a}.png`, fullPage: true });
    await context.close();

    const unknownSlug = "no-such-car-ever";
    const [foreignPage, unknownPage] = await Promise.all(
      [foreign.slug, unknownSlug].map((slug) => requestWithHost(`${a}.localhost`, `/cars/${slug}`)),
    );
    expect(foreignPage.status).toBe(404);
    expect(foreignPage.status).toBe(unknownPage.status);
    // The same page but for the slug itself, which the address bar already shows.
    const shape = (body: Buffer, slug: string) =>
      body
        .toString()
        .replaceAll(slug, "SLUG")
        .replace(/nonce="[^"]*"/g, "")
        .replace(/"[A-Za-z0-9_-]{20,}"/g, "");
    expect(shape(foreignPage.body, foreign.slug)).toBe(shape(unknownPage.body, unknownSlug));
    expect(foreignPage.body.toString()).not.toContain(`${make} ${model}`);

    for (const path of [`/api/cars/${foreign.slug}/autogauge`, `/api/cars/${foreign.slug}/view.json`]) {
      expect((await requestWithHost(`${a}.localhost`, path)).status, path).toBe(404);
    }
  });

  it("answers 404 for a slug that never existed", async () => {
    expect((await requestWithHost(`${DEMO_SLUGS[0]}.localhost`, "/cars/no-such-car-ever")).status).toBe(404);
  });
});

describe("vehicle page calls and metadata over HTTP", () => {
  it("counts a view once per visitor per day", async () => {
    const site = DEMO_SLUGS[0];
    const car = (await siteHits(site)).find((h) => h.status !== "sold")!;
    const call = () =>
      requestWithHost(`${site}.localhost`, `/api/cars/${car.slug}/view.json?photos_count=${car.images.length}`, {
        headers: { "user-agent": "view-test", "x-forwarded-for": "198.51.100.4" },
      });
    const first = JSON.parse((await call()).body.toString());
    const second = JSON.parse((await call()).body.toString());
    expect(first.car_fields).toMatchObject({ id: car.id, photos_count: car.images.length });
    expect(second.views).toBe(first.views);
  });

  it("quotes finance and refuses a bad quote request", async () => {
    const site = DEMO_SLUGS[0];
    const body = { selfAssessedCreditScore: "GREAT", purchasePrice: 30000, loanTerm: 5, year: 2022, vin: "X", nvic: "", whoIsHelping: "" };
    const ok = await requestWithHost(`${site}.localhost`, "/api/youx/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body.toString())).toMatchObject({
      weeklyRepaymentAmount: expect.any(Number),
      advertisedRate: expect.any(Number),
      comparisonRate: expect.any(Number),
    });
    const bad = await requestWithHost(`${site}.localhost`, "/api/youx/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(bad.status).toBe(400);
  });

  it("gives every vehicle page a title, description, canonical URL, Open Graph and Twitter tags and valid schema.org JSON-LD", async () => {
    const expectedType: Record<string, string> = { car: "Car", motorcycle: "Motorcycle", caravan: "Vehicle" };
    const kinds = new Set<string>();
    let unpriced = 0;
    for (const site of DEMO_SLUGS) {
      const hits = (await siteHits(site)).filter((h) => h.status !== "sold");
      const picks = [
        ...Object.keys(expectedType).map((kind) => hits.find((h) => h.vehicle_kind === kind && h.price && h.images.length > 1)),
        hits.find((h) => !h.price),
      ].filter((h) => h !== undefined);
      for (const car of picks) {
        const html = (await requestWithHost(`${site}.localhost`, car.path)).body.toString();
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]+"/);
        expect(html).toContain(`<link rel="canonical" href="http://${site}.localhost`);
        expect(html).toMatch(/<meta property="og:image" content="http[^"]+fm=jpeg"/);
        expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
        expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
        expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
        for (const name of ["twitter:card", "twitter:image:alt"]) expect(html).toMatch(new RegExp(`<meta name="${name}" content="[^"]+"`));
        // X reads the rest of its card from the Open Graph tags.
        expect(html).not.toMatch(/<meta name="twitter:(title|description|image)"/);
        const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(html)![1]);
        expect(ld["@type"]).toBe(expectedType[car.vehicle_kind]);
        expect(ld.image).toHaveLength(car.images.length);
        for (const url of ld.image as string[]) expect(url).not.toMatch(/\.svg$/);
        if (car.price) {
          kinds.add(car.vehicle_kind);
          expect(ld.offers).toMatchObject({ "@type": "Offer", price: car.price, priceCurrency: "AUD" });
          expect(ld.offers.seller).toMatchObject({ "@type": "AutoDealer", address: { "@type": "PostalAddress", addressCountry: "AU" } });
        } else {
          unpriced++;
          expect(ld.offers).toBeUndefined();
        }
      }
    }
    expect([...kinds].sort()).toEqual(["car", "caravan", "motorcycle"]);
    expect(unpriced).toBeGreaterThan(0);
  });

  it("serves sitemap.xml with the dealer's visible cars only, and robots.txt", async () => {
    const [a, b] = DEMO_SLUGS;
    const sitemap = (await requestWithHost(`${a}.localhost`, "/sitemap.xml")).body.toString();
    const own = (await siteHits(a))[0];
    const other = (await siteHits(b))[0];
    expect(sitemap).toContain(`/cars/${own.slug}</loc>`);
    expect(sitemap).not.toContain(`/cars/${other.slug}</loc>`);
    const robots = await requestWithHost(`${a}.localhost`, "/robots.txt");
    expect(robots.body.toString()).toContain("Sitemap: http://");
  });

  it("prints a vehicle page", async () => {
    const site = DEMO_SLUGS[0];
    const car = (await siteHits(site)).find((h) => h.status !== "sold")!;
    const res = await requestWithHost(`${site}.localhost`, `/print?car_id=${car.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('data-testid="print-view"');
  });
});
