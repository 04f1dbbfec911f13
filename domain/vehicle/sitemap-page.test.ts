import { describe, expect, it } from "vitest";
import { sitemapSections } from "./sitemap-page";

const pages = [
  { path: "/" },
  { path: "/search/used-cars" },
  { path: "/special-offers" },
  { path: "/offers/12", title: "Free first service" },
  { path: "/dealer-locator" },
  { path: "/locations/cannington", title: "Cannington" },
  { path: "/contact" },
  { path: "/finance" },
  { path: "/trade-in" },
  { path: "/about-us", title: "About Westside" },
  { path: "/privacy-policy" },
  { path: "/sitemap" },
  { path: "/blog" },
  { path: "/blog/buyer-advice" },
  { path: "/blog/first-car", title: "Buying your first car" },
  { path: "/cars/2020-mazda-3-abc" },
];

describe("sitemapSections", () => {
  it("groups the sitemap's pages (not the cars nor itself) under headings, named by their titles or their addresses", () => {
    const sections = sitemapSections({
      pages,
      searchPath: "/search/used-cars/",
      stock: { carTypes: ["used"], vehicleKinds: ["car"], makes: ["Mazda", "Kia"], bodies: ["suv", "peopleMover"] },
      noun: "car",
      locationsTitle: "Our locations",
    });
    expect(sections.map((s) => s.heading)).toEqual([
      "Cars for sale",
      "Offers and brands",
      "Our locations",
      "Finance and trade-in",
      "About us",
      "News and reviews",
    ]);
    const [shop, offers, visit, services, about, news] = sections;
    expect(shop.links).toEqual([
      { href: "/", label: "Home" },
      { href: "/search/used-cars", label: "All cars for sale" },
      { href: "/search/kia", label: "Kia cars" },
      { href: "/search/mazda", label: "Mazda cars" },
      { href: "/search/people-mover", label: "People Mover" },
      { href: "/search/suv", label: "SUV" },
    ]);
    expect(offers.links.map((l) => l.label)).toEqual(["Special offers", "Free first service"]);
    expect(visit.links.map((l) => l.label)).toEqual(["Dealer locator", "Cannington", "Contact us"]);
    expect(services.links.map((l) => l.href)).toEqual(["/finance", "/trade-in"]);
    expect(about.links).toEqual([
      { href: "/about-us", label: "About Westside" },
      { href: "/privacy-policy", label: "Privacy policy" },
    ]);
    expect(news.links.map((l) => l.label)).toEqual(["News and reviews", "Buyer advice", "Buying your first car"]);
  });

  it("offers a search per condition and per kind only where the stock has more than one", () => {
    const [shop] = sitemapSections({
      pages: [{ path: "/search/new-used-and-demo-cars" }],
      searchPath: "/search/new-used-and-demo-cars",
      stock: { carTypes: ["new", "used"], vehicleKinds: ["caravan", "motorcycle"], makes: [], bodies: [] },
      noun: "vehicle",
      locationsTitle: "Locations",
    });
    expect(shop.heading).toBe("Vehicles for sale");
    expect(shop.links.map((l) => `${l.label} ${l.href}`)).toEqual([
      "All vehicles for sale /search/new-used-and-demo-cars",
      "New vehicles /search/new-cars",
      "Used vehicles /search/used-cars",
      "Caravans /search/caravans",
      "Motorcycles /search/motorcycles",
    ]);
  });
});
