import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_BYPASSES } from "./open-redirect-corpus";
import { safePath, sameSiteReferrerPath } from "./safe-path";

const ORIGIN = "https://dealer.example";

/** Where a browser goes with this Location on the dealer's site: the same origin, and no protocol-relative start. */
function staysOnSite(location: string): boolean {
  return new URL(location, ORIGIN).origin === ORIGIN && !location.startsWith("//") && !location.startsWith("/\\");
}

describe("safePath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    for (const path of [
      "/",
      "/cars/2021-toyota-corolla",
      "/cars/trade-in?car_id=12",
      "/search/new-used-and-demo-cars?query=land+cruiser&make=Kia&page=2#top",
      "/search/new-used-and-demo-cars?query=%2F%2Fnot-a-host",
      "/my-garage",
      "/pages/about%20us",
      "/@not-a-host",
    ]) {
      expect(safePath(path)).toBe(path);
    }
  });

  it("resolves dot segments without leaving the site", () => {
    expect(safePath("/a/../../b")).toBe("/b");
    expect(safePath("/cars/./x")).toBe("/cars/x");
  });

  it.each(OPEN_REDIRECT_BYPASSES)("keeps %j on the site", (attack) => {
    const result = safePath(attack);
    expect(staysOnSite(result), result).toBe(true);
  });

  it("sends the worst of the corpus to the fallback, not to a cleaned-up path", () => {
    for (const attack of [
      "/.//evil.com",
      "/..//evil.com",
      "/%2e//evil.com",
      "/%2e%2e//evil.com",
      "//evil.com",
      "/\\evil.com",
      "/\t/evil.com",
    ]) {
      expect(safePath(attack, "/my-garage"), attack).toBe("/my-garage");
    }
  });

  it("falls back for encoded or lookalike slashes that one decoding or folding hop would turn into another host", () => {
    for (const attack of [
      "/%2f/evil.com",
      "/%5cevil.com",
      "/%252f%252fevil.com",
      "/%252e%252e//evil.com",
      "/..%252f/evil.com",
      "/／evil.com",
      "/%EF%BC%8Fevil.com",
      "/＼evil.com",
      "/%00/evil.com",
    ]) {
      expect(safePath(attack, "/my-garage"), attack).toBe("/my-garage");
    }
  });

  it("has a corpus of at least 50 known bypasses", () => {
    expect(new Set(OPEN_REDIRECT_BYPASSES).size).toBeGreaterThanOrEqual(50);
  });

  it("falls back for missing, non-string, relative and over-long values", () => {
    expect(safePath(undefined)).toBe("/");
    expect(safePath(null)).toBe("/");
    expect(safePath(["/a"])).toBe("/");
    expect(safePath("")).toBe("/");
    expect(safePath("cars/relative")).toBe("/");
    expect(safePath(`/${"a".repeat(2000)}`)).toBe("/");
    expect(safePath("https://evil.example.com", "/my-garage")).toBe("/my-garage");
  });
});

describe("sameSiteReferrerPath", () => {
  it("keeps a referrer from this host and drops any other", () => {
    expect(sameSiteReferrerPath("http://a.localhost:3000/cars/x?y=1", "http://a.localhost:3000/my-garage")).toBe("/cars/x?y=1");
    expect(sameSiteReferrerPath("http://b.localhost:3000/cars/x", "http://a.localhost:3000/my-garage")).toBeNull();
    expect(sameSiteReferrerPath("not a url", "http://a.localhost:3000/")).toBeNull();
    expect(sameSiteReferrerPath(null, "http://a.localhost:3000/")).toBeNull();
  });

  it.each([
    "http://a.localhost:3000/.//evil.com",
    "http://a.localhost:3000/..//evil.com",
    "http://a.localhost:3000//evil.com",
    "http://a.localhost:3000/%2e%2e//evil.com",
  ])("drops the same-host referrer %j whose path would leave the site", (referer) => {
    expect(sameSiteReferrerPath(referer, "http://a.localhost:3000/my-garage")).toBeNull();
  });
});
