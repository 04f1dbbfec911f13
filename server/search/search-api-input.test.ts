import { describe, expect, it } from "vitest";
import { parseSearchApiInput, SearchApiInputError, searchApiSourceFromUrl } from "./search-api-input";

const bad = (source: unknown) => () => parseSearchApiInput(source);

describe("search API input", () => {
  it("fills the spec's defaults: 21 per page from offset 0, most relevant", () => {
    expect(parseSearchApiInput({})).toMatchObject({
      text: "",
      sort: "mostRelevant",
      hitsPerPage: 21,
      offset: 0,
      filter: null,
      facets: {},
      ranges: {},
    });
  });
  it("reads every parameter from a query string", () => {
    const url = new URL(
      "http://x/api/search?query=ranger&sort=lowestPrice&hitsPerPage=10&offset=20&filters=car_type:used&search_filters=" +
        encodeURIComponent(JSON.stringify({ make: ["Ford"], price: { min: 10000 } })),
    );
    const input = parseSearchApiInput(searchApiSourceFromUrl(url));
    expect(input).toMatchObject({
      text: "ranger",
      sort: "lowestPrice",
      hitsPerPage: 10,
      offset: 20,
      facets: { make: ["Ford"] },
      ranges: { price: { min: 10000 } },
    });
    expect(input.filter).not.toBeNull();
  });
  it("accepts search_filters as an object in a JSON body", () => {
    expect(parseSearchApiInput({ search_filters: { car_type: ["new"] }, hitsPerPage: 5 })).toMatchObject({
      facets: { car_type: ["new"] },
      hitsPerPage: 5,
    });
  });
  it.each([
    [{ sort: "cheapest" }, /sort must be one of/],
    [{ offset: -1 }, /offset must be between/],
    [{ offset: "1.5" }, /offset must be a whole number/],
    [{ hitsPerPage: 5000 }, /hitsPerPage must be between 0 and 100/],
    [{ hitsPerPage: "lots" }, /hitsPerPage must be a whole number/],
    [{ search_filters: "{not json" }, /search_filters: search_filters is not valid JSON/],
    [{ search_filters: { price: { min: "cheap" } } }, /search_filters: "price.min" must be a number/],
    [{ search_filters: { colourz: ["Red"] } }, /Unknown filter "colourz"/],
    [{ filters: "make:Toyota AND (" }, /filters: /],
    [{ query: 42 }, /./],
    ["a string", /JSON object/],
  ])("rejects %j with a clear message", (source, message) => {
    expect(bad(source)).toThrow(SearchApiInputError);
    expect(bad(source)).toThrow(message);
  });
  it("rejects a parameter given twice in the query string", () => {
    expect(() => searchApiSourceFromUrl(new URL("http://x/?offset=1&offset=2"))).toThrow(/offset must be given once/);
  });
});
