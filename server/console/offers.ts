/**
 * The console's Offers page (issue 20): a dealer's own offers created, edited and deleted, and the platform operator's
 * group offers (no dealer: every site selling the make shows them) with the dealers they are excluded from. Each
 * change writes the row, moves `updated_at` of the sites that can show it (every process's site directory polls it
 * and drops its page cache, ADR 040) and an audit entry with the state before and after, in one transaction.
 */
import { isDeepStrictEqual } from "node:util";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { OfferEdit } from "~/domain/offers/offer-form";
import type { Db } from "~/server/db/client";
import { dealerships, offers, websites } from "~/server/db/schema";
import { writeAudit } from "./audit";
import type { Actor } from "./settings-versions";

export type ConsoleOffer = typeof offers.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The dealer's own offers, newest first, then the group offers (shown read-only unless `operator`). */
export async function listConsoleOffers(db: Db, websiteId: number): Promise<ConsoleOffer[]> {
  return db
    .select()
    .from(offers)
    .where(or(eq(offers.websiteId, websiteId), isNull(offers.websiteId)))
    .orderBy(asc(sql`${offers.websiteId} is null`), desc(offers.id));
}

/**
 * One offer this staff member may edit, or null: the dealer's own, or a group offer for the platform operator.
 * Another dealer's offer (and a group offer for anyone else) reads like an unknown id.
 */
export async function findConsoleOffer(db: Db | Tx, websiteId: number, id: number, operator: boolean): Promise<ConsoleOffer | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(
      and(eq(offers.id, id), operator ? or(eq(offers.websiteId, websiteId), isNull(offers.websiteId)) : eq(offers.websiteId, websiteId)),
    )
    .limit(1);
  return row ?? null;
}

/** The makes a dealer's dealerships sell (which group offers reach its site). */
export async function dealerMakes(db: Db, websiteId: number): Promise<string[]> {
  const rows = await db.select({ makes: dealerships.makes }).from(dealerships).where(eq(dealerships.websiteId, websiteId));
  return rows.flatMap((r) => r.makes);
}

/** The dealers' slugs of website ids (a group offer's exclusions, shown on its form). */
export async function slugsOf(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: websites.id, slug: websites.slug })
    .from(websites)
    .where(inArray(websites.id, [...ids]));
  return rows.map((r) => r.slug).sort();
}

/** The website ids of dealers' slugs, or the slugs no dealer has. */
export async function websiteIdsOf(
  db: Db,
  slugs: readonly string[],
): Promise<{ ok: true; ids: number[] } | { ok: false; unknown: string[] }> {
  if (slugs.length === 0) return { ok: true, ids: [] };
  const rows = await db
    .select({ id: websites.id, slug: websites.slug })
    .from(websites)
    .where(inArray(websites.slug, [...slugs]));
  const unknown = slugs.filter((s) => !rows.some((r) => r.slug === s));
  return unknown.length > 0 ? { ok: false, unknown } : { ok: true, ids: rows.map((r) => r.id).sort((a, b) => a - b) };
}

/** Moves `updated_at` of the sites an offer reaches: its dealer's, or every site for a group offer. */
async function touchSites(tx: Tx, websiteId: number | null) {
  const stamp = tx.update(websites).set({ updatedAt: sql`now()` });
  await (websiteId === null ? stamp : stamp.where(eq(websites.id, websiteId)));
}

const EDITED = [
  "name",
  "description",
  "disclaimer",
  "category",
  "manufacturer",
  "manufacturerSlug",
  "modelName",
  "modelSlug",
  "modelOverrideUrl",
  "startsAt",
  "endsAt",
  "excludedWebsiteIds",
] as const;

type Stored = Pick<ConsoleOffer, (typeof EDITED)[number]>;

/** Dates as ISO text in the audit entry (jsonb). */
const auditable = (o: Partial<Stored>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as Record<string, unknown>;

export type OfferInput = { websiteId: number; edit: OfferEdit; group: boolean; excludedWebsiteIds: number[]; actor: Actor };

/** Creates an offer: the dealer's own, or (the operator's) a group offer. Returns its id. */
export async function createOffer(db: Db, input: OfferInput): Promise<number> {
  const owner = input.group ? null : input.websiteId;
  return db.transaction(async (tx) => {
    const values: Stored = { ...input.edit, excludedWebsiteIds: input.group ? input.excludedWebsiteIds : [] };
    const [{ id }] = await tx
      .insert(offers)
      .values({ ...values, websiteId: owner })
      .returning({ id: offers.id });
    await touchSites(tx, owner);
    await writeAudit(tx, {
      websiteId: input.websiteId,
      staffUserId: input.actor.staffUserId,
      actor: input.actor.email,
      action: "offers.create",
      subject: `Offer ${values.name} (#${id})${owner === null ? ", a group offer" : ""}`.slice(0, 500),
      before: null,
      after: auditable(values),
      ip: input.actor.ip,
    });
    return id;
  });
}

/**
 * Saves an offer's fields (its owner stays: a dealer's offer never becomes a group offer or the other way round).
 * Null when this staff member may not edit it (another dealer's); `changed` false when nothing differed.
 */
export async function updateOffer(db: Db, input: OfferInput & { id: number; operator: boolean }): Promise<{ changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const row = await findConsoleOffer(tx, input.websiteId, input.id, input.operator);
    if (!row) return null;
    await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, row.id)).for("update");
    const next: Stored = { ...input.edit, excludedWebsiteIds: row.websiteId === null ? input.excludedWebsiteIds : [] };
    const changed = EDITED.filter((k) => !isDeepStrictEqual(row[k], next[k]));
    if (changed.length === 0) return { changed: false };
    await tx.update(offers).set(next).where(eq(offers.id, row.id));
    await touchSites(tx, row.websiteId);
    await writeAudit(tx, {
      websiteId: input.websiteId,
      staffUserId: input.actor.staffUserId,
      actor: input.actor.email,
      action: "offers.edit",
      subject: `Offer ${row.name} (#${row.id}): ${changed.join(", ")}`.slice(0, 500),
      before: auditable(Object.fromEntries(changed.map((k) => [k, row[k]]))),
      after: auditable(Object.fromEntries(changed.map((k) => [k, next[k]]))),
      ip: input.actor.ip,
    });
    return { changed: true };
  });
}

/** Deletes an offer; null when this staff member may not (another dealer's, or unknown). */
export async function deleteOffer(
  db: Db,
  input: { websiteId: number; id: number; operator: boolean; actor: Actor },
): Promise<{ name: string } | null> {
  return db.transaction(async (tx) => {
    const row = await findConsoleOffer(tx, input.websiteId, input.id, input.operator);
    if (!row) return null;
    await tx.delete(offers).where(eq(offers.id, row.id));
    await touchSites(tx, row.websiteId);
    await writeAudit(tx, {
      websiteId: input.websiteId,
      staffUserId: input.actor.staffUserId,
      actor: input.actor.email,
      action: "offers.delete",
      subject: `Offer ${row.name} (#${row.id}) deleted`.slice(0, 500),
      before: auditable(Object.fromEntries(EDITED.map((k) => [k, row[k]]))),
      after: null,
      ip: input.actor.ip,
    });
    return { name: row.name };
  });
}
