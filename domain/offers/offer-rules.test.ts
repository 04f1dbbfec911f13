import { describe, expect, it } from "vitest";
import { isOfferVisible, offerPath, offerStartsExpanded, truncateText, type OfferLike } from "./offer-rules";

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
