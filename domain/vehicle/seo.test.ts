import { describe, expect, it } from "vitest";
import { carDescription, carJsonLd, carTitle, jsonLdScript } from "./seo";
import { robotsTxt, sitemapXml } from "./sitemap";
import { parseViewQuery, viewDay } from "./views";

const car = {
  name: "2021 Toyota RAV4 GX Hybrid",
  slug: "2021-toyota-rav4-abc",
  year: 2021,
  make: "Toyota",
  model: "RAV4",
  badge: "GX",
  colour: "Glacier White",
  body: "suv",
  fuel: "hybrid",
  transmission: "Automatic",
  drive: "AWD",
  km: 41_200,
  vin: "JTMW1RFV00D012345",
  price: 38_990,
  carType: "used",
  status: "in_stock",
  image: "/media/demo/suv.svg",
  locationName: "Harbour Toyota Newstead",
};

describe("vehicle page metadata", () => {
  it("has a title and description naming the car, price and dealer", () => {
    expect(carTitle(car, "Harbour Toyota")).toBe("2021 Toyota RAV4 GX Hybrid for sale | Harbour Toyota");
    expect(carDescription(car, "Harbour Toyota", "Enquire for price.")).toContain("$38,990 at Harbour Toyota");
    expect(carDescription({ ...car, price: null }, "Harbour Toyota", "Enquire for price.")).toContain(
      "Enquire for price at Harbour Toyota",
    );
  });

  it("describes a schema.org Car with an Offer in AUD", () => {
    const ld = carJsonLd(car, "https://harbour.example.com.au", { name: "Harbour Toyota", url: "https://harbour.example.com.au/" });
    expect(ld["@type"]).toBe("Car");
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: 38_990, priceCurrency: "AUD", availability: "https://schema.org/InStock" });
    expect(ld.image).toBe("https://harbour.example.com.au/media/demo/suv.svg");
    expect(ld.mileageFromOdometer).toEqual({ "@type": "QuantitativeValue", value: 41_200, unitCode: "KMT" });
    const sold = carJsonLd({ ...car, status: "sold", price: null }, "https://h", { name: "H", url: "https://h/" });
    expect(sold.offers.availability).toBe("https://schema.org/SoldOut");
    expect("price" in sold.offers).toBe(false);
  });

  it("cannot be broken out of its script element", () => {
    const out = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("</script>");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("sitemap and robots", () => {
  it("lists absolute, escaped URLs with their last change", () => {
    const xml = sitemapXml("https://h.example", [{ path: "/cars/a&b", lastmod: new Date("2026-11-21T00:00:00Z") }, { path: "/" }]);
    expect(xml).toContain("<loc>https://h.example/cars/a&amp;b</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod>");
    expect(xml).toContain("<url><loc>https://h.example/</loc></url>");
  });
  it("points robots at the sitemap and keeps the API out", () => {
    const txt = robotsTxt("https://h.example");
    expect(txt).toContain("Sitemap: https://h.example/sitemap.xml");
    expect(txt).toContain("Disallow: /api/");
  });
});

describe("views", () => {
  it("counts days in Australian east time", () => {
    // 20:00 UTC on the 21st is already the 22nd in Sydney.
    expect(viewDay(Date.UTC(2026, 10, 21, 20))).toBe("2026-11-22");
    expect(viewDay(Date.UTC(2026, 10, 21, 10))).toBe("2026-11-21");
  });
  it("reads the optional query numbers and ignores junk", () => {
    expect(parseViewQuery(new URLSearchParams("photos_count=12&updated_at=2026-11-21&website_id=3"))).toEqual({
      photosCount: 12,
      updatedAt: "2026-11-21",
      websiteId: 3,
    });
    expect(parseViewQuery(new URLSearchParams("photos_count=x"))).toEqual({ photosCount: null, updatedAt: null, websiteId: null });
  });
});
