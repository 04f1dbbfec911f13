import { describe, expect, it } from "vitest";
import { acceptsWebp } from "./accept";
import { ifNoneMatchMatches } from "./conditional";

describe("acceptsWebp", () => {
  it.each([
    ["image/avif,image/webp,image/apng,image/*,*/*;q=0.8", true],
    ["IMAGE/WEBP", true],
    ["image/webp;q=0.5", true],
    ["image/webp;q=0", false],
    ["image/png,image/*;q=0.8,*/*;q=0.5", false],
    ["*/*", false],
    ["", false],
  ])("%s -> %s", (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });

  it("is false without an Accept header", () => {
    expect(acceptsWebp(undefined)).toBe(false);
  });
});

describe("ifNoneMatchMatches", () => {
  it.each([
    ['"abc"', true],
    ['"x", "abc"', true],
    ['W/"abc"', true],
    ["*", true],
    ['"abcd"', false],
    ["", false],
  ])("%s -> %s", (header, expected) => {
    expect(ifNoneMatchMatches(header, '"abc"')).toBe(expected);
  });
});
