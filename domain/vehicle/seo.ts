import { imageUrl } from "~/domain/images/image-url";
import { groupDigits } from "~/domain/stock/format";
import { bodyLabel, fuelLabel, withoutRepeatedWords } from "~/domain/stock/labels";
/** Vehicle page metadata: title, description, canonical URL, Open Graph image and schema.org Car (Motorcycle, Vehicle) with Offer. */
export type SeoCar = {
  name: string;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  colour: string;
  body: string;
  fuel: string;
  transmission: string;
  drive: string;
  km: number;
  vin: string;
  price: number | null;
  carType: string;
  status: string;
  /** "car", "motorcycle", "caravan"… */
  vehicleKind: string;
  /** Every exterior image's stored source, in gallery order (the first is the Open Graph image). */
  images: string[];
  engine: string;
  doors: number | null;
  seats: number | null;
  interiorColour: string;
  /** The dealer's comments, the structured data's description when there are any. */
  comments: string;
  locationName: string;
};

export function carPath(slug: string): string {
  return `/cars/${encodeURIComponent(slug)}`;
}

export function carTitle(car: SeoCar, siteName: string): string {
  return `${car.name} for sale | ${siteName}`;
}

const condition: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

export function carDescription(car: SeoCar, siteName: string, noPriceText: string): string {
  const price = car.price && car.price > 0 ? `$${groupDigits(car.price)}` : noPriceText.replace(/\.$/, "");
  // A towed caravan has no odometer, and a new vehicle's kilometres say nothing; empty fields are left out.
  const km = car.carType === "new" || car.vehicleKind === "caravan" ? "" : `${groupDigits(car.km)} km`;
  const what = [`${condition[car.carType] ?? ""} ${car.name}`.trim(), km, car.colour, car.transmission.toLowerCase()].filter(Boolean);
  return `${what.join(", ")}. ${price} at ${siteName}, ${car.locationName}.`;
}

/** Escapes a JSON-LD body for a <script> element: no "</script>" or "<!--" can close it early. */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The dealer selling the car: the site, at the car's location. */
export type SeoSeller = {
  name: string;
  url: string;
  telephone?: string;
  address: { street: string; suburb: string; state: string; postcode: string };
};

/** schema.org type by vehicle kind: schema.org has Motorcycle; a caravan (or anything else) is a plain Vehicle. */
export function schemaVehicleType(kind: string): "Car" | "Motorcycle" | "Vehicle" {
  if (kind === "car") return "Car";
  if (kind === "motorcycle") return "Motorcycle";
  return "Vehicle";
}

/**
 * A raster URL for a structured-data or Open Graph image: the media endpoint renders stored sources (often `.svg`)
 * as JPEG, so the URL names the format it serves (`?w=1280&fm=jpeg`), not the source's extension.
 */
export function seoImageUrl(src: string, origin: string): string {
  if (/^https?:\/\//.test(src)) return src;
  const path = imageUrl(src, { w: 1280, fm: "jpeg" });
  return path.startsWith("/") ? `${origin}${path}` : path;
}

function postalAddress(a: SeoSeller["address"]) {
  return {
    "@type": "PostalAddress",
    ...(a.street ? { streetAddress: a.street } : {}),
    ...(a.suburb ? { addressLocality: a.suburb } : {}),
    ...(a.state ? { addressRegion: a.state } : {}),
    ...(a.postcode ? { postalCode: a.postcode } : {}),
    addressCountry: "AU",
  };
}

/** schema.org's DriveWheelConfigurationValue members; a motorcycle's chain, belt or shaft is a final drive, not one of them. */
const DRIVE_WHEEL_CONFIGURATIONS: Record<string, string> = {
  awd: "https://schema.org/AllWheelDriveConfiguration",
  "4wd": "https://schema.org/FourWheelDriveConfiguration",
  "4x4": "https://schema.org/FourWheelDriveConfiguration",
  fwd: "https://schema.org/FrontWheelDriveConfiguration",
  rwd: "https://schema.org/RearWheelDriveConfiguration",
};

/**
 * schema.org Car / Motorcycle / Vehicle for the vehicle page, after Google's vehicle listing guidelines: every
 * image, the recommended properties the car has, and an Offer (with the selling AutoDealer and its address) only
 * when there is a price to offer; an Offer without a price is invalid, so "Enquire for price" cars have none.
 */
export function carJsonLd(car: SeoCar, origin: string, seller: SeoSeller, description: string) {
  const url = `${origin}${carPath(car.slug)}`;
  const hasPrice = car.price !== null && car.price > 0;
  const images = car.images.map((src) => seoImageUrl(src, origin));
  const isTowed = car.vehicleKind === "caravan";
  return {
    "@context": "https://schema.org",
    "@type": schemaVehicleType(car.vehicleKind),
    name: car.name,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    description: car.comments.trim() || description,
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.badge ? { vehicleConfiguration: car.badge } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.interiorColour && car.vehicleKind !== "motorcycle" ? { vehicleInteriorColor: car.interiorColour } : {}),
    // Values as a shopper reads them ("SUV", "PHEV"), the drive as schema.org's enumeration member.
    ...(car.body ? { bodyType: bodyLabel(car.body) } : {}),
    ...(car.fuel ? { fuelType: fuelLabel(car.fuel) } : {}),
    ...(car.transmission ? { vehicleTransmission: car.transmission } : {}),
    ...(car.drive && DRIVE_WHEEL_CONFIGURATIONS[car.drive.toLowerCase()]
      ? { driveWheelConfiguration: DRIVE_WHEEL_CONFIGURATIONS[car.drive.toLowerCase()] }
      : {}),
    ...(car.engine
      ? { vehicleEngine: { "@type": "EngineSpecification", name: car.engine, ...(car.fuel ? { fuelType: fuelLabel(car.fuel) } : {}) } }
      : {}),
    ...(car.doors !== null && car.doors > 0 ? { numberOfDoors: car.doors } : {}),
    ...(car.seats !== null && car.seats > 0 ? { vehicleSeatingCapacity: car.seats } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(isTowed && car.km === 0 ? {} : { mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" } }),
    itemCondition: car.carType === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    ...(hasPrice
      ? {
          offers: {
            "@type": "Offer",
            url,
            price: car.price,
            priceCurrency: "AUD",
            availability:
              car.status === "sold"
                ? "https://schema.org/SoldOut"
                : car.status === "coming_soon"
                  ? "https://schema.org/PreOrder"
                  : "https://schema.org/InStock",
            seller: {
              "@type": "AutoDealer",
              name: seller.name,
              url: seller.url,
              ...(seller.telephone ? { telephone: seller.telephone } : {}),
              address: postalAddress(seller.address),
            },
          },
        }
      : {}),
  };
}

export type CarSeo = { title: string; description: string; canonical: string; image: string | null; imageAlt: string };

/** The fields of a car its metadata and structured data are made of (a vehicle page's car, or its database row). */
export type SeoCarSource = Omit<SeoCar, "images" | "comments" | "locationName"> & {
  images: Array<{ url: string }>;
  dealerComments: string;
};

export function seoCar(car: SeoCarSource, locationName: string): SeoCar {
  return {
    name: withoutRepeatedWords(car.name),
    slug: car.slug,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    colour: car.colour,
    body: car.body,
    fuel: car.fuel,
    transmission: car.transmission,
    drive: car.drive,
    km: car.km,
    vin: car.vin,
    price: car.price,
    carType: car.carType,
    status: car.status,
    vehicleKind: car.vehicleKind,
    images: car.images.map((i) => i.url),
    engine: car.engine,
    doors: car.doors,
    seats: car.seats,
    interiorColour: car.interiorColour,
    comments: car.dealerComments,
    locationName,
  };
}

/**
 * Title, description, canonical URL, Open Graph / Twitter image and JSON-LD of one vehicle page, from what the page's
 * data already holds (the car, its location) and the site: worked out where they are shown (the route's meta and the
 * page) rather than sent again in the page's data (issue 18's page budget).
 */
export function vehiclePageSeo(
  page: { car: SeoCarSource; location: { name: string; phone?: string | null; address: SeoSeller["address"] } },
  site: { name: string; noPriceText: string },
  origin: string,
): CarSeo & { jsonLd: ReturnType<typeof carJsonLd> } {
  const car = seoCar(page.car, page.location.name);
  const description = carDescription(car, site.name, site.noPriceText);
  const first = car.images[0];
  return {
    title: carTitle(car, site.name),
    description,
    canonical: `${origin}${carPath(car.slug)}`,
    image: first ? seoImageUrl(first, origin) : null,
    imageAlt: car.name,
    jsonLd: carJsonLd(
      car,
      origin,
      { name: site.name, url: `${origin}/`, telephone: page.location.phone ?? undefined, address: page.location.address },
      description,
    ),
  };
}

/**
 * The vehicle page's <head> tags: title, description, canonical link, Open Graph and the X (Twitter) card. The card
 * names its type and the picture's alt text only: X reads the title, description and picture from og:title,
 * og:description and og:image when its own tags are absent (developer.x.com/cards/markup), so repeating them adds
 * ~440 bytes to every vehicle page for nothing (issue 18's page budget).
 */
export function carMetaTags(seo: CarSeo, siteName: string) {
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "product" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: siteName },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    ...(seo.image
      ? [
          { property: "og:image", content: seo.image },
          { property: "og:image:alt", content: seo.imageAlt },
          { name: "twitter:image:alt", content: seo.imageAlt },
        ]
      : []),
  ];
}
