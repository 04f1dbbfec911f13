import { describe, expect, it } from "vitest";
import type { Site } from "~/server/tenancy/site-directory";
import { searchApiAnswer } from "./search-api-answer";
import type { StockIndex } from "./stock-index";

const site = { id: 1 } as Site;

function stockAnswering(result: ReturnType<StockIndex["search"]>): Pick<StockIndex, "search"> {
  return { search: () => result };
}

const hit = (id: number, name: string) =>
  Object.freeze({
    id,
    name,
    price: 19990 + id,
    images: [{ url: `/media/${id}.jpg`, thumb: { url: `/media/${id}-t.jpg` } }],
    sold_at: null,
  });
const memoCounts = Object.freeze(Object.assign(Object.create(null) as Record<string, number>, { Toyota: 3, 'Kia "GT"': 1 }));

describe("searchApiAnswer", () => {
  it("writes exactly what JSON.stringify of the whole answer writes, hits and memoised counts included", () => {
    const result = {
      hits: [hit(1, "2022 Kia EV6"), hit(2, "2021 Toyota \u2028 Yaris <b>")],
      ids: [1, 2],
      count: 2,
      pages: 1,
      ms: 0.0123456,
      facets: { make: memoCounts, body: { suv: 2 }, colour: undefined },
    } as unknown as ReturnType<StockIndex["search"]>;
    const expected = JSON.stringify({ hits: result.hits, count: 2, facets: result.facets, pages: 1, ms: 0.012 });
    for (let i = 0; i < 2; i++) {
      const answer = searchApiAnswer(stockAnswering(result), site, () => ({}));
      expect(answer).toEqual({ status: 200, json: expected, cacheControl: "public, max-age=10" });
      expect(JSON.parse(answer.json)).toEqual(JSON.parse(expected));
    }
  });

  it("a changed car is a new frozen hit object, so its new JSON is written", () => {
    const before = { hits: [hit(1, "Old name")], ids: [1], count: 1, pages: 1, ms: 0, facets: {} } as unknown as ReturnType<
      StockIndex["search"]
    >;
    const after = { ...before, hits: [hit(1, "New name")] } as unknown as ReturnType<StockIndex["search"]>;
    expect(searchApiAnswer(stockAnswering(before), site, () => ({})).json).toContain("Old name");
    expect(searchApiAnswer(stockAnswering(after), site, () => ({})).json).toContain("New name");
  });

  it("answers a malformed input with a 400 and its message, and no cache header", () => {
    const answer = searchApiAnswer(stockAnswering({} as ReturnType<StockIndex["search"]>), site, () => ({ hitsPerPage: "lots" }));
    expect(answer.status).toBe(400);
    expect(answer.cacheControl).toBeNull();
    expect(JSON.parse(answer.json)).toEqual({ error: "hitsPerPage must be a whole number" });
  });
});
