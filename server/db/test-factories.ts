/**
 * Rows for database tests, made one way: a dealer website with a dealership and its yard, more dealerships, cars, and a
 * site ready for lead forms with the values of an enquiry. Defaults are plain; a test passes the values it asserts on.
 */
import { parseWebsiteSettings, type WebsiteSettings, type WebsiteSettingsInput } from "~/domain/settings/schema";
import type { LeadWebsite } from "~/server/leads/submit-lead";
import type { Db } from "./client";
import { cars, dealerships, locations, websites } from "./schema";

type Website = typeof websites.$inferSelect;
type Dealership = typeof dealerships.$inferSelect;
type Location = typeof locations.$inferSelect;

/** Where a car belongs: its website, dealership and location. */
export type Yard = { site: Website; dealership: Dealership; location: Location };

/** A website "<slug> Motors" (host <slug>.localhost) with one dealership "<slug>-main" and its location "<slug> main Yard". */
export async function insertSite(db: Db, slug: string, settings: WebsiteSettingsInput = {}): Promise<Yard> {
  const [site] = await db
    .insert(websites)
    .values({ slug, name: `${slug} Motors`, template: "showroom", theme: { brand: "#112233", accent: "#2255aa" }, settings })
    .returning();
  return insertDealership(db, site, "main");
}

/** Another dealership of a site, "<site slug>-<branch>", with one location in Brisbane. */
export async function insertDealership(db: Db, site: Website, branch: string): Promise<Yard> {
  const [dealership] = await db
    .insert(dealerships)
    .values({ websiteId: site.id, slug: `${site.slug}-${branch}`, name: `${site.slug} ${branch}` })
    .returning();
  const [location] = await db
    .insert(locations)
    .values({
      websiteId: site.id,
      dealershipId: dealership.id,
      name: `${dealership.name} Yard`,
      slug: `${dealership.slug}-yard`,
      city: "Brisbane",
      address: { street: "1 Test St", suburb: "Newstead", state: "QLD", postcode: "4006" },
      latitude: -27.45,
      longitude: 153.04,
    })
    .returning();
  return { site, dealership, location };
}

let serial = 0;

/** A used 2021 Toyota RAV4 GX at the yard, shown on the website; slug, stock number and VIN are unique per call. */
export async function insertCar(
  db: Db,
  yard: { site: { id: number }; dealership: { id: number }; location: { id: number } },
  values: Partial<typeof cars.$inferInsert> = {},
) {
  serial += 1;
  const [car] = await db
    .insert(cars)
    .values({
      websiteId: yard.site.id,
      dealershipId: yard.dealership.id,
      locationId: yard.location.id,
      slug: `car-${serial}`,
      name: "2021 Toyota RAV4 GX",
      year: 2021,
      make: "Toyota",
      model: "RAV4",
      colour: "White",
      price: 38_000,
      km: 40_000,
      stocknum: `S${serial}`,
      vin: `VIN${String(serial).padStart(14, "0")}`,
      carType: "used",
      body: "suv",
      fuel: "petrol",
      transmission: "Automatic",
      drive: "AWD",
      ...values,
    })
    .returning();
  return car;
}

/** What the lead tests submit against: the site, its parsed settings, and the ids a form names. */
export type LeadSite = {
  website: LeadWebsite;
  settings: WebsiteSettings;
  dealershipSlugs: string[];
  locationIds: number[];
  carId: number;
};

/** A site with two dealerships ("<slug>-main", "<slug>-coast") and a car at the second, stock number U1234. */
export async function insertLeadSite(db: Db, slug: string, settings: WebsiteSettingsInput = {}): Promise<LeadSite> {
  const main = await insertSite(db, slug, settings);
  const coast = await insertDealership(db, main.site, "coast");
  const car = await insertCar(db, coast, { slug: `${slug}-2021-toyota-rav4`, stocknum: "U1234" });
  return {
    website: { id: main.site.id, slug: main.site.slug, name: main.site.name },
    settings: parseWebsiteSettings(settings),
    dealershipSlugs: [main.dealership.slug, coast.dealership.slug],
    locationIds: [main.location.id, coast.location.id],
    carId: car.id,
  };
}

/** The fields of a valid enquiry to the site's first location. */
export function enquiryValues(site: LeadSite, extra: Record<string, unknown> = {}): Record<string, unknown> {
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

let keys = 0;

/** An idempotency key no other submission in this run has. */
export function newKey(): string {
  keys += 1;
  return `test-${process.pid}-${Date.now()}-${keys}`;
}
