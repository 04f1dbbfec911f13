import { describe, expect, it } from "vitest";
import { isActivePath } from "./active-path";

describe("isActivePath", () => {
  it("is the same path, or a path under it, whatever the link's query and hash", () => {
    expect(isActivePath("/special-offers", "/special-offers")).toBe(true);
    expect(isActivePath("/blog/spring-sale", "/blog")).toBe(true);
    expect(isActivePath("/blog/spring-sale", "/blog/")).toBe(true);
    expect(isActivePath("/search/used-cars", "/search/used-cars?sort=latest#results")).toBe(true);
  });

  it("is not a path that only starts with the same letters, nor a parent path when told `end`", () => {
    expect(isActivePath("/blogs", "/blog")).toBe(false);
    expect(isActivePath("/finance-application", "/finance")).toBe(false);
    expect(isActivePath("/blog/spring-sale", "/blog", { end: true })).toBe(false);
    expect(isActivePath("/blog", "/blog", { end: true })).toBe(true);
  });

  it("ignores letter case unless told otherwise, and the home link is active on the home page only, as NavLink's", () => {
    expect(isActivePath("/Special-Offers", "/special-offers")).toBe(true);
    expect(isActivePath("/Special-Offers", "/special-offers", { caseSensitive: true })).toBe(false);
    expect(isActivePath("/contact", "/")).toBe(false);
    expect(isActivePath("/", "/")).toBe(true);
  });
});
