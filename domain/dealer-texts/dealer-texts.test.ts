import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { dealerTextsFor, privacyTimingLines, returnPolicyLines, warrantyClaims, withDealerTexts } from "./dealer-texts";

const standard = parseWebsiteSettings({});
const harbour = parseWebsiteSettings({ warranty: { newCarYears: 5, certifiedExtraYears: 1 } });
const coastal = parseWebsiteSettings({ warranty: { newCarYears: 7 }, onlineReservation: { returnPolicy: { enabled: true } } });

describe("dealer texts", () => {
  it("claims the 3-year standard warranty, 12 months roadside and the 90-point inspection by default", () => {
    expect(warrantyClaims(standard)).toEqual([
      "3-year warranty on eligible used vehicles.",
      "12 months roadside assistance.",
      "90-point inspection on every used vehicle.",
    ]);
  });

  it("adds 5 or 7 years on new cars for the groups that offer it, and certified +1 year", () => {
    expect(warrantyClaims(harbour)).toEqual([
      "3-year warranty on eligible used vehicles.",
      "Certified pre-owned vehicles add 1 year of warranty.",
      "5-year warranty on new vehicles.",
      "12 months roadside assistance.",
      "90-point inspection on every used vehicle.",
    ]);
    expect(warrantyClaims(coastal)).toContain("7-year warranty on new vehicles.");
  });

  it("gives one car the claims that apply to it", () => {
    expect(warrantyClaims(harbour, { carType: "new", certified: false })).toEqual([
      "5-year warranty on new vehicles.",
      "12 months roadside assistance.",
    ]);
    expect(warrantyClaims(harbour, { carType: "used", certified: true })[0]).toBe("4-year warranty: certified pre-owned adds 1 year.");
    expect(warrantyClaims(harbour, { carType: "used", certified: false })).toEqual([
      "3-year warranty.",
      "12 months roadside assistance.",
      "90-point inspection before delivery.",
    ]);
    expect(warrantyClaims(standard, { carType: "new", certified: false })).toEqual(["12 months roadside assistance."]);
  });

  it("states the return policy only where the dealer offers one: 14 days, 500 km, a quarter tank, keys and accessories", () => {
    expect(returnPolicyLines(standard)).toEqual([]);
    expect(returnPolicyLines(coastal)).toEqual([
      "14-day money back or exchange.",
      "Return the vehicle within 14 days with no more than 500 km driven, at least a quarter tank of fuel, and all keys and accessories.",
    ]);
  });

  it("states the privacy timings: 7, 30 and 30 days, or the dealer's", () => {
    expect(privacyTimingLines(standard).join(" ")).toMatch(/within 7 days.*within 30 days.*within 30 days/);
    expect(privacyTimingLines(parseWebsiteSettings({ privacy: { complaintDays: 14 } }))[2]).toContain("within 14 days");
  });

  it("places each text where the settings say (defaults: warranty on What's Included and Why Buy From Us, privacy on the privacy policy)", () => {
    expect(dealerTextsFor("tab:whatsIncluded", harbour).map((t) => t.key)).toEqual(["warranty"]);
    expect(dealerTextsFor("page:why-buy-from-us", coastal).map((t) => t.key)).toEqual(["warranty", "returnPolicy"]);
    expect(dealerTextsFor("page:why-buy-from-us", standard).map((t) => t.key)).toEqual(["warranty"]);
    expect(dealerTextsFor("page:privacy-policy", standard).map((t) => t.key)).toEqual(["privacyTimings"]);
    expect(dealerTextsFor("page:about-us", standard)).toEqual([]);
    const moved = parseWebsiteSettings({ dealerTexts: { warranty: ["page:about-us"] } });
    expect(dealerTextsFor("page:about-us", moved).map((t) => t.key)).toEqual(["warranty"]);
    expect(dealerTextsFor("tab:whatsIncluded", moved)).toEqual([]);
  });

  it("adds the texts to the dealer's own page, leaving out lines it already says", () => {
    const body = "Our own words.\n\n- 3-year warranty on eligible used vehicles";
    const out = withDealerTexts(body, dealerTextsFor("page:why-buy-from-us", harbour));
    expect(out).toContain("## Warranty and roadside assistance");
    expect(out).toContain("- 5-year warranty on new vehicles.");
    expect(out.match(/3-year warranty on eligible used vehicles/g)).toHaveLength(1);
    expect(withDealerTexts("Nothing here.", [])).toBe("Nothing here.");
  });
});
