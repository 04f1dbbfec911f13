/**
 * A dealer's cars for the sitemap, read in id order a batch at a time, so a sitemap of any size is written in
 * constant memory: a first pass counts the listed cars and notes where each file of `fileUrls` cars starts; a file
 * is then streamed from its start. A site with more URLs than one file holds gets a sitemap index (ADR 030).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { cars } from "~/server/db/schema";
import type { SitemapEntry } from "~/domain/vehicle/sitemap";
import { carPath } from "~/domain/vehicle/seo";

/** URLs per sitemap file (the protocol allows 50,000; smaller files are quicker to fetch and to regenerate). */
export const SITEMAP_FILE_URLS = 10_000;
const BATCH = 1_000;

export type SitemapCar = {
  id: number;
  slug: string;
  status: string;
  shownOnWebsite: boolean;
  soldAt: Date | null;
  updatedAt: Date;
  websiteId: number;
};

/** Whether the sitemap lists a car (the caller's stock and sign-in rules). */
export type ListedCar = (car: SitemapCar) => boolean;

async function* carBatches(db: Db, websiteId: number, afterId: number): AsyncGenerator<SitemapCar[]> {
  let after = afterId;
  for (;;) {
    const rows = await db
      .select({
        id: cars.id,
        slug: cars.slug,
        status: cars.status,
        shownOnWebsite: cars.shownOnWebsite,
        soldAt: cars.soldAt,
        updatedAt: cars.updatedAt,
        websiteId: cars.websiteId,
      })
      .from(cars)
      .where(and(eq(cars.websiteId, websiteId), eq(cars.shownOnWebsite, true), gt(cars.id, after)))
      .orderBy(asc(cars.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1].id;
    if (rows.length < BATCH) return;
  }
}

/** Where each file of listed cars starts (cars after this id), and its newest change. */
export type CarFiles = { count: number; files: Array<{ afterId: number; lastmod: Date }> };

export async function carFileLayout(db: Db, websiteId: number, listed: ListedCar, fileUrls = SITEMAP_FILE_URLS): Promise<CarFiles> {
  const files: CarFiles["files"] = [];
  let count = 0;
  for await (const batch of carBatches(db, websiteId, 0)) {
    for (const car of batch) {
      if (!listed(car)) continue;
      if (count % fileUrls === 0) files.push({ afterId: car.id - 1, lastmod: car.updatedAt });
      const file = files[files.length - 1];
      if (car.updatedAt > file.lastmod) file.lastmod = car.updatedAt;
      count += 1;
    }
  }
  return { count, files };
}

/** The sitemap entries of up to `limit` listed cars after `afterId`, a batch at a time. */
export async function* carEntries(
  db: Db,
  websiteId: number,
  listed: ListedCar,
  afterId: number,
  limit: number,
): AsyncGenerator<SitemapEntry[]> {
  let left = limit;
  for await (const batch of carBatches(db, websiteId, afterId)) {
    const entries = batch
      .filter(listed)
      .slice(0, left)
      .map((c) => ({ path: carPath(c.slug), lastmod: c.updatedAt }));
    left -= entries.length;
    if (entries.length > 0) yield entries;
    if (left <= 0) return;
  }
}
