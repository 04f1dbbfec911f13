/** Two dealer websites with dealerships, locations and a car each, for the lead integration tests. */
import { parseWebsiteSettings, type WebsiteSettings, type WebsiteSettingsInput } from "~/domain/settings/schema";
import type { Db } from "~/server/db/client";
import { cars, dealerships, locations, websites } from "~/server/db/schema";
import type { LeadWebsite } from "./submit-lead";

export type TestSite = {
  website: LeadWebsite;
  settings: WebsiteSettings;
  dealershipSlugs: string[];
  locationIds: number[];
  carId: number;
};

export async function createTestSite(db: Db, slug: string, settingsInput: WebsiteSettingsInput = {}): Promise<TestSite> {
  const [site] = await db
    .insert(websites)
    .values({ slug, name: `${slug} Motors`, template: "showroom", settings: settingsInput, theme: { brand: "#000000", accent: "#111111" } })
    .returning();
  const ds = await db
    .insert(dealerships)
    .values([
      { websiteId: site.id, slug: `${slug}-city`, name: `${slug} City`, phone: "+61733334444", email: `city@${slug}.example` },
      { websiteId: site.id, slug: `${slug}-coast`, name: `${slug} Coast`, phone: null, email: null },
    ])
    .returning();
  const ls = await db
    .insert(locations)
    .values(
      ds.map((d, i) => ({
        websiteId: site.id,
        dealershipId: d.id,
        name: `${d.name} Sales`,
        slug: `${d.slug}-sales`,
        city: "Brisbane",
        address: { street: `${i + 1} Main St`, suburb: "Brisbane", state: "QLD", postcode: "4000" },
        contactDetail: { phone: "07 3333 4444" },
        latitude: -27.47,
        longitude: 153.02,
      })),
    )
    .returning();
  const [car] = await db
    .insert(cars)
    .values({
      websiteId: site.id,
      dealershipId: ds[1].id,
      locationId: ls[1].id,
      slug: `${slug}-2021-toyota-corolla`,
      name: "2021 Toyota Corolla Ascent Sport",
      year: 2021,
      make: "Toyota",
      model: "Corolla",
      badge: "Ascent Sport",
      colour: "White",
      price: 28990,
      km: 35210,
      stocknum: "U1234",
      vin: "JTNK4RBE003456789",
      carType: "used",
      body: "hatch",
      fuel: "petrol",
      transmission: "automatic",
      drive: "fwd",
    })
    .returning();
  return {
    website: { id: site.id, slug: site.slug, name: site.name },
    settings: parseWebsiteSettings(settingsInput),
    dealershipSlugs: ds.map((d) => d.slug),
    locationIds: ls.map((l) => l.id),
    carId: car.id,
  };
}

export function enquiryValues(site: TestSite, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Jo Citizen",
    email: "jo@example.com",
    phone: "0412 345 678",
    message: "Is this car still available?",
    category: "General Enquiry",
    location: String(site.locationIds[0]),
    dealership_slug: site.dealershipSlugs[0],
    ...extra,
  };
}

let counter = 0;
export function newKey(): string {
  counter += 1;
  return `test-${process.pid}-${Date.now()}-${counter}`;
}
