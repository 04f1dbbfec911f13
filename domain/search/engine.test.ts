import { describe, expect, it } from "vitest";
import { createSearchIndex } from "./engine";
import { parseFilterExpression } from "./filter-expression";
import { createQuery, FACET_NAMES, type SearchQueryInput } from "./query";
import { DAY, makeDoc, NOW } from "./test-fixtures";
import type { SearchDocument } from "./types";

function search(docs: SearchDocument[], input: Partial<SearchQueryInput> = {}) {
  return createSearchIndex(docs).search(createQuery({ websiteId: 1, now: NOW, hitsPerPage: 100, ...input }));
}

function ids(docs: SearchDocument[], input: Partial<SearchQueryInput> = {}): number[] {
  return search(docs, input).ids;
}

describe("tenant isolation", () => {
  const docs = [
    makeDoc({ id: 1, websiteId: 1 }),
    makeDoc({ id: 2, websiteId: 2, stocknum: "SHARED", make: "Kia" }),
    makeDoc({ id: 3, websiteId: 1, stocknum: "SHARED" }),
    makeDoc({ id: 4, websiteId: 3 }),
  ];

  it("returns only the queried website's cars, with counts and facets from them alone", () => {
    const result = search(docs, { websiteId: 1 });
    expect(result.ids).toEqual([1, 3]);
    expect(result.count).toBe(2);
    expect(result.facets.make).toEqual({ Toyota: 2 });
  });

  it("never leaks another website's car through text, stock number or filter", () => {
    expect(ids(docs, { websiteId: 1, text: "kia" })).toEqual([]);
    expect(ids(docs, { websiteId: 1, text: "shared" })).toEqual([3]);
    expect(ids(docs, { websiteId: 1, filter: parseFilterExpression("NOT make:Toyota") })).toEqual([]);
    expect(ids(docs, { websiteId: 1, filter: parseFilterExpression("id:2 OR id:4") })).toEqual([]);
  });

  it("answers an unknown website with nothing", () => {
    const result = search(docs, { websiteId: 99 });
    expect(result).toMatchObject({ ids: [], count: 0, pages: 0, facets: { make: {} } });
  });
});

describe("stock visibility", () => {
  const soldDays = 3;
  const docs = [
    makeDoc({ id: 1, status: "in_stock" }),
    makeDoc({ id: 2, status: "coming_soon" }),
    makeDoc({ id: 3, status: "sold", soldAt: NOW - 1 * DAY }),
    makeDoc({ id: 4, status: "sold", soldAt: NOW - soldDays * DAY }),
    makeDoc({ id: 5, status: "sold", soldAt: NOW - soldDays * DAY - 1 }),
    makeDoc({ id: 6, status: "sold", soldAt: null }),
    makeDoc({ id: 7, status: "in_stock", shownOnWebsite: false }),
    makeDoc({ id: 8, status: "coming_soon", shownOnWebsite: false }),
    makeDoc({ id: 9, status: "sold", soldAt: NOW - DAY, shownOnWebsite: false }),
    makeDoc({ id: 10, status: "withdrawn" as "sold" }),
  ];

  it("shows in-stock and coming-soon cars, and sold cars up to exactly soldDays after the sale", () => {
    expect(ids(docs, { soldDays })).toEqual([1, 2, 3, 4]);
  });

  it("hides cars not shown on the website whatever their status", () => {
    const visible = ids(docs, { soldDays });
    for (const hidden of [7, 8, 9]) expect(visible).not.toContain(hidden);
  });

  it("follows the dealer's soldDays and the query's now", () => {
    expect(ids(docs, { soldDays: 0 })).toEqual([1, 2]);
    expect(ids(docs, { soldDays: 1 })).toEqual([1, 2, 3]);
    expect(ids(docs, { soldDays, now: NOW + 10 * DAY })).toEqual([1, 2]);
  });

  it("counts facets over visible cars only", () => {
    const result = search(docs, { soldDays });
    expect(result.count).toBe(4);
    expect(result.facets.make).toEqual({ Toyota: 4 });
  });

  it("answers the website's whole stock, hidden and long-sold cars too, when the dealer console asks", () => {
    const whole = search(docs, { soldDays, wholeStock: true, sort: "latest" });
    expect(whole.ids.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(whole.facets.make).toEqual({ Toyota: 10 });
    expect(ids(docs, { soldDays, wholeStock: true, filter: parseFilterExpression("shown_on_website:false") }).sort()).toEqual([7, 8, 9]);
    // Counts of the whole stock are not kept as the visible stock's: the shopper's counts after it are unchanged.
    expect(search(docs, { soldDays }).facets.make).toEqual({ Toyota: 4 });
  });
});

describe("facet filters and disjunctive counts", () => {
  const docs = [
    makeDoc({ id: 1, make: "Toyota", model: "Corolla", carType: "used", body: "hatch" }),
    makeDoc({ id: 2, make: "Toyota", model: "Camry", carType: "new", body: "sedan" }),
    makeDoc({ id: 3, make: "Kia", model: "Cerato", carType: "used", body: "sedan" }),
    makeDoc({ id: 4, make: "Kia", model: "Sportage", carType: "demo", body: "suv" }),
    makeDoc({ id: 5, make: "Mazda", model: "CX-5", carType: "used", body: "suv" }),
    makeDoc({ id: 6, make: "Mazda", model: "CX-5", carType: "used", body: "suv", badge: "" }),
  ];

  it("ORs values within a facet and ANDs across facets", () => {
    expect(ids(docs, { facets: { make: ["Toyota", "Kia"] } })).toEqual([1, 2, 3, 4]);
    expect(ids(docs, { facets: { make: ["Toyota", "Kia"], car_type: ["used"] } })).toEqual([1, 3]);
  });

  it("matches facet values case-insensitively and unknown values match nothing", () => {
    expect(ids(docs, { facets: { make: ["mazda"] } })).toEqual([5, 6]);
    expect(ids(docs, { facets: { make: ["Tesla"] } })).toEqual([]);
  });

  it("ignores an empty selection", () => {
    expect(ids(docs, { facets: { make: [] } })).toHaveLength(6);
  });

  it("counts a facet with every other filter but not its own selection", () => {
    const result = search(docs, { facets: { make: ["Toyota"], car_type: ["used"] } });
    expect(result.count).toBe(1);
    // make counts ignore make=Toyota but honour car_type=used.
    expect(result.facets.make).toEqual({ Toyota: 1, Kia: 1, Mazda: 2 });
    // car_type counts ignore car_type=used but honour make=Toyota.
    expect(result.facets.car_type).toEqual({ used: 1, new: 1 });
    // An unselected facet counts the results.
    expect(result.facets.body).toEqual({ hatch: 1 });
  });

  it("keeps a selected value in the counts even when nothing matches it", () => {
    const result = search(docs, { facets: { make: ["Tesla"], car_type: ["new"] } });
    expect(result.facets.make).toEqual({ Toyota: 1, Tesla: 0 });
    expect(search(docs, { facets: { make: ["toyota"] } }).facets.make).toMatchObject({ Toyota: 2 });
  });

  it("leaves empty values out of a facet", () => {
    expect(search(docs).facets.badge).toEqual({ "Ascent Sport": 5 });
  });

  it("keeps any value as a plain key, in small and large facets", () => {
    const odd = ["__proto__", "constructor", "toString"];
    const few = odd.map((colour, i) => makeDoc({ id: i + 1, colour }));
    expect(search(few).facets.colour).toEqual({ ["__proto__"]: 1, constructor: 1, toString: 1 });
    const many = [...few, ...Array.from({ length: 40 }, (_, i) => makeDoc({ id: 100 + i, colour: `Paint ${i}` }))];
    const colours = search(many).facets.colour ?? {};
    expect(Object.keys(colours)).toHaveLength(43);
    expect(Object.entries(colours).filter(([, n]) => n === 1)).toHaveLength(43);
    expect(JSON.parse(JSON.stringify(colours))).toMatchObject({ constructor: 1, "Paint 39": 1 });
    expect(Object.hasOwn(colours, "__proto__")).toBe(true);
  });

  it("counts only the requested facets", () => {
    expect(Object.keys(search(docs, { facetNames: ["make", "body"] }).facets)).toEqual(["make", "body"]);
  });

  it("counts every facet by default", () => {
    const facets = search(docs).facets;
    expect(Object.keys(facets).sort()).toEqual([...FACET_NAMES].sort());
    expect(facets.vehicle_kind).toEqual({ car: 6 });
    expect(facets.dealership_slug).toEqual({ "harbour-toyota": 6 });
  });

  it("honours ranges, text and filters in facet counts", () => {
    expect(search(docs, { text: "kia" }).facets.make).toEqual({ Kia: 2 });
    expect(search(docs, { filter: parseFilterExpression("car_type:demo") }).facets.make).toEqual({ Kia: 1 });
  });
});

describe("certified only", () => {
  it("keeps certified cars only", () => {
    const docs = [makeDoc({ id: 1, certified: true }), makeDoc({ id: 2 })];
    expect(ids(docs, { certifiedOnly: true })).toEqual([1]);
    expect(ids(docs, { certifiedOnly: false })).toEqual([1, 2]);
  });
});

describe("ranges", () => {
  const docs = [
    makeDoc({ id: 1, price: 10000, km: 5000, year: 2018 }),
    makeDoc({ id: 2, price: 20000, km: 50000, year: 2020 }),
    makeDoc({ id: 3, price: 30000, km: 150000, year: 2022 }),
    makeDoc({ id: 4, price: null, km: 0, year: 2024 }),
  ];

  it("filters with inclusive bounds on price, km and year", () => {
    expect(ids(docs, { ranges: { price: { min: 10000, max: 20000 } } })).toEqual([1, 2]);
    expect(ids(docs, { ranges: { km: { max: 50000 } } })).toEqual([1, 2, 4]);
    expect(ids(docs, { ranges: { year: { min: 2020 } } })).toEqual([2, 3, 4]);
    expect(ids(docs, { ranges: { price: { min: 15000 }, year: { max: 2021 } } })).toEqual([2]);
  });

  it("drops cars without a price from any price range", () => {
    expect(ids(docs, { ranges: { price: { min: 0 } } })).toEqual([1, 2, 3]);
    expect(ids(docs, { ranges: { price: {} } })).toEqual([1, 2, 3, 4]);
  });

  it("reports min/max stats that ignore the range's own bounds but honour the others", () => {
    const result = search(docs, { ranges: { price: { min: 15000 }, km: { max: 60000 } } });
    expect(result.count).toBe(1);
    expect(result.stats.price).toEqual({ min: 10000, max: 20000 });
    expect(result.stats.km).toEqual({ min: 50000, max: 150000 });
    expect(result.stats.year).toEqual({ min: 2020, max: 2020 });
    expect(search(docs, { text: "nothing-matches" }).stats.price).toBeNull();
  });
});

describe("sorting", () => {
  const docs = [
    makeDoc({ id: 1, customRank: 5, arrivedAt: NOW - 5 * DAY, price: 30000 }),
    makeDoc({ id: 2, customRank: 9, arrivedAt: NOW - 1 * DAY, price: null }),
    makeDoc({ id: 3, customRank: 5, arrivedAt: NOW - 9 * DAY, price: 10000 }),
    makeDoc({ id: 4, customRank: 1, arrivedAt: NOW - 3 * DAY, price: 20000 }),
    makeDoc({ id: 5, customRank: 0, arrivedAt: NOW - 3 * DAY, price: 20000 }),
  ];

  it("mostRelevant: custom rank descending, then id", () => {
    expect(ids(docs, { sort: "mostRelevant" })).toEqual([2, 1, 3, 4, 5]);
  });
  it("mostRelevant: a sold car comes after every car still for sale, whatever its rank, also once it is sold", () => {
    const withSold = [...docs, makeDoc({ id: 6, customRank: 99, arrivedAt: NOW - 2 * DAY, status: "sold", soldAt: NOW - DAY })];
    expect(ids(withSold, { sort: "mostRelevant" })).toEqual([2, 1, 3, 4, 5, 6]);
    const index = createSearchIndex(docs);
    index.upsert({ ...docs[1], status: "sold", soldAt: NOW - DAY });
    expect(index.search(createQuery({ websiteId: 1, now: NOW, hitsPerPage: 100, sort: "mostRelevant" })).ids).toEqual([1, 3, 4, 5, 2]);
  });
  it("latest: arrival descending", () => {
    expect(ids(docs, { sort: "latest" })).toEqual([2, 4, 5, 1, 3]);
  });
  it("highestPrice: price descending, cars without a price last", () => {
    expect(ids(docs, { sort: "highestPrice" })).toEqual([1, 4, 5, 3, 2]);
  });
  it("lowestPrice: price ascending, cars without a price last", () => {
    expect(ids(docs, { sort: "lowestPrice" })).toEqual([3, 4, 5, 1, 2]);
  });
});

describe("pagination", () => {
  const docs = Array.from({ length: 50 }, (_, i) => makeDoc({ id: i + 1, customRank: 100 - i }));

  it("pages with offset and hitsPerPage and reports the page count", () => {
    const first = search(docs, { hitsPerPage: 21 });
    expect(first.ids).toEqual(docs.slice(0, 21).map((d) => d.id));
    expect(first.pages).toBe(3);
    expect(first.count).toBe(50);
    const last = search(docs, { hitsPerPage: 21, offset: 42 });
    expect(last.ids).toEqual(docs.slice(42).map((d) => d.id));
    expect(last.hits).toEqual(docs.slice(42).map((d) => d.hit));
  });

  it("returns no hits past the end, and counts only with hitsPerPage 0", () => {
    expect(search(docs, { offset: 500 }).ids).toEqual([]);
    const countOnly = search(docs, { hitsPerPage: 0 });
    expect(countOnly).toMatchObject({ ids: [], count: 50, pages: 0 });
  });

  it("clamps negative offsets and oversized pages", () => {
    expect(search(docs, { offset: -5, hitsPerPage: 10 }).ids[0]).toBe(1);
    expect(search(docs, { hitsPerPage: 1_000_000 }).ids).toHaveLength(50);
  });
});

describe("text search", () => {
  const docs = [
    makeDoc({ id: 1, make: "Toyota", model: "Corolla", badge: "Ascent Sport", colour: "White" }),
    makeDoc({ id: 2, make: "Toyota", model: "HiLux", badge: "SR5", colour: "Silver", body: "ute", customRank: 1 }),
    makeDoc({ id: 3, make: "Mazda", model: "CX-5", badge: "Maxx", colour: "Gold", body: "suv" }),
    makeDoc({ id: 4, make: "Volkswagen", model: "Golf", badge: "GTI", colour: "Red", year: 2019 }),
    makeDoc({ id: 5, make: "Mitsubishi", model: "Outlander", badge: "ES", series: "ZM", colour: "Blue", body: "peopleMover" }),
    makeDoc({ id: 6, make: "Kia", model: "Sportage", stocknum: "TK-4471", vin: "KNAPU81BDN7000123", fuel: "Diesel" }),
  ];

  it("matches word prefixes across make, model, badge, series, colour and body", () => {
    expect(ids(docs, { text: "toyota" })).toEqual([2, 1]);
    expect(ids(docs, { text: "toy cor" })).toEqual([1]);
    expect(ids(docs, { text: "toyota silver" })).toEqual([2]);
    expect(ids(docs, { text: "gti" })).toEqual([4]);
    expect(ids(docs, { text: "zm" })).toEqual([5]);
    expect(ids(docs, { text: "people mover" })).toEqual([5]);
    expect(ids(docs, { text: "ute" })).toEqual([2]);
    expect(ids(docs, { text: "cx-5" })).toEqual([3]);
    expect(ids(docs, { text: "cx5" })).toEqual([3]);
    expect(ids(docs, { text: "diesel" })).toEqual([6]);
    expect(ids(docs, { text: "2019" })).toEqual([4]);
  });

  it("requires every word to match", () => {
    expect(ids(docs, { text: "toyota mazda" })).toEqual([]);
  });

  it("tolerates one typo from 4 characters and two from 8", () => {
    expect(ids(docs, { text: "toyta" })).toEqual([2, 1]);
    expect(ids(docs, { text: "corrolla" })).toEqual([1]);
    expect(ids(docs, { text: "mitsabushi" })).toEqual([5]);
    expect(ids(docs, { text: "kai" })).toEqual([]);
  });

  it("ranks typo-free matches first under mostRelevant", () => {
    // "golf" is exact for the Golf and one typo from "gold" (the Mazda's colour).
    expect(ids(docs, { text: "golf" })).toEqual([4, 3]);
    expect(ids(docs, { text: "golf", sort: "lowestPrice" })).toEqual([3, 4]);
  });

  it("finds a car by exact stock number or VIN, case-insensitively", () => {
    expect(ids(docs, { text: "tk-4471" })).toEqual([6]);
    expect(ids(docs, { text: " KNAPU81BDN7000123 " })).toEqual([6]);
    expect(ids(docs, { text: "KNAPU81BDN700012" })).toEqual([]);
  });

  it("ignores text with no words", () => {
    expect(ids(docs, { text: " -- " })).toHaveLength(6);
  });
});

describe("filter expression evaluation", () => {
  const docs = [
    makeDoc({ id: 1, make: "Toyota", carType: "used", price: 20000, km: 10000, arrivedAt: NOW - 2 * DAY }),
    makeDoc({ id: 2, make: "RAM", carType: "new", price: 90000, reserved: true }),
    makeDoc({ id: 3, make: "Kia", carType: "demo", price: null, certified: true, arrivedAt: NOW - 20 * DAY }),
    makeDoc({ id: 4, make: "Suzuki", carType: "used", status: "coming_soon", price: 500, views: 40 }),
    makeDoc({ id: 5, make: "Kia", carType: "used", status: "sold", soldAt: NOW - DAY, price: 15000 }),
  ];
  const where = (filter: string) => ids(docs, { filter: parseFilterExpression(filter) });

  it("evaluates facet matches, NOT, AND, OR and parentheses", () => {
    expect(where("make:kia")).toEqual([3, 5]);
    expect(where("NOT make:RAM AND NOT make:Suzuki")).toEqual([1, 3, 5]);
    expect(where("(car_type:used OR car_type:demo) AND make:Kia")).toEqual([3, 5]);
    expect(where("car_type:used OR car_type:demo AND make:Kia")).toEqual([1, 3, 4, 5]);
    expect(where("make:Tesla")).toEqual([]);
    expect(where("NOT make:Tesla")).toEqual([1, 2, 3, 4, 5]);
  });

  it("evaluates comparisons and ranges; a car without a price satisfies none", () => {
    expect(where("price > 1000")).toEqual([1, 2, 5]);
    expect(where("price >= 20000")).toEqual([1, 2]);
    expect(where("price < 15000")).toEqual([4]);
    expect(where("price <= 15000")).toEqual([4, 5]);
    expect(where("price = 500")).toEqual([4]);
    expect(where("price:500")).toEqual([4]);
    expect(where("price != 500")).toEqual([1, 2, 5]);
    expect(where("price:1000 TO 20000")).toEqual([1, 5]);
    expect(where("NOT price > 0")).toEqual([3]);
    expect(where("views:40 AND km:40000")).toEqual([4]);
    expect(where("id:1 OR id:2")).toEqual([1, 2]);
  });

  it("evaluates status, flags and recency against the query's now", () => {
    expect(where("status:in_stock")).toEqual([1, 2, 3]);
    expect(where("status:sold")).toEqual([5]);
    expect(where("certified:true")).toEqual([3]);
    expect(where("reserved:false AND certified:false")).toEqual([1, 4, 5]);
    expect(where("shown_on_website:true")).toEqual([1, 2, 3, 4, 5]);
    expect(where("arrived_within_days:14")).toEqual([1]);
    expect(where("arrived_within_days:20")).toEqual([1, 3]);
    expect(where("arrived_within_days:30")).toEqual([1, 2, 3, 4, 5]);
    expect(where("arrived_within_days:1")).toEqual([]);
    expect(where("sold_within_days:2")).toEqual([5]);
  });

  it("applies on top of stock visibility, never widening it", () => {
    const hidden = [...docs, makeDoc({ id: 6, shownOnWebsite: false })];
    expect(ids(hidden, { filter: parseFilterExpression("shown_on_website:false") })).toEqual([]);
  });

  it("runs the spec's dealer filter: in stock, shown, 14-day recency, excluding Suzuki and RAM", () => {
    expect(where("status:in_stock AND shown_on_website:true AND arrived_within_days:14 AND NOT make:Suzuki AND NOT make:RAM")).toEqual([1]);
  });
});

describe("upsert and remove", () => {
  const base = () => [
    makeDoc({ id: 1, price: 10000, customRank: 3 }),
    makeDoc({ id: 2, price: 20000, customRank: 2 }),
    makeDoc({ id: 3, price: 30000, customRank: 1 }),
  ];
  const query = (input: Partial<SearchQueryInput> = {}) => createQuery({ websiteId: 1, now: NOW, ...input });

  it("reflects a status change at once", () => {
    const index = createSearchIndex(base());
    index.upsert(makeDoc({ id: 2, price: 20000, customRank: 2, status: "sold", soldAt: NOW - 10 * DAY }));
    expect(index.search(query()).ids).toEqual([1, 3]);
    index.upsert(makeDoc({ id: 2, price: 20000, customRank: 2, status: "in_stock" }));
    expect(index.search(query()).ids).toEqual([1, 2, 3]);
  });

  it("moves a car in every sort order when its price or rank changes", () => {
    const index = createSearchIndex(base());
    index.upsert(makeDoc({ id: 1, price: 50000, customRank: 0 }));
    expect(index.search(query({ sort: "highestPrice" })).ids).toEqual([1, 3, 2]);
    expect(index.search(query({ sort: "lowestPrice" })).ids).toEqual([2, 3, 1]);
    expect(index.search(query({ sort: "mostRelevant" })).ids).toEqual([2, 3, 1]);
    expect(index.search(query({ ranges: { price: { max: 30000 } } })).ids).toEqual([2, 3]);
  });

  it("updates facets, text and tenant when the car changes", () => {
    const index = createSearchIndex(base());
    index.upsert(makeDoc({ id: 3, make: "Kia", model: "Picanto", websiteId: 1 }));
    expect(index.search(query({ text: "picanto" })).ids).toEqual([3]);
    expect(index.search(query({ text: "corolla" })).ids).toEqual([1, 2]);
    expect(index.search(query()).facets.make).toEqual({ Toyota: 2, Kia: 1 });
    index.upsert(makeDoc({ id: 3, make: "Kia", websiteId: 2 }));
    expect(index.search(query()).ids).toEqual([1, 2]);
    expect(index.search(query({ websiteId: 2 })).ids).toEqual([3]);
  });

  it("adds new cars and removes cars, reusing slots", () => {
    const index = createSearchIndex(base());
    // Searched once first, so the website's stock number lookup and value lists exist already.
    expect(index.search(query({ text: "S2" })).ids).toEqual([2]);
    index.upsert(makeDoc({ id: 4, customRank: 10, stocknum: "NEW4", colour: "Teal" }));
    expect(index.search(query()).facets.colour).toEqual({ White: 3, Teal: 1 });
    expect(index.search(query()).ids).toEqual([4, 1, 2, 3]);
    expect(index.remove(2)).toBe(true);
    expect(index.remove(2)).toBe(false);
    expect(index.get(2)).toBeUndefined();
    expect(index.size).toBe(3);
    index.upsert(makeDoc({ id: 5, customRank: 5, websiteId: 1 }));
    expect(index.search(query()).ids).toEqual([4, 5, 1, 3]);
    expect(index.search(query({ text: "new4" })).ids).toEqual([4]);
    expect(index.search(query({ text: "S2" })).ids).toEqual([]);
    expect(index.get(5)?.id).toBe(5);
  });

  it("keeps the last of duplicate ids at build time", () => {
    const index = createSearchIndex([makeDoc({ id: 1, make: "Kia" }), makeDoc({ id: 1, make: "Mazda" })]);
    expect(index.size).toBe(1);
    expect(index.search(query()).facets.make).toEqual({ Mazda: 1 });
    const moved = createSearchIndex([
      makeDoc({ id: 1, websiteId: 1, make: "Kia" }),
      makeDoc({ id: 2, websiteId: 2 }),
      makeDoc({ id: 1, websiteId: 2, make: "Mazda" }),
    ]);
    expect(moved.search(query()).ids).toEqual([]);
    expect(moved.search(query({ websiteId: 2 })).ids).toEqual([1, 2]);
    const movedBack = createSearchIndex([makeDoc({ id: 1, websiteId: 2 }), makeDoc({ id: 1, websiteId: 1 })]);
    expect(movedBack.search(query()).ids).toEqual([1]);
    expect(movedBack.search(query({ websiteId: 2 })).ids).toEqual([]);
  });

  it("keeps every car's values when a website has more than 65,535 values in one facet", () => {
    const index = createSearchIndex([makeDoc({ id: 1, badge: "GX", locationName: "Yard A" }), makeDoc({ id: 2, websiteId: 2 })]);
    // Replaced values stay in the website's list: one new location per upsert.
    const last = 66_000;
    for (let i = 0; i <= last; i++) index.upsert(makeDoc({ id: 3, locationName: `yard${i}` }));
    index.upsert(makeDoc({ id: 4, badge: "SR", locationName: "Yard A" }));
    const facets = index.search(query({ facetNames: ["badge", "location", "make"] })).facets;
    expect(facets.location).toEqual({ "Yard A": 2, [`yard${last}`]: 1 });
    expect(facets.badge).toEqual({ GX: 1, "Ascent Sport": 1, SR: 1 });
    expect(facets.make).toEqual({ Toyota: 3 });
    expect(index.search(query({ facets: { location: [`yard${last}`] } })).ids).toEqual([3]);
    expect(index.search(query({ websiteId: 2 })).facets.location).toEqual({ "Harbour Toyota Newstead": 1 });
  });

  it("grows past its initial capacity", () => {
    const index = createSearchIndex([]);
    for (let id = 1; id <= 300; id++) index.upsert(makeDoc({ id, websiteId: 1 + (id % 3), customRank: id }));
    const result = index.search(query({ websiteId: 2, hitsPerPage: 3 }));
    expect(result.count).toBe(100);
    expect(result.ids).toEqual([298, 295, 292]);
  });
});

describe("whole-stock facet counts, memoised per website", () => {
  const browse = (index: ReturnType<typeof createSearchIndex>, input: Partial<SearchQueryInput> = {}) =>
    index.search(createQuery({ websiteId: 1, now: NOW, hitsPerPage: 0, ...input })).facets;

  it("follow every change to the website's cars, and no other website's", () => {
    const index = createSearchIndex([makeDoc({ id: 1 }), makeDoc({ id: 2, make: "Kia" }), makeDoc({ id: 3, websiteId: 2, make: "Mazda" })]);
    expect(browse(index).make).toEqual({ Toyota: 1, Kia: 1 });
    index.upsert(makeDoc({ id: 4, make: "Kia" }));
    expect(browse(index).make).toEqual({ Toyota: 1, Kia: 2 });
    index.upsert(makeDoc({ id: 1, make: "Kia", status: "sold", soldAt: NOW - 10 * DAY }));
    expect(browse(index).make).toEqual({ Kia: 2 });
    expect(index.remove(2)).toBe(true);
    expect(browse(index).make).toEqual({ Kia: 1 });
    // Another website's change leaves this one's counts alone and shows in its own.
    index.upsert(makeDoc({ id: 3, websiteId: 2, make: "Ford" }));
    expect(browse(index).make).toEqual({ Kia: 1 });
    expect(browse(index, { websiteId: 2 }).make).toEqual({ Ford: 1 });
    // A car moving in from another website.
    index.upsert(makeDoc({ id: 3, websiteId: 1, make: "Ford" }));
    expect(browse(index).make).toEqual({ Kia: 1, Ford: 1 });
    expect(browse(index, { websiteId: 2 }).make).toEqual({});
  });

  it("follow the sold cars still shown as time passes, and certified-only", () => {
    const index = createSearchIndex([
      makeDoc({ id: 1 }),
      makeDoc({ id: 2, make: "Kia", status: "sold", soldAt: NOW - 2 * DAY }),
      makeDoc({ id: 3, make: "Mazda", certified: true }),
    ]);
    expect(browse(index, { soldDays: 3 }).make).toEqual({ Toyota: 1, Kia: 1, Mazda: 1 });
    expect(browse(index, { soldDays: 3, now: NOW + 2 * DAY }).make).toEqual({ Toyota: 1, Mazda: 1 });
    expect(browse(index, { soldDays: 3, certifiedOnly: true }).make).toEqual({ Mazda: 1 });
    expect(browse(index, { soldDays: 3 }).make).toEqual({ Toyota: 1, Kia: 1, Mazda: 1 });
  });

  it("serve a facet's own selection, keeping a selected value the stock lacks at 0", () => {
    const index = createSearchIndex([makeDoc({ id: 1 }), makeDoc({ id: 2, make: "Kia" })]);
    browse(index);
    expect(browse(index, { facets: { make: ["Kia"] } }).make).toEqual({ Toyota: 1, Kia: 1 });
    expect(browse(index, { facets: { make: ["Kia", "Holden"] } }).make).toEqual({ Toyota: 1, Kia: 1, Holden: 0 });
    expect(browse(index).make).toEqual({ Toyota: 1, Kia: 1 });
  });

  it("are frozen, so no caller can change what the next search answers", () => {
    const index = createSearchIndex([makeDoc({ id: 1 })]);
    browse(index);
    const counts = browse(index).make as Record<string, number>;
    expect(Object.isFrozen(counts)).toBe(true);
    expect(() => {
      counts.Toyota = 5;
    }).toThrow(TypeError);
    expect(browse(index).make).toEqual({ Toyota: 1 });
  });
});
