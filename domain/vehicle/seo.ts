import { groupDigits } from "~/domain/stock/format";
/** Vehicle page metadata: title, description, canonical URL, Open Graph image and schema.org Car with Offer. */
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
  image: string | null;
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
  const km = car.carType === "new" ? "" : `, ${groupDigits(car.km)} km`;
  return `${condition[car.carType] ?? ""} ${car.name}${km}, ${car.colour}, ${car.transmission.toLowerCase()}. ${price} at ${siteName}, ${car.locationName}.`.trim();
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

export function carJsonLd(car: SeoCar, origin: string, seller: { name: string; url: string }) {
  const url = `${origin}${carPath(car.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    url,
    ...(car.image ? { image: car.image.startsWith("http") ? car.image : `${origin}${car.image}` } : {}),
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.badge ? { vehicleConfiguration: car.badge } : {}),
    color: car.colour,
    bodyType: car.body,
    fuelType: car.fuel,
    vehicleTransmission: car.transmission,
    driveWheelConfiguration: car.drive,
    vehicleIdentificationNumber: car.vin,
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    itemCondition: car.carType === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "AUD",
      ...(car.price && car.price > 0 ? { price: car.price } : {}),
      availability:
        car.status === "sold"
          ? "https://schema.org/SoldOut"
          : car.status === "coming_soon"
            ? "https://schema.org/PreOrder"
            : "https://schema.org/InStock",
      seller: { "@type": "AutoDealer", name: seller.name, url: seller.url },
    },
  };
}
