/** Shared rows for the auth and watchlist integration tests. */
import type { Db } from "~/server/db/client";
import { cars, dealerships, locations, websites } from "~/server/db/schema";

export async function insertSite(db: Db, slug: string) {
  const [site] = await db
    .insert(websites)
    .values({ slug, name: `${slug} Motors`, template: "showroom", theme: { brand: "#112233", accent: "#445566" } })
    .returning();
  const [dealership] = await db.insert(dealerships).values({ websiteId: site.id, slug: `${slug}-d`, name: "Dealer" }).returning();
  const [location] = await db
    .insert(locations)
    .values({
      websiteId: site.id,
      dealershipId: dealership.id,
      name: "Main",
      slug: `${slug}-main`,
      city: "Brisbane",
      address: { street: "1 Main St", suburb: "Brisbane", state: "qld", postcode: "4000" },
      latitude: -27.47,
      longitude: 153.02,
    })
    .returning();
  return { site, dealership, location };
}

export async function insertCar(
  db: Db,
  owner: Awaited<ReturnType<typeof insertSite>>,
  values: Partial<typeof cars.$inferInsert> & { slug: string },
) {
  const [car] = await db
    .insert(cars)
    .values({
      websiteId: owner.site.id,
      dealershipId: owner.dealership.id,
      locationId: owner.location.id,
      name: "2021 Toyota Corolla Ascent Sport",
      year: 2021,
      make: "Toyota",
      model: "Corolla",
      colour: "White",
      price: 25990,
      km: 30000,
      stocknum: values.slug.toUpperCase(),
      vin: `VIN${values.slug}`,
      carType: "used",
      body: "hatch",
      fuel: "petrol",
      transmission: "automatic",
      drive: "fwd",
      ...values,
    })
    .returning();
  return car;
}
