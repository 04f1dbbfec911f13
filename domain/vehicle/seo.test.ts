import { describe, expect, it } from "vitest";
import {
  carDescription,
  carJsonLd,
  carMetaTags,
  carTitle,
  jsonLdScript,
  schemaVehicleType,
  seoCar,
  seoImageUrl,
  vehiclePageSeo,
  type SeoCar,
  type SeoSeller,
} from "./seo";
import { contentPagePath, robotsTxt, sitemapXml, sitePageEntries } from "./sitemap";
import { parseViewQuery, viewDay } from "./views";

const car: SeoCar = {
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
  vehicleKind: "car",
  images: ["/media/demo/suv.svg", "/media/demo/suv-2.svg", "/media/demo/suv-3.svg", "/media/demo/suv-4.svg"],
  engine: "2.5L 4cyl hybrid",
  doors: 5,
  seats: 5,
  interiorColour: "Black cloth",
  comments: "",
  locationName: "Harbour Toyota Newstead",
};

const origin = "https://harbour.example.com.au";
const seller: SeoSeller = {
  name: "Harbour Toyota",
  url: `${origin}/`,
  telephone: "07 3000 0000",
  address: { street: "1 Wharf St", suburb: "Newstead", state: "QLD", postcode: "4006" },
};
const ld = (c: Partial<SeoCar> = {}) => carJsonLd({ ...car, ...c }, origin, seller, "Meta description.");

describe("vehicle page metadata", () => {
  it("has a title and description naming the car, price and dealer", () => {
    expect(carTitle(car, "Harbour Toyota")).toBe("2021 Toyota RAV4 GX Hybrid for sale | Harbour Toyota");
    expect(carDescription(car, "Harbour Toyota", "Enquire for price.")).toContain("$38,990 at Harbour Toyota");
    expect(carDescription({ ...car, price: null }, "Harbour Toyota", "Enquire for price.")).toContain(
      "Enquire for price at Harbour Toyota",
    );
  });

  it("leaves empty fields and a caravan's kilometres out of the description", () => {
    expect(carDescription(car, "Harbour Toyota", "Enquire for price.")).toBe(
      "Used 2021 Toyota RAV4 GX Hybrid, 41,200 km, Glacier White, automatic. $38,990 at Harbour Toyota, Harbour Toyota Newstead.",
    );
    const caravan = {
      ...car,
      name: "2019 Jayco Starcraft",
      vehicleKind: "caravan",
      km: 0,
      colour: "White",
      transmission: "",
      price: 68_990,
    };
    expect(carDescription(caravan, "Ridge", "Enquire for price.")).toBe(
      "Used 2019 Jayco Starcraft, White. $68,990 at Ridge, Harbour Toyota Newstead.",
    );
  });

  it("describes a schema.org Car with an Offer in AUD", () => {
    const out = ld();
    expect(out["@type"]).toBe("Car");
    expect(out.offers).toMatchObject({ "@type": "Offer", price: 38_990, priceCurrency: "AUD", availability: "https://schema.org/InStock" });
    expect(out.mileageFromOdometer).toEqual({ "@type": "QuantitativeValue", value: 41_200, unitCode: "KMT" });
    expect(ld({ status: "sold" }).offers?.availability).toBe("https://schema.org/SoldOut");
  });

  it("makes no Offer for an Enquire-for-price car (an Offer must have a price)", () => {
    expect("offers" in ld({ price: null })).toBe(false);
    expect("offers" in ld({ price: 0 })).toBe(false);
    expect("offers" in ld({ price: null, status: "sold" })).toBe(false);
  });

  it("types motorcycles Motorcycle and caravans Vehicle, not Car", () => {
    expect(ld({ vehicleKind: "motorcycle" })["@type"]).toBe("Motorcycle");
    expect(ld({ vehicleKind: "caravan" })["@type"]).toBe("Vehicle");
    expect(schemaVehicleType("car")).toBe("Car");
    expect(schemaVehicleType("boat")).toBe("Vehicle");
  });

  it("lists every image of the car, as absolute JPEG URLs that do not end in .svg", () => {
    const images = ld().image ?? [];
    expect(images).toHaveLength(4);
    expect(images[0]).toBe("https://harbour.example.com.au/media/demo/suv.svg?w=1280&fm=jpeg");
    for (const url of images) {
      expect(url).toMatch(/^https:\/\/harbour\.example\.com\.au\/media\//);
      expect(new URL(url).searchParams.get("fm")).toBe("jpeg");
      expect(url).not.toMatch(/\.svg$/);
    }
    expect(seoImageUrl("https://cdn.example/x.jpg", origin)).toBe("https://cdn.example/x.jpg");
    expect("image" in ld({ images: [] })).toBe(false);
  });

  it("names the seller, an AutoDealer, with its postal address", () => {
    expect(ld().offers?.seller).toEqual({
      "@type": "AutoDealer",
      name: "Harbour Toyota",
      url: "https://harbour.example.com.au/",
      telephone: "07 3000 0000",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Wharf St",
        addressLocality: "Newstead",
        addressRegion: "QLD",
        postalCode: "4006",
        addressCountry: "AU",
      },
    });
  });

  it("has Google's recommended vehicle properties where the car has them", () => {
    const out = ld();
    expect(out.numberOfDoors).toBe(5);
    expect(out.vehicleSeatingCapacity).toBe(5);
    expect(out.vehicleInteriorColor).toBe("Black cloth");
    expect(out.vehicleEngine).toEqual({ "@type": "EngineSpecification", name: "2.5L 4cyl hybrid", fuelType: "Hybrid" });
    expect(out.description).toBe("Meta description.");
    expect(ld({ comments: "  One owner, full service history. " }).description).toBe("One owner, full service history.");
    const bare = ld({ doors: null, seats: 0, engine: "", interiorColour: "" });
    for (const key of ["numberOfDoors", "vehicleSeatingCapacity", "vehicleEngine", "vehicleInteriorColor"]) expect(key in bare).toBe(false);
    // A motorcycle has no interior; a towed caravan with no odometer reading has no mileage.
    expect("vehicleInteriorColor" in ld({ vehicleKind: "motorcycle" })).toBe(false);
    expect("mileageFromOdometer" in ld({ vehicleKind: "caravan", km: 0 })).toBe(false);
  });

  it("gives body and fuel as a shopper reads them and the drive as schema.org's DriveWheelConfigurationValue", () => {
    const out = ld();
    expect(out.bodyType).toBe("SUV");
    expect(out.fuelType).toBe("Hybrid");
    expect(out.driveWheelConfiguration).toBe("https://schema.org/AllWheelDriveConfiguration");
    expect(ld({ body: "peopleMover", fuel: "phev", drive: "FWD" })).toMatchObject({
      bodyType: "People Mover",
      fuelType: "PHEV",
      driveWheelConfiguration: "https://schema.org/FrontWheelDriveConfiguration",
    });
    expect(ld({ drive: "4WD" }).driveWheelConfiguration).toBe("https://schema.org/FourWheelDriveConfiguration");
    expect(ld({ drive: "RWD" }).driveWheelConfiguration).toBe("https://schema.org/RearWheelDriveConfiguration");
    // A motorcycle's chain drives its rear wheel but is no wheel configuration: left out rather than mis-stated.
    expect("driveWheelConfiguration" in ld({ vehicleKind: "motorcycle", drive: "chain" })).toBe(false);
  });

  it("has Open Graph tags and an X card that relies on them, with the image and its alt text", () => {
    const seo = {
      title: "2021 Toyota RAV4 for sale | Harbour Toyota",
      description: "Used 2021 Toyota RAV4.",
      canonical: `${origin}/cars/x`,
      image: `${origin}/media/demo/suv.svg?w=1280&fm=jpeg`,
      imageAlt: "2021 Toyota RAV4 GX Hybrid",
    };
    const tags = carMetaTags(seo, "Harbour Toyota");
    const content = (key: string) => tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key));
    expect(content("og:image")).toMatchObject({ content: seo.image });
    expect(content("og:image:alt")).toMatchObject({ content: "2021 Toyota RAV4 GX Hybrid" });
    expect(content("twitter:card")).toMatchObject({ content: "summary_large_image" });
    expect(content("twitter:image:alt")).toMatchObject({ content: "2021 Toyota RAV4 GX Hybrid" });
    // X falls back to og:title, og:description and og:image: the card does not repeat them.
    expect(content("og:title")).toMatchObject({ content: seo.title });
    expect(content("og:description")).toMatchObject({ content: seo.description });
    for (const repeated of ["twitter:title", "twitter:description", "twitter:image"]) expect(content(repeated)).toBeUndefined();
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: seo.canonical });
    const noImage = carMetaTags({ ...seo, image: null }, "Harbour Toyota");
    expect(noImage).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(noImage.some((t) => "property" in t && t.property === "og:image:alt")).toBe(false);
  });

  it("is worked out from a vehicle page's own data: the car (its name's repeated words dropped) and its location", () => {
    const { images, comments, locationName, ...rest } = car;
    const page = {
      car: { ...rest, name: "2021 Toyota Toyota RAV4 GX Hybrid", images: images.map((url) => ({ url })), dealerComments: comments },
      location: { name: locationName, phone: seller.telephone, address: seller.address },
    };
    const seo = vehiclePageSeo(page, { name: "Harbour Toyota", noPriceText: "Enquire for price." }, origin);
    const description = carDescription(car, "Harbour Toyota", "Enquire for price.");
    expect(seo).toEqual({
      title: carTitle(car, "Harbour Toyota"),
      description,
      canonical: `${origin}/cars/${car.slug}`,
      image: seoImageUrl(images[0], origin),
      imageAlt: car.name,
      jsonLd: carJsonLd(car, origin, { ...seller, name: "Harbour Toyota", url: `${origin}/` }, description),
    });
    expect(seoCar(page.car, locationName)).toEqual(car);
    const bare = vehiclePageSeo(
      { ...page, car: { ...page.car, images: [] }, location: { ...page.location, phone: null } },
      { name: "H", noPriceText: "" },
      origin,
    );
    expect(bare.image).toBeNull();
    expect(bare.jsonLd.offers?.seller).not.toHaveProperty("telephone");
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
  it("lists every indexable page: locations, contact, finance, trade-in, content pages, blog and posts", () => {
    const posted = new Date("2026-11-20T00:00:00Z");
    const entries = sitePageEntries({
      searchPath: "/search/used-cars/",
      financeHere: true,
      tradeIn: true,
      contentSlugs: ["about-us", "terms-and-conditions", "privacy-policy", "service-specials"],
      blogPosts: [
        { slug: "new-rav4", publishedAt: posted },
        { slug: "older", publishedAt: new Date("2026-10-01T00:00:00Z") },
      ],
      locationSlugs: ["newstead"],
    });
    expect(entries.map((e) => e.path)).toEqual([
      "/",
      "/search/used-cars",
      "/special-offers",
      "/dealer-locator",
      "/locations/newstead",
      "/contact",
      "/finance",
      "/trade-in",
      "/about-us",
      "/terms-and-conditions",
      "/privacy-policy",
      "/pages/service-specials",
      "/sitemap",
      "/blog",
      "/blog/new-rav4",
      "/blog/older",
    ]);
    expect(entries.find((e) => e.path === "/blog")?.lastmod).toEqual(posted);
    expect(entries.find((e) => e.path === "/blog/new-rav4")?.lastmod).toEqual(posted);
    const lean = sitePageEntries({
      searchPath: "/",
      financeHere: false,
      tradeIn: false,
      contentSlugs: [],
      blogPosts: [],
      locationSlugs: [],
    });
    expect(lean).toEqual([
      { path: "/" },
      { path: "/special-offers" },
      { path: "/dealer-locator" },
      { path: "/contact" },
      { path: "/sitemap" },
      { path: "/blog" },
    ]);
    expect(contentPagePath("about-us")).toBe("/about-us");
  });

  it("points robots at the sitemap and keeps the API and comparisons out", () => {
    const txt = robotsTxt("https://h.example");
    expect(txt).toContain("Sitemap: https://h.example/sitemap.xml");
    expect(txt).toContain("Disallow: /api/");
    expect(txt).toContain("Disallow: /compare");
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
