/**
 * Dealer texts (001 §9, issue 14): warranty claims, return policy and privacy timings appear where the dealer's
 * settings place them, even over the dealer's own pages (Harbour's 5-year and Coastal's 7-year new-car
 * warranties on the vehicle page and the Why Buy From Us page), and the three "my…" pages Coastal puts behind
 * the sign-in gate.
 */
import { describe, expect, it } from "vitest";
import { requestWithHost } from "./harness";
import { signInOverHttp } from "./auth-helpers";
import { siteHits } from "./vehicle-helpers";

const get = async (site: string, path: string, cookie?: string) => {
  const res = await requestWithHost(`${site}.localhost`, path, cookie ? { headers: { cookie } } : {});
  return { status: res.status, location: res.headers.location, html: res.body.toString().replace(/<!-- -->/g, "") };
};

describe("dealer texts", () => {
  it.each([
    ["harbour-toyota", "5-year warranty on new vehicles."],
    ["coastal-motor-group", "7-year warranty on new vehicles."],
  ])("%s: a new car's What's Included tab and the Why Buy From Us page claim %s", async (site, claim) => {
    const car = (await siteHits(site, 100, "car_type:new")).find((h) => h.status !== "sold");
    expect(car, site).toBeDefined();
    const page = await get(site, car!.path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(claim);
    // In the dealer's own words where its What's Included list already says it (the dealer text adds no second line).
    expect(page.html).toContain("12 months roadside assistance");
    const why = await get(site, "/pages/why-buy-from-us");
    expect(why.status).toBe(200);
    expect(why.html).toContain(claim);
  });

  it("states the return policy where the dealer offers one, and the privacy timings on the privacy policy", async () => {
    const why = await get("coastal-motor-group", "/pages/why-buy-from-us");
    expect(why.html).toContain("14-day money back or exchange");
    expect(why.html).toContain("at least a quarter tank of fuel");
    expect((await get("harbour-toyota", "/pages/why-buy-from-us")).html).not.toContain("money back");
    const privacy = await get("harbour-toyota", "/privacy-policy");
    expect(privacy.html).toContain("within 7 days");
    expect(privacy.html).toContain("access to your personal information within 30 days");
    expect(privacy.html).toContain("resolve a privacy complaint within 30 days");
  });

  it("keeps Coastal's three 'my…' pages behind sign-in and out of the sitemap", async () => {
    const site = "coastal-motor-group";
    const sitemap = (await get(site, "/sitemap.xml")).html;
    for (const slug of ["my-rewards", "my-service-plan", "my-documents"]) {
      const out = await get(site, `/pages/${slug}`);
      expect(out.status, slug).toBe(302);
      expect(out.location).toMatch(new RegExp(`^/sign-in\\?type=my-garage&redirect=%2Fpages%2F${slug}`));
      expect(sitemap).not.toContain(`/pages/${slug}`);
    }
    const { cookie } = await signInOverHttp(site);
    const inside = await get(site, "/pages/my-rewards", cookie);
    expect(inside.status).toBe(200);
    expect(inside.html).toContain("<h1");
    expect(inside.html).toContain("My rewards");
    // Other dealers have no such pages.
    expect((await get("harbour-toyota", "/pages/my-rewards")).status).toBe(404);
  });
});
