import { describe, expect, it } from "vitest";
import { isOfferLive, isOfferVisible, offerPath, offerStartsExpanded, truncateText, type OfferLike } from "./offer-rules";

const offer = (extra: Partial<OfferLike>): OfferLike => ({
  id: 1,
  websiteId: null,
  manufacturer: "Kia",
  manufacturerSlug: "kia",
  excludedWebsiteIds: [],
  description: "",
  disclaimer: "",
  ...extra,
});
const site = { id: 7, makes: ["Kia", "MG"], excludedOfferAllowList: [] as number[] };

describe("offer visibility", () => {
  it("shows the site's own offers and manufacturer offers for its makes only", () => {
    expect(isOfferVisible(offer({ websiteId: 7, manufacturer: null }), site)).toBe(true);
    expect(isOfferVisible(offer({ websiteId: 8 }), site)).toBe(false);
    expect(isOfferVisible(offer({}), site)).toBe(true);
    expect(isOfferVisible(offer({ manufacturer: "Toyota" }), site)).toBe(false);
  });
  it("hides offers whose excluded_website_ids include the site, unless the allow list names them", () => {
    expect(isOfferVisible(offer({ excludedWebsiteIds: [7] }), site)).toBe(false);
    expect(isOfferVisible(offer({ excludedWebsiteIds: [7] }), { ...site, excludedOfferAllowList: [1] })).toBe(true);
    expect(isOfferVisible(offer({ excludedWebsiteIds: [9] }), site)).toBe(true);
  });
});

describe("offer paths and text", () => {
  it("uses /offers/{id} on a single-manufacturer site, else the manufacturer slug", () => {
    expect(offerPath({ id: 5, manufacturerSlug: "kia" }, "Toyota")).toBe("/offers/5");
    expect(offerPath({ id: 5, manufacturerSlug: "kia" }, null)).toBe("/offers/kia/5");
  });
  it("truncates descriptions at 160 and disclaimers at 200 characters", () => {
    const long = "word ".repeat(60);
    expect(truncateText(long, 160).text.length).toBeLessThanOrEqual(161);
    expect(truncateText(long, 160).truncated).toBe(true);
    expect(truncateText("short", 160)).toEqual({ text: "short", truncated: false });
  });
  it("starts expanded when description and disclaimer are each 200 characters or fewer, or by setting", () => {
    const s = { viewMoreThreshold: 200, startExpanded: false };
    expect(offerStartsExpanded({ description: "a".repeat(200), disclaimer: "b".repeat(200) }, s)).toBe(true);
    expect(offerStartsExpanded({ description: "a".repeat(201), disclaimer: "" }, s)).toBe(false);
    expect(offerStartsExpanded({ description: "a".repeat(201), disclaimer: "" }, { ...s, startExpanded: true })).toBe(true);
  });
});

describe("offer dates", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const day = 86_400_000;
  it("is not live before its start: an offer starting in 10 days is not live today", () => {
    expect(isOfferLive({ startsAt: new Date(now.getTime() + 10 * day), endsAt: new Date(now.getTime() + 40 * day) }, now)).toBe(false);
  });
  it("is not live after its end, and live in between, both ends included", () => {
    expect(isOfferLive({ startsAt: new Date(now.getTime() - 30 * day), endsAt: new Date(now.getTime() - 5 * day) }, now)).toBe(false);
    expect(isOfferLive({ startsAt: now, endsAt: now }, now)).toBe(true);
    expect(isOfferLive({ startsAt: null, endsAt: null }, now)).toBe(true);
  });
});

describe("View more", () => {
  it("shows 'View more' only above the 200-character threshold; description cut at 160 and disclaimer at 200", () => {
    const s = { viewMoreThreshold: 200, startExpanded: false };
    const description = "d".repeat(170);
    const disclaimer = "w ".repeat(150);
    expect(offerStartsExpanded({ description, disclaimer: "short" }, s)).toBe(true);
    expect(offerStartsExpanded({ description, disclaimer }, s)).toBe(false);
    expect(truncateText(description, 160)).toEqual({ text: `${"d".repeat(160)}…`, truncated: true });
    expect(truncateText(disclaimer, 200).text.length).toBeLessThanOrEqual(201);
  });
});
