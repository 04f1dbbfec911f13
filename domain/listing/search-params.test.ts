import { describe, expect, it } from "vitest";
import { EMPTY_LISTING, listingHref, listingHrefHere, parseListingParams, serialiseListingParams } from "./search-params";

const parse = (qs: string) => parseListingParams(new URLSearchParams(qs));

describe("listing URL contract", () => {
  it("round-trips a full state through the URL", () => {
    const qs =
      "query=hilux+sr5&car_type=used&car_type=demo&make=Toyota&make=Kia&body=ute&fuel=diesel&year=2021&city=Brisbane&dealership=north&price_min=10000&price_max=50000&km_min=0&km_max=80000&certified=1&sortBy=lowestPrice&page=3";
    const state = parse(qs);
    expect(state).toEqual({
      query: "hilux sr5",
      page: 3,
      sortBy: "lowestPrice",
      facets: {
        car_type: ["used", "demo"],
        make: ["Toyota", "Kia"],
        body: ["ute"],
        fuel: ["diesel"],
        year: ["2021"],
        city: ["Brisbane"],
        dealership: ["north"],
      },
      ranges: { price: { min: 10000, max: 50000 }, km: { min: 0, max: 80000 } },
      certified: true,
    });
    expect(parse(serialiseListingParams(state).toString())).toEqual(state);
  });
  it("writes a link on the search page itself relative to it, and the path when nothing is left", () => {
    const state = parse("make=Kia&page=2");
    expect(listingHrefHere("/search/x", state)).toBe("?make=Kia&page=2");
    expect(new URL(listingHrefHere("/search/x", state), "https://d.example/search/x?body=suv").href).toBe(
      new URL(listingHref("/search/x", state), "https://d.example").href,
    );
    expect(listingHrefHere("/search/x", EMPTY_LISTING)).toBe("/search/x");
  });
  it("serialises canonically and leaves defaults out", () => {
    expect(listingHref("/search/x", EMPTY_LISTING)).toBe("/search/x");
    const state = parse("page=1&sortBy=mostRelevant&make=Kia&query=rio");
    expect(serialiseListingParams(state).toString()).toBe("query=rio&make=Kia");
  });
  it("clamps bad input instead of failing", () => {
    const state = parse("page=-4&sortBy=cheapest&price_min=abc&price_max=-5&km_min=1499&km_max=80600&make=&make=%20Kia%20&make=Kia");
    expect(state.page).toBe(1);
    expect(state.sortBy).toBe("mostRelevant");
    expect(state.ranges.price).toBeUndefined();
    expect(state.ranges.km).toEqual({ min: 1000, max: 81000 });
    expect(state.facets.make).toEqual(["Kia"]);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(10000);
    expect(parse("price_min=50000&price_max=10000").ranges.price).toEqual({ min: 10000, max: 50000 });
    expect(parse(`query=${"a".repeat(500)}`).query).toHaveLength(200);
  });
});
