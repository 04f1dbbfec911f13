/** Two small dealers with a few cars each, for the vehicle page's integration tests. */
import type { Db } from "~/server/db/client";
import { cars, dealerships, locations, websites } from "~/server/db/schema";

let serial = 0;

export async function insertDealer(db: Db, slug: string, settings: Record<string, unknown> = {}) {
  const [site] = await db.insert(websites).values({ slug, name: `${slug} Motors`, template: "showroom", theme: { brand: "#112233", accent: "#2255aa" }, settings }).returning();
  const [dealership] = await db.insert(dealerships).values({ websiteId: site.id, slug: `${slug}-main`, name: `${slug} Main` }).returning();
  const [location] = await db
    .insert(locations)
    .values({
      websiteId: site.id,
      dealershipId: dealership.id,
      name: `${slug} Yard`,
      slug: `${slug}-yard`,
      city: "Brisbane",
      address: { street: "1 Test St", suburb: "Newstead", state: "QLD", postcode: "4006" },
      latitude: -27.45,
      longitude: 153.04,
    })
    .returning();
  return { site, dealership, location };
}

export type CarInput = Partial<typeof cars.$inferInsert>;

export async function insertCar(db: Db, owner: { site: { id: number }; dealership: { id: number }; location: { id: number } }, values: CarInput = {}) {
  serial += 1;
  const [car] = await db
    .insert(cars)
    .values({
      websiteId: owner.site.id,
      dealershipId: owner.dealership.id,
      locationId: owner.location.id,
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
