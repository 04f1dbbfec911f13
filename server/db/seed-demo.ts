/**
 * Seeds the demo dealers into an empty database: websites, hosts, dealerships, locations, stock,
 * lenders, offers, reviews, blog posts and content pages, and the console dashboard's activity (90 days of leads
 * with their deliveries and handling, views per car, price changes: demo/activity.ts), in one transaction (all or nothing), and
 * writes the demo pictures. Does nothing to a database that already has websites.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import type { Db } from "~/server/db/client";
import { ensureDemoOwners } from "~/server/console/demo-staff";
import {
  blogPosts,
  carPriceChanges,
  cars,
  contentPages,
  dealerships,
  financeLenders,
  leadDeliveries,
  leadDeliveryAttempts,
  leadHandling,
  leads,
  locations,
  offers,
  ppsrChecks,
  reviews,
  staffMembers,
  websiteHosts,
  websites,
} from "~/server/db/schema";
import {
  generateBlogPosts,
  generateContentPages,
  generateFinanceLenders,
  generateOffers,
  generateReviews,
  type ContentSite,
} from "~/demo/content";
import { generateActivity, viewDays } from "~/demo/activity";
import { demoDealers, type DemoDealer } from "~/demo/dealers";
import { writeDemoMedia } from "~/demo/media";

import { generatePpsrChecks } from "~/demo/ppsr-checks";
import { generateMyPages } from "~/demo/my-pages";
import { writePromotionArt } from "~/demo/promotions";
import { generateStaff, writeStaffPortraits } from "~/demo/staff";
import { hashString } from "~/demo/random";
import { generateStock, type GeneratedCar } from "~/demo/stock-generator";

/** The demo's per-model pictures, drawn on their first request (the entries hand it to the runtime). */
export { drawDemoMedia } from "~/demo/media";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const BATCH = 500;
/** Taken for the length of the seeding transaction so two processes never seed the same PostgreSQL twice. */
const SEED_LOCK = 72_707_001;
const CONTENT_SEED = 5005;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

async function websiteCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(websites);
  return Number(row.n);
}

type Owned = { dealershipId: number; makes: string[]; salesLocations: number[] };

/** New and demo cars go to the dealership franchised for their make; trade-ins to any, spread by slug. */
function ownerOf(car: GeneratedCar, owners: Owned[]): { dealershipId: number; locationId: number } {
  const hash = hashString(car.slug);
  const franchised = car.carType === "used" ? [] : owners.filter((o) => o.makes.includes(car.make));
  const pool = franchised.length > 0 ? franchised : owners;
  const owner = pool[hash % pool.length];
  return { dealershipId: owner.dealershipId, locationId: owner.salesLocations[(hash >>> 8) % owner.salesLocations.length] };
}

async function seedDealer(tx: Tx, dealer: DemoDealer, now: Date): Promise<{ site: ContentSite; cars: number }> {
  const settings = parseWebsiteSettings(dealer.website.settings);
  const [site] = await tx.insert(websites).values(dealer.website).returning({ id: websites.id });
  if (dealer.hosts.length > 0) await tx.insert(websiteHosts).values(dealer.hosts.map((host) => ({ host, websiteId: site.id })));

  const owners: Owned[] = [];
  const contentLocations: ContentSite["locations"] = [];
  let primaryAddress = "";
  let state = "";
  for (const d of dealer.dealerships) {
    const [row] = await tx
      .insert(dealerships)
      .values({
        websiteId: site.id,
        slug: d.slug,
        name: d.name,
        makes: d.makes,
        phone: d.phone,
        email: d.email,
        abn: d.abn,
        licenceNumber: d.licenceNumber,
      })
      .returning({ id: dealerships.id });
    const inserted = await tx
      .insert(locations)
      .values(
        d.locations.map((l) => ({
          websiteId: site.id,
          dealershipId: row.id,
          name: l.name,
          slug: l.slug,
          primary: l.primary,
          visible: l.visible ?? true,
          locationType: l.locationType,
          locationSubtype: l.locationSubtype ?? "",
          manufacturers: l.manufacturers,
          city: l.city,
          address: l.address,
          contactDetail: { phone: l.phone, email: l.email },
          openingHours: l.openingHours,
          latitude: l.latitude,
          longitude: l.longitude,
        })),
      )
      .returning({ id: locations.id, slug: locations.slug });
    const ids = new Map(inserted.map((l) => [l.slug, l.id]));
    const staff = d.locations.flatMap((l) => generateStaff(site.id, { ...l, id: ids.get(l.slug)! }, CONTENT_SEED));
    if (staff.length > 0) await tx.insert(staffMembers).values(staff);
    const sales = d.locations.filter((l) => l.locationType === "sales" || l.locationType === "");
    owners.push({
      dealershipId: row.id,
      makes: d.makes,
      salesLocations: (sales.length > 0 ? sales : d.locations).map((l) => ids.get(l.slug)!),
    });
    for (const l of d.locations) {
      contentLocations.push({ id: ids.get(l.slug)!, name: l.name, city: l.city });
      if (l.primary) {
        primaryAddress = `${l.address.street}, ${l.address.suburb} ${l.address.state} ${l.address.postcode}`;
        state = l.address.state;
      }
    }
  }

  const stock = generateStock({ ...dealer.stock, now });
  await insertInBatches(stock, (batch) =>
    tx.insert(cars).values(batch.map((car) => ({ ...car, websiteId: site.id, ...ownerOf(car, owners) }))),
  );

  const first = dealer.dealerships[0];
  return {
    cars: stock.length,
    site: {
      id: site.id,
      slug: dealer.website.slug,
      name: dealer.website.name,
      settings,
      makes: [...new Set(dealer.dealerships.flatMap((d) => d.makes))],
      kinds: settings.vehicleKinds,
      phone: settings.contact.phone || first.phone,
      email: settings.contact.email || first.email,
      abn: first.abn,
      address: primaryAddress,
      state,
      locations: contentLocations,
    },
  };
}

export async function seedDemo(
  db: Db,
  options: { mediaDir: string; now?: Date; embedded?: boolean },
): Promise<{ websites: number; cars: number }> {
  const now = options.now ?? new Date();
  await writeDemoMedia(options.mediaDir);
  await writeStaffPortraits(options.mediaDir);
  await writePromotionArt(options.mediaDir);
  // Console owners with the README's demo password, on the embedded database only (ADR 036); also for a data folder seeded before the console.
  if ((await websiteCount(db)) > 0) {
    if (options.embedded) await ensureDemoOwners(db);
    return { websites: 0, cars: 0 };
  }
  const seeded = await seedDemoDealers(db, now);
  if (options.embedded) await ensureDemoOwners(db);
  return seeded;
}

async function seedDemoDealers(db: Db, now: Date): Promise<{ websites: number; cars: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await websiteCount(tx)) > 0) return { websites: 0, cars: 0 };
    const dealers = demoDealers(now);
    const sites: ContentSite[] = [];
    const hidden = new Map<number, string>();
    let carCount = 0;
    for (const dealer of dealers) {
      const seeded = await seedDealer(tx, dealer, now);
      sites.push(seeded.site);
      if (dealer.hiddenReviewer) hidden.set(seeded.site.id, dealer.hiddenReviewer);
      carCount += seeded.cars;
    }
    const options = { seed: CONTENT_SEED, now };
    await tx.insert(offers).values(generateOffers(sites, options));
    await tx.insert(financeLenders).values(sites.flatMap((site) => generateFinanceLenders(site, options)));
    await tx.insert(reviews).values(
      sites.flatMap((site) =>
        generateReviews(site, {
          ...options,
          hiddenReviewer: hidden.get(site.id),
          excludedReviewIds: site.settings.reviews.hiddenReviewIds,
        }),
      ),
    );
    await tx.insert(blogPosts).values(sites.flatMap((site) => generateBlogPosts(site, options)));
    await tx.insert(contentPages).values(sites.flatMap((site) => generateContentPages(site)));
    const myPages = sites.flatMap((site) => generateMyPages(site));
    if (myPages.length > 0) await tx.insert(contentPages).values(myPages);
    const checks = generatePpsrChecks(
      await tx.select({ id: cars.id, websiteId: cars.websiteId, vin: cars.vin, carType: cars.carType, status: cars.status }).from(cars),
      now,
    );
    if (checks.length > 0) await tx.insert(ppsrChecks).values(checks);
    await seedActivity(tx, sites, now);
    await seedViews(tx, now);
    return { websites: sites.length, cars: carCount };
  });
}

/** The dashboard's leads, deliveries (with their attempts), handling and price changes of the demo dealers. */
async function seedActivity(tx: Tx, sites: readonly ContentSite[], now: Date): Promise<void> {
  const all = [];
  for (const site of sites) {
    const siteCars = await tx
      .select({ id: cars.id, price: cars.price, status: cars.status })
      .from(cars)
      .where(eq(cars.websiteId, site.id))
      .orderBy(asc(cars.id));
    all.push(
      generateActivity(
        { id: site.id, email: site.email, locations: site.locations.map((l) => l.id), cars: siteCars },
        { seed: CONTENT_SEED, now },
      ),
    );
  }
  // Every dealer's rows in a few large statements (the seed's time is mostly statements).
  const batch = 1000;
  const inBatches = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += batch) await insert(rows.slice(i, i + batch));
  };
  await inBatches(
    all.flatMap((a) => a.leads),
    (part) => tx.insert(leads).values(part),
  );
  const deliveries = all.flatMap((a) => a.deliveries);
  const deliveryIds = new Map<string, number>();
  await inBatches(deliveries, async (part) => {
    const rows = await tx.insert(leadDeliveries).values(part).returning({ id: leadDeliveries.id, leadId: leadDeliveries.leadId });
    for (const row of rows) deliveryIds.set(row.leadId, row.id);
  });
  const attempts = all.flatMap((a) =>
    a.attempts.map(({ leadIndex, ...attempt }) => ({
      ...attempt,
      deliveryId: deliveryIds.get(a.leads[leadIndex].id)!,
      websiteId: a.leads[leadIndex].websiteId,
    })),
  );
  await inBatches(attempts, (part) => tx.insert(leadDeliveryAttempts).values(part));
  await inBatches(
    all.flatMap((a) => a.handling),
    (part) => tx.insert(leadHandling).values(part),
  );
  await inBatches(
    all.flatMap((a) => a.priceChanges),
    (part) => tx.insert(carPriceChanges).values(part),
  );
}

/**
 * Views of the last 30 days for the cars not sold, in one statement: on about one day in ten a car is seen by one
 * or two visitors, drawn from a hash of its slug and the day (the same rows every time for the same stock).
 */
async function seedViews(tx: Tx, now: Date): Promise<void> {
  const days = viewDays(now).join(",");
  await tx.execute(sql`
    insert into car_views (car_id, website_id, visitor_hash, day)
    select c.id, c.website_id, 'demo-' || v.n, d.day
    from cars c
    cross join unnest(string_to_array(${days}, ',')) as d(day)
    cross join lateral generate_series(1, (abs(hashtext(c.slug || d.day)) % 20) - 17) as v(n)
    where c.status <> 'sold'`);
}
