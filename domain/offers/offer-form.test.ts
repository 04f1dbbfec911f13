import { describe, expect, it } from "vitest";
import { offerFormValues, offerSchedule, offerTruncation, readOfferForm } from "./offer-form";

const SYDNEY = "Australia/Sydney";
const FORM = {
  name: "  Free servicing  ",
  description: "Three years of servicing on every new RAV4.",
  disclaimer: "At participating dealers.",
  category: "Service",
  manufacturer: "Toyota",
  modelName: "RAV4 GX Hybrid",
  modelOverrideUrl: "/search/new-used-and-demo-cars?model=RAV4",
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
};

describe("readOfferForm", () => {
  it("reads an offer: trimmed, slugs made from the names, the days in the dealer's zone, the end day included", () => {
    const read = readOfferForm(FORM, SYDNEY);
    expect(read).toMatchObject({
      ok: true,
      group: false,
      excludedSlugs: [],
      edit: { name: "Free servicing", manufacturerSlug: "toyota", modelSlug: "rav4-gx-hybrid", category: "Service" },
    });
    if (!read.ok) return;
    // Sydney is UTC+11 in December: the start day's midnight there, the end day's last millisecond.
    expect(read.edit.startsAt?.toISOString()).toBe("2026-11-30T13:00:00.000Z");
    expect(read.edit.endsAt?.toISOString()).toBe("2026-12-31T12:59:59.999Z");
  });

  it("keeps empty optional fields as null (always live, no model link)", () => {
    const read = readOfferForm({ name: "Sale" }, SYDNEY);
    expect(read).toEqual({
      ok: true,
      group: false,
      excludedSlugs: [],
      edit: {
        name: "Sale",
        description: "",
        disclaimer: "",
        category: "",
        manufacturer: null,
        manufacturerSlug: null,
        modelName: null,
        modelSlug: null,
        modelOverrideUrl: null,
        startsAt: null,
        endsAt: null,
      },
    });
  });

  it.each([
    [{ name: "" }, "name", "Enter the offer's name."],
    [{ name: "x".repeat(121) }, "name", "Keep the offer's name under 120 characters."],
    [{ description: "x".repeat(2001) }, "description", "Keep the description under 2000 characters."],
    [{ startsOn: "2026-02-30" }, "startsOn", "Enter the start as a date."],
    [{ endsOn: "next week" }, "endsOn", "Enter the end as a date."],
    [{ startsOn: "2026-12-10", endsOn: "2026-12-09" }, "endsOn", "The end is before the start."],
    [{ modelOverrideUrl: "javascript:alert(1)" }, "modelOverrideUrl", expect.stringContaining("https://")],
    [{ modelOverrideUrl: "//evil.example/x" }, "modelOverrideUrl", expect.stringContaining("https://")],
    [{ modelOverrideUrl: "http://plain.example/" }, "modelOverrideUrl", expect.stringContaining("https://")],
    [{ modelName: "", modelOverrideUrl: "/search" }, "modelOverrideUrl", expect.stringContaining("needs the model")],
    [{ group: "on", manufacturer: "" }, "manufacturer", expect.stringContaining("enter the make")],
  ])("refuses %o on %s with a message", (change, field, message) => {
    const read = readOfferForm({ ...FORM, ...change }, SYDNEY);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.fieldErrors[field]).toEqual(message);
  });

  it("accepts an https override and reads a group offer's excluded dealers (commas or lines, once each)", () => {
    const read = readOfferForm(
      {
        ...FORM,
        modelOverrideUrl: "https://toyota.example/rav4",
        group: "on",
        excluded: "Harbour-Toyota\ncoastal-motor-group, harbour-toyota",
      },
      SYDNEY,
    );
    expect(read).toMatchObject({ ok: true, group: true, excludedSlugs: ["harbour-toyota", "coastal-motor-group"] });
  });

  it("ignores excluded dealers on a dealer's own offer", () => {
    expect(readOfferForm({ ...FORM, excluded: "harbour-toyota" }, SYDNEY)).toMatchObject({ ok: true, excludedSlugs: [] });
  });

  it("gives the stored offer back as the same form values", () => {
    const read = readOfferForm(FORM, SYDNEY);
    if (!read.ok) throw new Error("refused");
    expect(offerFormValues({ ...read.edit, websiteId: 3 }, SYDNEY)).toEqual({ ...FORM, name: "Free servicing", group: "", excluded: "" });
  });
});

describe("offerSchedule", () => {
  const offer = { startsAt: new Date("2026-12-01T00:00:00Z"), endsAt: new Date("2026-12-31T00:00:00Z") };
  it("is scheduled before the start, live from start to end (both included), ended after", () => {
    expect(offerSchedule(offer, new Date("2026-11-30T23:59:59Z"))).toBe("scheduled");
    expect(offerSchedule(offer, offer.startsAt)).toBe("live");
    expect(offerSchedule(offer, offer.endsAt)).toBe("live");
    expect(offerSchedule(offer, new Date("2026-12-31T00:00:01Z"))).toBe("ended");
    expect(offerSchedule({ startsAt: null, endsAt: null }, new Date())).toBe("live");
  });
});

describe("offerTruncation", () => {
  const settings = { descriptionTruncate: 160, disclaimerTruncate: 200, viewMoreThreshold: 200, startExpanded: false };
  it("says what the public card cuts, with the card's own rule", () => {
    const long = `${"word ".repeat(50)}end`;
    const t = offerTruncation({ description: long, disclaimer: "Short." }, settings);
    expect(t.startsExpanded).toBe(false);
    expect(t.description).toMatchObject({ truncated: true, limit: 160, length: long.length });
    expect(t.description.text.endsWith("…")).toBe(true);
    expect(t.description.text.length).toBeLessThanOrEqual(161);
    expect(t.disclaimer).toEqual({ text: "Short.", truncated: false, limit: 200, length: 6 });
  });
  it("starts expanded when both texts are within the threshold", () => {
    expect(offerTruncation({ description: "x".repeat(200), disclaimer: "" }, settings).startsExpanded).toBe(true);
  });
});
