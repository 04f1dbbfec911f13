import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import {
  NO_PRIZE_ID,
  campaignPhase,
  drawPrize,
  parseSpinEntry,
  phaseMessage,
  remainingStock,
  resultText,
  spinCampaignSchema,
  startOfDay,
  wheelSegments,
  type SpinCampaign,
} from "./campaign";

const campaign: SpinCampaign = spinCampaignSchema.parse({
  id: "summer-2026",
  name: "Summer Spin",
  startDate: "2026-12-01",
  endDate: "2026-12-31",
  timeZone: "Australia/Perth",
  terms: "One spin per person.",
  prizes: [
    { id: "fuel", label: "$50 fuel card", oddsPercent: 20, stock: 10 },
    { id: "service", label: "Free service", oddsPercent: 5, stock: 2 },
    { id: "tint", label: "Window tint", oddsPercent: 0, stock: 5 },
  ],
});

describe("campaign dates in the dealer's time zone", () => {
  it("a day starts at local midnight (Perth is UTC+8, Sydney +11 in summer, +10 in winter)", () => {
    expect(startOfDay("2026-12-01", "Australia/Perth").toISOString()).toBe("2026-11-30T16:00:00.000Z");
    expect(startOfDay("2026-12-01", "Australia/Sydney").toISOString()).toBe("2026-11-30T13:00:00.000Z");
    expect(startOfDay("2026-07-01", "Australia/Sydney").toISOString()).toBe("2026-06-30T14:00:00.000Z");
  });

  it("a day with a daylight-saving change starts at its own midnight", () => {
    // Sydney moves to +11 at 2 am on 4 October 2026: that day starts at +10.
    expect(startOfDay("2026-10-04", "Australia/Sydney").toISOString()).toBe("2026-10-03T14:00:00.000Z");
  });

  it("is before until the first day's midnight, open through the whole last day, then after", () => {
    expect(campaignPhase(campaign, new Date("2026-11-30T15:59:59Z")).phase).toBe("before");
    expect(campaignPhase(campaign, new Date("2026-11-30T16:00:00Z")).phase).toBe("open");
    expect(campaignPhase(campaign, new Date("2026-12-31T15:59:59Z")).phase).toBe("open");
    expect(campaignPhase(campaign, new Date("2026-12-31T16:00:00Z")).phase).toBe("after");
  });

  it("says when it opens and when it ended", () => {
    expect(phaseMessage(campaign, campaignPhase(campaign, new Date("2026-11-01T00:00:00Z")))).toBe(
      "Summer Spin opens on Tuesday 1 December 2026. Come back then to spin.",
    );
    expect(phaseMessage(campaign, campaignPhase(campaign, new Date("2027-01-05T00:00:00Z")))).toBe(
      "Summer Spin ended on Thursday 31 December 2026. Thank you to everyone who took part.",
    );
    expect(phaseMessage(campaign, campaignPhase(campaign, new Date("2026-12-05T00:00:00Z")))).toBeNull();
  });
});

describe("drawing a prize", () => {
  it("each prize holds a stretch of the 0–100% line as long as its odds, in order; the rest wins nothing", () => {
    expect(drawPrize(campaign, {}, 0)?.id).toBe("fuel");
    expect(drawPrize(campaign, {}, 0.1999)?.id).toBe("fuel");
    expect(drawPrize(campaign, {}, 0.2)?.id).toBe("service");
    expect(drawPrize(campaign, {}, 0.2499)?.id).toBe("service");
    expect(drawPrize(campaign, {}, 0.25)).toBeNull();
    expect(drawPrize(campaign, {}, 0.999999)).toBeNull();
  });

  it("wins each prize as often as its odds say over a uniform spread of draws", () => {
    const wins: Record<string, number> = {};
    const n = 10_000;
    for (let i = 0; i < n; i++) {
      const id = drawPrize(campaign, {}, i / n)?.id ?? NO_PRIZE_ID;
      wins[id] = (wins[id] ?? 0) + 1;
    }
    expect(wins).toEqual({ fuel: 2000, service: 500, [NO_PRIZE_ID]: 7500 });
  });

  it("a prize whose stock is gone wins nothing (its share never goes to another prize)", () => {
    expect(drawPrize(campaign, { service: 2 }, 0.21)).toBeNull();
    expect(drawPrize(campaign, { service: 2 }, 0.1)?.id).toBe("fuel");
    expect(remainingStock(campaign.prizes[1], { service: 5 })).toBe(0);
    expect(remainingStock(campaign.prizes[0], { fuel: 3 })).toBe(7);
  });

  it("refuses a random number outside [0, 1)", () => {
    expect(() => drawPrize(campaign, {}, 1)).toThrow(RangeError);
    expect(() => drawPrize(campaign, {}, -0.1)).toThrow(RangeError);
    expect(() => drawPrize(campaign, {}, Number.NaN)).toThrow(RangeError);
  });
});

describe("the wheel", () => {
  it("has a slice per prize with odds and one for no prize, sized by their odds", () => {
    expect(wheelSegments(campaign)).toEqual([
      { id: "fuel", label: "$50 fuel card", percent: 20, prize: true },
      { id: "service", label: "Free service", percent: 5, prize: true },
      { id: NO_PRIZE_ID, label: "No prize this time", percent: 75, prize: false },
    ]);
  });

  it("has no empty slice when the prizes' odds fill the wheel", () => {
    const full = { prizes: [{ ...campaign.prizes[0], oddsPercent: 100 }] };
    expect(wheelSegments(full).map((s) => s.id)).toEqual(["fuel"]);
  });

  it("says the result in words", () => {
    expect(resultText("$50 fuel card")).toBe("You won: $50 fuel card.");
    expect(resultText(null)).toBe("No prize this time. Thanks for playing.");
  });
});

describe("the campaign in the dealer's settings", () => {
  it("has none by default", () => {
    expect(parseWebsiteSettings({}).spinToWin.campaign).toBeNull();
  });

  it("refuses odds over 100%, repeated prize ids, an end before the start and an unknown time zone", () => {
    const input = { ...campaign };
    const issues = (c: unknown) => spinCampaignSchema.safeParse(c).error?.issues.map((i) => i.message) ?? [];
    expect(
      issues({
        ...input,
        prizes: [
          { ...campaign.prizes[0], oddsPercent: 60 },
          { ...campaign.prizes[1], oddsPercent: 41 },
        ],
      }),
    ).toContain("the prizes' odds add up to more than 100%");
    expect(issues({ ...input, prizes: [campaign.prizes[0], campaign.prizes[0]] })).toContain("prize ids must differ");
    expect(issues({ ...input, endDate: "2026-11-30" })).toContain("must not be before startDate");
    expect(issues({ ...input, timeZone: "Mars/Olympus" })).toContain("must be an IANA time zone, e.g. Australia/Sydney");
    expect(issues({ ...input, prizes: [{ ...campaign.prizes[0], stock: -1 }] }).length).toBe(1);
  });
});

describe("the entry form", () => {
  it("needs a name and the terms; the email is optional but must be an address", () => {
    expect(parseSpinEntry({ name: " Jo ", terms: "on" })).toEqual({ ok: true, entry: { name: "Jo", terms: "on" } });
    expect(parseSpinEntry({ name: "Jo", email: "jo@example.com", terms: "on" })).toMatchObject({
      ok: true,
      entry: { email: "jo@example.com" },
    });
    expect(parseSpinEntry({ name: "", email: "nope", terms: "off" })).toEqual({
      ok: false,
      errors: {
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
        terms: "Please agree to the campaign's terms to spin.",
      },
    });
    expect(parseSpinEntry({ name: ["a"], terms: ["on"] })).toMatchObject({ ok: false });
  });
});
