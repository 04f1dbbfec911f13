import { describe, expect, it } from "vitest";
import { andFilters, FilterSyntaxError, parseFilterExpression } from "./filter-expression";

function errorOf(input: string): FilterSyntaxError {
  try {
    parseFilterExpression(input);
  } catch (error) {
    if (error instanceof FilterSyntaxError) return error;
    throw error;
  }
  throw new Error(`expected "${input}" to be rejected`);
}

describe("parseFilterExpression", () => {
  it("treats an empty or blank filter as no filter", () => {
    expect(parseFilterExpression("")).toBeNull();
    expect(parseFilterExpression("   ")).toBeNull();
  });

  it("parses a facet match", () => {
    expect(parseFilterExpression("make:Toyota")).toEqual({ kind: "facet", attribute: "make", value: "Toyota" });
  });

  it("parses quoted values with spaces and escaped quotes", () => {
    expect(parseFilterExpression('make:"Land Rover"')).toEqual({ kind: "facet", attribute: "make", value: "Land Rover" });
    expect(parseFilterExpression('badge:"GT \\"Line\\""')).toEqual({ kind: "facet", attribute: "badge", value: 'GT "Line"' });
  });

  it("parses the full example from the spec's dealer filter", () => {
    const parsed = parseFilterExpression(
      "make:Toyota AND NOT make:RAM AND (car_type:used OR car_type:demo) AND price:1000 TO 50000 AND price > 1000 AND status:in_stock AND shown_on_website:true AND arrived_within_days:14",
    );
    expect(parsed).toEqual({
      kind: "and",
      items: [
        { kind: "facet", attribute: "make", value: "Toyota" },
        { kind: "not", item: { kind: "facet", attribute: "make", value: "RAM" } },
        {
          kind: "or",
          items: [
            { kind: "facet", attribute: "car_type", value: "used" },
            { kind: "facet", attribute: "car_type", value: "demo" },
          ],
        },
        { kind: "range", attribute: "price", min: 1000, max: 50000 },
        { kind: "compare", attribute: "price", op: ">", value: 1000 },
        { kind: "status", value: "in_stock" },
        { kind: "flag", attribute: "shown_on_website", value: true },
        { kind: "recency", attribute: "arrived_within_days", days: 14 },
      ],
    });
  });

  it("parses every comparison operator, with or without spaces", () => {
    for (const op of ["<", "<=", ">", ">=", "=", "!="] as const) {
      expect(parseFilterExpression(`km${op}5000`)).toEqual({ kind: "compare", attribute: "km", op, value: 5000 });
      expect(parseFilterExpression(`km ${op} 5000`)).toEqual({ kind: "compare", attribute: "km", op, value: 5000 });
    }
  });

  it("gives AND precedence over OR", () => {
    expect(parseFilterExpression("make:A OR make:B AND car_type:new")).toEqual({
      kind: "or",
      items: [
        { kind: "facet", attribute: "make", value: "A" },
        {
          kind: "and",
          items: [
            { kind: "facet", attribute: "make", value: "B" },
            { kind: "facet", attribute: "car_type", value: "new" },
          ],
        },
      ],
    });
  });

  it("accepts keywords in any case and NOT before a group", () => {
    expect(parseFilterExpression("not (make:A or make:B)")).toEqual({
      kind: "not",
      item: {
        kind: "or",
        items: [
          { kind: "facet", attribute: "make", value: "A" },
          { kind: "facet", attribute: "make", value: "B" },
        ],
      },
    });
  });

  it("reads a numeric attribute with ':' as equality and year as a facet or a range", () => {
    expect(parseFilterExpression("price:25000")).toEqual({ kind: "compare", attribute: "price", op: "=", value: 25000 });
    expect(parseFilterExpression("year:2020")).toEqual({ kind: "facet", attribute: "year", value: "2020" });
    expect(parseFilterExpression("year:2018 TO 2020")).toEqual({ kind: "range", attribute: "year", min: 2018, max: 2020 });
    expect(parseFilterExpression("price >= -1.5")).toEqual({ kind: "compare", attribute: "price", op: ">=", value: -1.5 });
  });

  it("parses flags, statuses and recency", () => {
    expect(parseFilterExpression("certified:false")).toEqual({ kind: "flag", attribute: "certified", value: false });
    expect(parseFilterExpression("status:SOLD")).toEqual({ kind: "status", value: "sold" });
    expect(parseFilterExpression("sold_within_days:3")).toEqual({ kind: "recency", attribute: "sold_within_days", days: 3 });
  });

  it.each([
    ["make:Toyota AND", 15, "Expected an attribute"],
    ["(make:Toyota", 12, 'Expected ")"'],
    ["make:Toyota)", 11, "Expected AND, OR"],
    ["make:Toyota make:Kia", 12, "Expected AND, OR"],
    ["colour:red AND wheels:4", 15, 'Unknown attribute "wheels"'],
    ['make:"Toyota', 5, "Unterminated quoted value"],
    ["price > cheap", 8, '"price" needs a number'],
    ["price:10 TO x", 12, '"price" needs a number'],
    ["price:50 TO 10", 6, "is empty"],
    ["make:A TO B", 0, '"make" is not numeric'],
    ["make > 3", 0, '"make" is not numeric'],
    ["status:gone", 7, "status must be one of"],
    ["car_type:old", 9, "car_type must be one of"],
    ["certified:yes", 10, "must be true or false"],
    ["arrived_within_days:-1", 20, "must not be negative"],
    ["year:twenty", 5, '"year" needs a number'],
    ["make:", 5, "Expected a value"],
    ["make Toyota", 5, 'Expected ":" or a comparison'],
    ["price ! 3", 6, '"!"'],
    ["AND make:A", 0, "Expected an attribute"],
  ])("rejects %j at position %i", (input, position, message) => {
    const error = errorOf(input);
    expect(error.position).toBe(position);
    expect(error.message).toContain(message);
    expect(error.message).toContain(`at position ${position}`);
  });

  it("rejects over-long filters and runaway nesting", () => {
    expect(errorOf("make:A OR ".repeat(500)).message).toContain("longer than");
    expect(errorOf(`${"(".repeat(40)}make:A${")".repeat(40)}`).message).toContain("nested deeper");
  });
});

describe("andFilters", () => {
  it("combines present filters and skips absent ones", () => {
    const a = parseFilterExpression("make:A");
    const b = parseFilterExpression("km < 3");
    expect(andFilters(null, undefined)).toBeNull();
    expect(andFilters(a, null)).toBe(a);
    expect(andFilters(a, b)).toEqual({ kind: "and", items: [a, b] });
  });
});
