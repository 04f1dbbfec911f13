/**
 * Wording follows the vehicle's kind (issue 15), on the caravan and motorcycle dealer: no kilometres on a caravan
 * (cards, page, meta description), a used motorcycle's checks are "Used motorcycle checks".
 */
import { describe, expect, it } from "vitest";
import { pageHtml, siteHits, type Hit } from "./vehicle-helpers";

const SITE = "ridge-caravans-motorcycles";

/** The visible text of a page's <main> (no scripts, styles or tags). */
function mainText(html: string): string {
  const main = /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? html;
  return main
    .replace(/<(script|style|template)[^>]*>.*?<\/\1>/gs, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";

describe("wording on the caravan and motorcycle dealer", () => {
  it("shows no kilometres for a caravan, on its card, its page and its description", async () => {
    const hits = await siteHits(SITE, 300);
    const van = hits.find((h) => h.vehicle_kind === "caravan" && h.status !== "sold" && h.price)!;
    const { html } = await pageHtml(SITE, van.path);
    expect(metaDescription(html)).not.toMatch(/\bkm\b|, ?\.|, ,/);
    expect(mainText(html)).not.toMatch(/\b0 km\b/);
    const search = await pageHtml(SITE, "/search/caravans");
    const cards = [...search.html.matchAll(/<article[^>]*>(.*?)<\/article>/gs)].map((m) => mainText(m[1]));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).not.toMatch(/\b\d[\d,]* km\b/);
  });

  it("names a used motorcycle's checks as a motorcycle's", async () => {
    const hits = (await siteHits(SITE, 300)) as Array<Hit & { car_type: string }>;
    const bike = hits.find((h) => h.vehicle_kind === "motorcycle" && h.car_type === "used" && h.status !== "sold")!;
    const { html } = await pageHtml(SITE, `${bike.path}?form=enquiry`);
    const text = mainText(html);
    expect(text).toContain("Used motorcycle checks");
    expect(text).not.toContain("Used car checks");
  });

  it("speaks of motorcycles on a motorcycle's page: its similar stock and its protection tab", async () => {
    const hits = await siteHits(SITE, 300);
    const bike = hits.find((h) => h.vehicle_kind === "motorcycle" && h.status !== "sold")!;
    const text = mainText((await pageHtml(SITE, bike.path)).html);
    expect(text).toContain("Similar motorcycles");
    expect(text).not.toContain("Similar cars");
    expect(text).not.toMatch(/Protect Your Car|Every car is inspected/);
  });

  it("speaks of vehicles, not cars, in the forms of a dealer selling caravans and motorcycles", async () => {
    const text = mainText((await pageHtml(SITE, "/contact")).html);
    expect(text).toContain("Questions about a vehicle");
    expect(text).toContain("Your vehicle's rego");
    expect(text).not.toMatch(/Questions about a car|Your car's rego/);
  });
});
