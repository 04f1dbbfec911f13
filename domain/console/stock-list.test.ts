import { describe, expect, it } from "vitest";
import { parseStockFilter, stockFilterExpression, stockQuery } from "./stock-list";

const parse = (query: string) => parseStockFilter(new URLSearchParams(query));

describe("stock list filters", () => {
  it("reads every filter, empty ones meaning any", () => {
    expect(parse("q=corolla&status=sold&shown=no&condition=used&kind=caravan&location=3&page=2&kind=")).toEqual({
      ok: false,
      message: "Give kind once.",
    });
    expect(parse("q=corolla&status=sold&shown=no&condition=used&kind=caravan&location=3&page=2&other=1")).toEqual({
      ok: true,
      filter: { q: "corolla", status: "sold", shown: "no", condition: "used", kind: "caravan", location: 3, page: 2 },
    });
    expect(parse("status=&q=")).toEqual({ ok: true, filter: {} });
  });

  it("refuses a malformed filter with a message", () => {
    expect(parse("status=gone")).toEqual({ ok: false, message: "Status: choose Available, Coming soon or Sold." });
    expect(parse("location=-1")).toEqual({ ok: false, message: "Location: choose one of the listed locations." });
    expect(parse("page=0")).toEqual({ ok: false, message: "Page: a whole number from 1." });
  });

  it("turns the filters into the search engine's filter tree", () => {
    expect(stockFilterExpression({})).toBeNull();
    expect(stockFilterExpression({ status: "sold" })).toEqual({ kind: "status", value: "sold" });
    expect(stockFilterExpression({ shown: "no", condition: "demo", kind: "car", location: 4 })).toEqual({
      kind: "and",
      items: [
        { kind: "flag", attribute: "shown_on_website", value: false },
        { kind: "facet", attribute: "car_type", value: "demo" },
        { kind: "facet", attribute: "vehicle_kind", value: "car" },
        { kind: "compare", attribute: "location_id", op: "=", value: 4 },
      ],
    });
  });

  it("writes the query string back, without empty filters", () => {
    expect(stockQuery({ q: "kia", status: "in_stock", page: undefined })).toBe("?q=kia&status=in_stock");
    expect(stockQuery({})).toBe("");
  });
});
