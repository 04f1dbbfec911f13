import { describe, expect, it } from "vitest";
import { isSlug } from "./slug";

describe("slug shape", () => {
  it.each(["2021-toyota-rav4-gx-abc123", "corolla", "about-us", "A.b_c~d", "x".repeat(200)])("accepts %j", (slug) => {
    expect(isSlug(slug)).toBe(true);
  });

  it.each([
    "",
    "\u0000",
    "corolla\u0000",
    "a\u0007b",
    "\ud800",
    "a\udc00b",
    "a b",
    "a/b",
    "../etc",
    "%00",
    "a?b",
    "a#b",
    "zoë",
    "🚗",
    "x".repeat(201),
    null,
    undefined,
    42,
  ])("refuses %j", (value) => {
    expect(isSlug(value)).toBe(false);
  });
});
