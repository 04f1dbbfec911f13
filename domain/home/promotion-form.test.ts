import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_BYPASSES } from "~/domain/auth/open-redirect-corpus";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import {
  addSlideProblem,
  findSlide,
  isOwnSlideUpload,
  moveSlide,
  readSlideForm,
  slideFormValues,
  slideKey,
  slideScheduleLabel,
  type PromotionSlide,
} from "./promotion-form";

const PICTURE = "/media/content/harbour-toyota/0123456789abcdef0123456789abcdef.jpg";
const FORM = {
  alt: "A ute on the beach",
  title: "Summer sale",
  text: "Every ute priced to go.",
  href: "/special-offers",
  cta: "",
  startsAt: "",
  endsAt: "",
};
const BRISBANE = "Australia/Brisbane";

const slide = (title: string): PromotionSlide => ({ imageUrl: PICTURE, alt: "A car", title, text: "", href: "/", cta: "Find out more" });

describe("a home promotion slide's form", () => {
  it("reads a slide with the schema's default button words", () => {
    expect(readSlideForm(FORM, PICTURE, BRISBANE)).toEqual({
      ok: true,
      slide: {
        imageUrl: PICTURE,
        alt: "A ute on the beach",
        title: "Summer sale",
        text: "Every ute priced to go.",
        href: "/special-offers",
        cta: "Find out more",
      },
    });
  });

  it("requires the picture, its description, the title and a link", () => {
    const read = readSlideForm({ ...FORM, alt: "  ", title: "", href: "" }, null, BRISBANE);
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        image: "Upload a picture for the slide.",
        alt: "Describe the picture for people who cannot see it.",
        title: "Enter the title.",
        href: "Link to a page of this site, starting with / (like /special-offers).",
      },
    });
  });

  it("refuses every known way of linking off the site (the open-redirect corpus)", () => {
    const SITE = "https://dealer.example";
    for (const href of OPEN_REDIRECT_BYPASSES) {
      const read = readSlideForm({ ...FORM, href }, PICTURE, BRISBANE);
      // Refused, or kept only as a path that stays on the dealer's own site wherever it is followed from.
      if (read.ok) expect(new URL(read.slide.href, `${SITE}/a/b`).origin, href).toBe(SITE);
    }
    for (const href of ["https://evil.example/", "//evil.example", "/\\evil.example", "special-offers", "/a b", ""]) {
      expect(readSlideForm({ ...FORM, href }, PICTURE, BRISBANE).ok, href).toBe(false);
    }
    expect(readSlideForm({ ...FORM, href: "/search/used-cars?make=toyota#top" }, PICTURE, BRISBANE).ok).toBe(true);
  });

  it("reads the dates on the dealer's clock and needs the end after the start", () => {
    const read = readSlideForm({ ...FORM, startsAt: "2026-12-01T09:00", endsAt: "2027-01-31T17:00" }, PICTURE, BRISBANE);
    expect(read.ok && read.slide).toMatchObject({ startsAt: "2026-11-30T23:00:00.000Z", endsAt: "2027-01-31T07:00:00.000Z" });
    expect(readSlideForm({ ...FORM, startsAt: "2026-12-01T09:00", endsAt: "2026-12-01T09:00" }, PICTURE, BRISBANE)).toEqual({
      ok: false,
      fieldErrors: { endsAt: "The end must come after the start." },
    });
    expect(readSlideForm({ ...FORM, startsAt: "1 December" }, PICTURE, BRISBANE)).toEqual({
      ok: false,
      fieldErrors: { startsAt: "Enter a date and time." },
    });
  });

  it("refuses a picture that is not on the site, and words too long", () => {
    for (const url of ["https://evil.example/a.jpg", "//evil.example/a.jpg", "/media/../secret.jpg", "javascript:alert(1)"]) {
      expect(readSlideForm(FORM, url, BRISBANE), url).toMatchObject({
        ok: false,
        fieldErrors: { image: "Upload a picture for the slide." },
      });
    }
    expect(readSlideForm({ ...FORM, title: "x".repeat(121) }, PICTURE, BRISBANE)).toMatchObject({
      ok: false,
      fieldErrors: { title: "Keep the title under 120 characters." },
    });
  });

  it("gives a stored slide's values back to the form unchanged", () => {
    const read = readSlideForm({ ...FORM, cta: "See the offers", startsAt: "2026-12-01T09:00", endsAt: "" }, PICTURE, BRISBANE);
    if (!read.ok) throw new Error("not read");
    const values = slideFormValues(read.slide, BRISBANE);
    expect(values).toMatchObject({ startsAt: "2026-12-01T09:00", endsAt: "", cta: "See the offers" });
    expect(readSlideForm(values, values.imageUrl, BRISBANE)).toEqual(read);
  });

  it("is the settings schema's rule: what the form refuses, the settings refuse", () => {
    const bad = { imageUrl: PICTURE, alt: "", title: "Sale", href: "//evil.example" };
    expect(() => parseWebsiteSettings({ promotionsSlider: { slides: [bad] } })).toThrow(/alt|href/);
  });
});

describe("the slide list's small changes", () => {
  const slides = [slide("One"), slide("Two"), slide("Three")];

  it("finds a slide by position and key: unknown is missing, another slide there is a change", () => {
    expect(findSlide(slides, "1", slideKey(slides[1]))).toEqual({ index: 1 });
    expect(findSlide(slides, "3", slideKey(slides[1]))).toEqual({ missing: true });
    expect(findSlide(slides, "-1", slideKey(slides[1]))).toEqual({ missing: true });
    expect(findSlide(slides, undefined, undefined)).toEqual({ missing: true });
    expect(findSlide(slides, "0", slideKey(slides[1]))).toEqual({ changed: true });
  });

  it("moves a slide up or down, and not past either end", () => {
    expect(moveSlide(slides, 1, "up").map((s) => s.title)).toEqual(["Two", "One", "Three"]);
    expect(moveSlide(slides, 1, "down").map((s) => s.title)).toEqual(["One", "Three", "Two"]);
    expect(moveSlide(slides, 0, "up").map((s) => s.title)).toEqual(["One", "Two", "Three"]);
    expect(moveSlide(slides, 2, "down").map((s) => s.title)).toEqual(["One", "Two", "Three"]);
  });

  it("holds at most ten slides", () => {
    expect(addSlideProblem(9)).toBeNull();
    expect(addSlideProblem(10)).toBe("The slider holds at most 10 slides: remove one first.");
  });

  it("keeps a refused form's picture only when this dealer uploaded it", () => {
    expect(isOwnSlideUpload(PICTURE, "harbour-toyota")).toBe(true);
    expect(isOwnSlideUpload(PICTURE, "westside-auto-exchange")).toBe(false);
    expect(isOwnSlideUpload("/media/content/harbour-toyota/../x.jpg", "harbour-toyota")).toBe(false);
    expect(isOwnSlideUpload("/media/demo/promo.svg", "harbour-toyota")).toBe(false);
  });

  it("says when a dated slide shows, on the dealer's clock", () => {
    const dated = { startsAt: "2026-11-30T23:00:00.000Z", endsAt: "2027-01-31T07:00:00.000Z" };
    expect(slideScheduleLabel(dated, BRISBANE, new Date("2026-11-01T00:00:00Z"))).toMatch(/^Scheduled: from 1 Dec 2026, 9:00/);
    expect(slideScheduleLabel(dated, BRISBANE, new Date("2026-12-15T00:00:00Z"))).toMatch(/^Showing: from .* until 31 Jan 2027, 5:00/);
    expect(slideScheduleLabel(dated, BRISBANE, new Date("2027-02-01T00:00:00Z"))).toMatch(/^Ended/);
    expect(slideScheduleLabel({}, BRISBANE, new Date())).toBe("");
  });
});
