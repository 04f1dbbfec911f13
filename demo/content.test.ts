import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import {
  BLOG_CATEGORIES,
  generateBlogPosts,
  generateContentPages,
  generateFinanceLenders,
  generateOffers,
  generateReviews,
  type ContentSite,
} from "./content";
import { allMediaFiles } from "./media-paths";

const now = new Date("2025-07-15T10:00:00+10:00");
const site = (id: number, slug: string, makes: string[], kinds: ContentSite["kinds"] = ["car"]): ContentSite => ({
  id,
  slug,
  name: `Test ${slug}`,
  settings: parseWebsiteSettings({ onlineReservation: { enabled: true, returnPolicy: { enabled: true } } }),
  makes,
  kinds,
  phone: "(07) 5550 1234",
  email: `sales@${slug}.example.com.au`,
  abn: "51 824 753 556",
  address: "1 Test Street, Maroochydore QLD 4558",
  state: "QLD",
  locations: [
    { id: id * 10, name: "Sales", city: "Maroochydore" },
    { id: id * 10 + 1, name: "Service", city: "Kunda Park" },
  ],
});
const toyota = site(1, "toyota-site", ["Toyota"]);
const group = site(2, "group-site", ["Kia", "MG", "Mazda", "Nissan", "Ford", "GWM", "Chery"]);
const vans = site(3, "van-site", ["Jayco", "Yamaha"], ["caravan", "motorcycle"]);
const files = new Set(allMediaFiles().map((f) => `/media/demo/${f.file}`));

describe("demo offers", () => {
  const offers = generateOffers([toyota, group, vans], { seed: 1, now });

  it("has manufacturer-wide offers, some excluded from a site, and each site's own", () => {
    const manufacturer = offers.filter((o) => o.websiteId === null);
    expect(manufacturer.length).toBeGreaterThan(5);
    expect(manufacturer.every((o) => o.manufacturer && o.manufacturerSlug && o.modelSlug)).toBe(true);
    expect(manufacturer.some((o) => (o.excludedWebsiteIds ?? []).length > 0)).toBe(true);
    for (const s of [toyota, group, vans]) expect(offers.some((o) => o.websiteId === s.id)).toBe(true);
  });

  it("mixes short and long descriptions and disclaimers, and dates that have ended or not begun", () => {
    expect(offers.some((o) => (o.description ?? "").length <= 200)).toBe(true);
    expect(offers.some((o) => (o.description ?? "").length > 200)).toBe(true);
    expect(offers.some((o) => (o.disclaimer ?? "").length > 200)).toBe(true);
    expect(offers.some((o) => o.endsAt && o.endsAt < now)).toBe(true);
    expect(offers.some((o) => o.startsAt && o.startsAt > now)).toBe(true);
  });

  it("illustrates manufacturer offers with generated pictures", () => {
    for (const o of offers.filter((x) => x.imageUrl)) expect(files.has(o.imageUrl!)).toBe(true);
  });
});

describe("demo reviews", () => {
  const reviews = generateReviews(group, { seed: 2, now, hiddenReviewer: "Spam Account" });

  it("rates 1 to 5 stars, mostly high, with some missing text and some machine translations", () => {
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.filter((r) => r.rating >= 4).length / reviews.length).toBeGreaterThan(0.6);
    expect(reviews.some((r) => r.text === null)).toBe(true);
    expect(reviews.some((r) => r.text?.includes("Translated"))).toBe(true);
    expect(reviews.some((r) => r.reviewerName === "Spam Account")).toBe(true);
    expect(new Set(reviews.map((r) => r.externalId)).size).toBe(reviews.length);
  });
});

describe("demo blog posts", () => {
  it("covers every spec category on a car site, tags reviews with their make and uses unique slugs", () => {
    const posts = generateBlogPosts(toyota, { seed: 3, now });
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    const reviews = posts.filter((p) => p.category === "Vehicle Reviews");
    expect(reviews.every((p) => (p.makes ?? []).includes("Toyota"))).toBe(true);
    for (const p of posts) {
      expect(p.body.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(files.has(p.imageUrl)).toBe(true);
    }
  });

  it("writes caravan and motorcycle advice for a van and bike dealer", () => {
    const posts = generateBlogPosts(vans, { seed: 3, now });
    expect(posts.some((p) => p.title.includes("caravan"))).toBe(true);
    expect(posts.some((p) => p.title.includes("LAMS"))).toBe(true);
    expect(posts.some((p) => p.category === "4x4xMORE Adventures")).toBe(false);
  });

  it("never speaks of a car on a van and bike dealer's site", () => {
    const posts = generateBlogPosts(vans, { seed: 3, now });
    const reviews = generateReviews(vans, { seed: 2, now, count: 60 });
    const texts = [...posts.flatMap((p) => [p.title, p.excerpt, p.body]), ...reviews.map((r) => r.text ?? "")];
    expect(texts.filter((t) => /\bcars?\b|new-car/i.test(t ?? ""))).toEqual([]);
    expect(reviews.some((r) => /\bvan\b/.test(r.text ?? "")) && reviews.some((r) => /\bbike\b/.test(r.text ?? ""))).toBe(true);
  });
});

describe("demo content pages", () => {
  const pages = generateContentPages(group);
  const bySlug = new Map(pages.map((p) => [p.slug, p]));

  it("writes the standard pages and the vehicle tab text", () => {
    for (const slug of [
      "about-us",
      "terms-and-conditions",
      "privacy-policy",
      "why-buy-from-us",
      "protect-your-car",
      "whats-included",
      "vehicle-protect-your-car",
    ]) {
      expect(bySlug.get(slug)?.body.length).toBeGreaterThan(80);
    }
  });

  it("quotes the spec's privacy response times from the dealer's settings", () => {
    const privacy = bySlug.get("privacy-policy")!.body;
    expect(privacy).toContain("within 7 days");
    expect(privacy).toContain("access within 30 days");
    expect(privacy).toContain("resolve it within 30 days");
    const custom = generateContentPages({ ...group, settings: parseWebsiteSettings({ privacy: { complaintDays: 14 } }) });
    expect(custom.find((p) => p.slug === "privacy-policy")!.body).toContain("resolve it within 14 days");
  });

  it("states the return policy only where the dealer offers it", () => {
    expect(bySlug.get("why-buy-from-us")!.body).toContain("14-day money back or exchange");
    const plain = generateContentPages({ ...group, settings: parseWebsiteSettings({}) });
    expect(plain.find((p) => p.slug === "why-buy-from-us")!.body).not.toContain("money back");
  });
});

describe("demo finance lenders", () => {
  it("gives each site two or three lenders with a comparison rate above the interest rate", () => {
    for (const s of [toyota, group, vans]) {
      const lenders = generateFinanceLenders(s, { seed: 4 });
      expect(lenders.length).toBeGreaterThanOrEqual(2);
      expect(lenders.length).toBeLessThanOrEqual(3);
      for (const l of lenders) {
        expect(l.interestRate).toBeGreaterThan(5);
        expect(l.interestRate).toBeLessThan(15);
        expect(l.comparisonRate).toBeGreaterThan(l.interestRate);
        expect(l.disclaimer).toContain("comparison rate");
      }
    }
  });
});
