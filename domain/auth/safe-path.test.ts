import { describe, expect, it } from "vitest";
import { safePath, sameSiteReferrerPath } from "./safe-path";

describe("safePath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safePath("/cars/2021-toyota-corolla")).toBe("/cars/2021-toyota-corolla");
    expect(safePath("/cars/trade-in?car_id=12")).toBe("/cars/trade-in?car_id=12");
    expect(safePath("/search/new-used-and-demo-cars?query=ute&page=2#top")).toBe(
      "/search/new-used-and-demo-cars?query=ute&page=2#top",
    );
  });

  it.each([
    "https://evil.example.com/",
    "http://evil.example.com",
    "//evil.example.com",
    "///evil.example.com",
    "/\\evil.example.com",
    "\\\\evil.example.com",
    "/\t/evil.example.com",
    "/\n/evil.example.com",
    " /cars",
    "javascript:alert(1)",
    "data:text/html,hi",
    "cars/relative",
    "",
  ])("sends %j to the home page", (value) => {
    expect(safePath(value)).toBe("/");
  });

  it("falls back for missing or non-string values and honours another fallback", () => {
    expect(safePath(undefined)).toBe("/");
    expect(safePath(null)).toBe("/");
    expect(safePath(["/a"])).toBe("/");
    expect(safePath("https://evil.example.com", "/my-garage")).toBe("/my-garage");
  });

  it("resolves dot segments without leaving the site", () => {
    expect(safePath("/a/../../b")).toBe("/b");
  });
});

describe("sameSiteReferrerPath", () => {
  it("keeps a referrer from this host and drops any other", () => {
    expect(sameSiteReferrerPath("http://a.localhost:3000/cars/x?y=1", "http://a.localhost:3000/my-garage")).toBe("/cars/x?y=1");
    expect(sameSiteReferrerPath("http://b.localhost:3000/cars/x", "http://a.localhost:3000/my-garage")).toBeNull();
    expect(sameSiteReferrerPath("not a url", "http://a.localhost:3000/")).toBeNull();
    expect(sameSiteReferrerPath(null, "http://a.localhost:3000/")).toBeNull();
  });
});
