import { describe, expect, it } from "vitest";
import { createSearchIndex } from "~/domain/search/engine";
import { createQuery } from "~/domain/search/query";
import { makeDoc, NOW } from "~/domain/search/test-fixtures";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import type { StockIndex } from "~/server/search/stock-index";
import type { Site } from "~/server/tenancy/site-directory";
import { stockOverview } from "./stock-overview";

function overview(docs: Parameters<typeof createSearchIndex>[0], settings: Record<string, unknown> = {}) {
  const index = createSearchIndex(docs);
  const site = { id: 1, settings: parseWebsiteSettings(settings) } as Site;
  const stock = {
    search: (s: Site, input: object) => index.search(createQuery({ ...input, websiteId: s.id, now: NOW, soldDays: 3 })),
  } as unknown as StockIndex;
  return stockOverview(stock, site);
}

describe("home page stock overview", () => {
  it("lists new, used and demo in that order, then the most stocked bodies, with counts, leaving out what the site lacks", () => {
    const docs = [
      makeDoc({ id: 1, carType: "used", body: "suv" }),
      makeDoc({ id: 2, carType: "new", body: "suv" }),
      makeDoc({ id: 3, carType: "new", body: "ute" }),
      makeDoc({ id: 4, carType: "used", body: "sedan", websiteId: 2 }),
    ];
    expect(overview(docs)).toEqual([
      { facet: "car_type", value: "new", count: 2 },
      { facet: "car_type", value: "used", count: 1 },
      { facet: "body", value: "suv", count: 2 },
      { facet: "body", value: "ute", count: 1 },
    ]);
  });

  it("holds custom bodies to the standard body limit", () => {
    const bodies = ["caravan", "naked", "adventure", "cruiser", "sport", "scooter"];
    const docs = bodies.flatMap((body, i) => Array.from({ length: 6 - i }, (_, j) => makeDoc({ id: i * 10 + j + 1, body })));
    const result = overview(docs, { search: { customBodies: bodies, customBodySelectorLimit: 20 } });
    expect(result.filter((o) => o.facet === "body").map((o) => o.value)).toEqual(["caravan", "naked", "adventure", "cruiser"]);
  });
});
