import { describe, expect, it } from "vitest";
import { parseSearchFilters, SearchFiltersError } from "./search-filters";

function errorOf(input: unknown): SearchFiltersError {
  try {
    parseSearchFilters(input);
  } catch (error) {
    if (error instanceof SearchFiltersError) return error;
    throw error;
  }
  throw new Error("expected a SearchFiltersError");
}

describe("parseSearchFilters", () => {
  it("parses facets, ranges and certified from JSON text", () => {
    expect(
      parseSearchFilters('{ "make": ["Toyota","Kia"], "car_type": ["used"], "price": { "min": 10000, "max": 30000 }, "certified": true }'),
    ).toEqual({
      facets: { make: ["Toyota", "Kia"], car_type: ["used"] },
      ranges: { price: { min: 10000, max: 30000 } },
      certifiedOnly: true,
    });
  });

  it("accepts an already-decoded object, and treats empty input as no filters", () => {
    const none = { facets: {}, ranges: {}, certifiedOnly: false };
    expect(parseSearchFilters({ km: { max: 50000 } })).toEqual({ ...none, ranges: { km: { max: 50000 } } });
    expect(parseSearchFilters("")).toEqual(none);
    expect(parseSearchFilters(undefined)).toEqual(none);
    expect(parseSearchFilters(null)).toEqual(none);
  });

  it("reads year as a facet when given a list and as a range when given bounds", () => {
    expect(parseSearchFilters({ year: [2020, "2021"] }).facets).toEqual({ year: ["2020", "2021"] });
    expect(parseSearchFilters({ year: { min: 2018 } }).ranges).toEqual({ year: { min: 2018 } });
  });

  it("ignores null bounds", () => {
    expect(parseSearchFilters({ price: { min: null, max: 5000 } }).ranges).toEqual({ price: { max: 5000 } });
  });

  it.each([
    ["{not json", "", "not valid JSON"],
    ["[1,2]", "", "must be a JSON object"],
    [42, "", "must be a JSON object"],
    [{ wheels: ["4"] }, "wheels", 'Unknown filter "wheels"'],
    [{ make: "Toyota" }, "make", '"make" must be an array of strings'],
    [{ make: ["Toyota", 3] }, "make[1]", '"make[1]" must be a string'],
    [{ make: Array.from({ length: 101 }, () => "x") }, "make", "more than 100 values"],
    [{ make: ["x".repeat(201)] }, "make[0]", "longer than 200"],
    [{ price: [1000] }, "price", '"price" must be an object'],
    [{ price: { min: "1000" } }, "price.min", '"price.min" must be a number'],
    [{ price: { from: 1000 } }, "price.from", "is not allowed"],
    [{ km: { min: 10, max: 5 } }, "km", "must not be above"],
    [{ certified: "yes" }, "certified", "must be true or false"],
  ])("rejects %j", (input, key, message) => {
    const error = errorOf(input);
    expect(error.key).toBe(key);
    expect(error.message).toContain(message);
  });
});
