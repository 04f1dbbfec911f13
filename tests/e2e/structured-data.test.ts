/**
 * The vehicle pages' structured data (issue 15) against schema.org and Google's vehicle listing documentation, on real
 * pages of every demo dealer (a car, motorcycle or caravan of each kind a dealer sells, a sold one and one without a
 * price where there is one): every type is a schema.org type and every property one schema.org defines for it
 * (PROPERTIES below, from schema.org's definitions of Thing, Product, Vehicle, Offer, Organization, PostalAddress,
 * QuantitativeValue, EngineSpecification and Brand), enumeration values are schema.org's members, and Google's
 * required properties are there (name, image, brand.name, model, and price and priceCurrency when there is an Offer).
 */
import { describe, expect, it } from "vitest";
import { demoSites, pageHtml, siteHits } from "./vehicle-helpers";

const THING = ["name", "url", "image", "description"];
const VEHICLE = [
  ...THING,
  "brand",
  "model",
  "itemCondition",
  "offers",
  "color",
  "vehicleModelDate",
  "vehicleConfiguration",
  "vehicleInteriorColor",
  "vehicleInteriorType",
  "bodyType",
  "fuelType",
  "vehicleTransmission",
  "driveWheelConfiguration",
  "vehicleEngine",
  "numberOfDoors",
  "vehicleSeatingCapacity",
  "vehicleIdentificationNumber",
  "mileageFromOdometer",
];
const PROPERTIES: Record<string, string[]> = {
  Car: VEHICLE,
  Motorcycle: VEHICLE,
  Vehicle: VEHICLE,
  Offer: ["url", "price", "priceCurrency", "availability", "seller", "itemCondition"],
  AutoDealer: ["name", "url", "telephone", "address", "image"],
  PostalAddress: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
  QuantitativeValue: ["value", "unitCode"],
  EngineSpecification: ["name", "fuelType"],
  Brand: ["name"],
};
const ENUMERATIONS: Record<string, RegExp> = {
  itemCondition: /^https:\/\/schema\.org\/(NewCondition|UsedCondition|RefurbishedCondition|DamagedCondition)$/,
  availability: /^https:\/\/schema\.org\/(InStock|SoldOut|PreOrder|OutOfStock|BackOrder|LimitedAvailability)$/,
  driveWheelConfiguration:
    /^https:\/\/schema\.org\/(AllWheelDriveConfiguration|FourWheelDriveConfiguration|FrontWheelDriveConfiguration|RearWheelDriveConfiguration)$/,
};

type Node = Record<string, unknown>;

/** Every problem of a node and the nodes in it, as "path: problem". */
function problems(node: Node, path: string): string[] {
  const type = String(node["@type"]);
  const allowed = PROPERTIES[type];
  if (!allowed) return [`${path}: @type ${type} is not one of the types checked`];
  const found: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    if (!allowed.includes(key)) found.push(`${path}.${key}: not a schema.org property of ${type}`);
    if (ENUMERATIONS[key] && !ENUMERATIONS[key].test(String(value))) found.push(`${path}.${key}: ${String(value)} is not a member`);
    if (value === "" || value === null) found.push(`${path}.${key}: empty`);
    if (value && typeof value === "object" && !Array.isArray(value)) found.push(...problems(value as Node, `${path}.${key}`));
  }
  return found;
}

function jsonLd(html: string): Node {
  const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (!script) throw new Error("no JSON-LD");
  return JSON.parse(script) as Node;
}

describe("vehicle structured data", () => {
  it("is schema.org's vocabulary with Google's required vehicle listing properties on every demo dealer", async () => {
    const found: string[] = [];
    let checked = 0;
    for (const site of await demoSites()) {
      const hits = await siteHits(site, 300);
      const picks = [
        ...new Map(hits.filter((h) => h.status !== "sold").map((h) => [h.vehicle_kind, h])).values(),
        hits.find((h) => h.status === "sold"),
        hits.find((h) => h.price === null || h.price === 0),
      ].filter((h) => h !== undefined);
      for (const hit of picks) {
        const { status, html } = await pageHtml(site, hit.path);
        expect(status, hit.path).toBe(200);
        const data = jsonLd(html);
        const where = `${site} ${hit.path}`;
        expect(data["@context"]).toBe("https://schema.org");
        expect(data["@type"], where).toBe({ car: "Car", motorcycle: "Motorcycle" }[hit.vehicle_kind] ?? "Vehicle");
        found.push(...problems(data, where));
        // Google's required properties.
        expect(data.name, where).toBeTruthy();
        expect((data.brand as Node | undefined)?.name, where).toBeTruthy();
        expect(data.model, where).toBeTruthy();
        expect(Array.isArray(data.image) && data.image.length === hit.images.length, where).toBe(true);
        for (const src of data.image as string[]) expect(src, where).toMatch(/^https?:\/\/.*fm=jpeg/);
        const offer = data.offers as Node | undefined;
        if (hit.price) {
          expect(offer?.price, where).toBe(hit.price);
          expect(offer?.priceCurrency, where).toBe("AUD");
          expect(((offer?.seller as Node).address as Node).streetAddress, where).toBeTruthy();
        } else {
          expect(offer, `${where}: an Offer needs a price`).toBeUndefined();
        }
        checked++;
      }
    }
    expect(found).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});
