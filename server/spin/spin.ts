/**
 * A shopper's one spin of a dealer's campaign, decided here on the server (ADR 032). In one transaction:
 * claim the shopper's entry (the unique index on site, campaign and shopper makes a second spin find the first
 * one's row instead), draw the prize with an injected random number, count it against its stock with one
 * conditional upsert (never past the stock: a prize that runs out in between wins nothing), store a lead for a
 * prize, and record the result on the entry. Replaying the request, or sending fifty at once, gives the first
 * answer back.
 */
import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { LeadPayload } from "~/domain/leads/lead-record";
import { deliveryRows } from "~/domain/leads/targets";
import type { WebsiteSettings } from "~/domain/settings/schema";
import { drawPrize, type SpinCampaign, type SpinEntry } from "~/domain/spin/campaign";
import type { Db } from "~/server/db/client";
import { leadDeliveries, leads, spinEntries, spinPrizeAwards } from "~/server/db/schema";

export type SpinEntryRow = typeof spinEntries.$inferSelect;

/** The part of a site a spin needs (the site directory's Site has it). */
export type SpinSite = {
  id: number;
  slug: string;
  name: string;
  settings: Pick<WebsiteSettings, "leads" | "forms" | "contact">;
  dealerships: ReadonlyArray<{ id: number; slug: string; name: string; phone: string | null; email: string | null }>;
  locations: ReadonlyArray<{
    id: number;
    slug: string;
    name: string;
    dealershipId: number;
    address: { street: string; suburb: string; state: string; postcode: string };
    contactDetail: { phone?: string | null; email?: string | null };
    primary?: boolean;
  }>;
};

export type SpinInput = {
  site: SpinSite;
  campaign: SpinCampaign;
  user: { id: number; phone: string };
  entry: SpinEntry;
  now: Date;
  /** Uniform in [0, 1). Injected so that tests choose the outcome; the server uses `secureRandom`. */
  random: () => number;
  sourceUrl?: string | null;
  ip?: string | null;
};

export type SpinResult = { entry: SpinEntryRow; duplicate: boolean };

/** A uniform number in [0, 1) from the operating system's secure generator (48 bits). */
export function secureRandom(): number {
  return randomInt(0, 2 ** 24) / 2 ** 24 + randomInt(0, 2 ** 24) / 2 ** 48;
}

export async function findSpinEntry(db: Db, websiteId: number, campaignId: string, userId: number): Promise<SpinEntryRow | null> {
  const [row] = await db
    .select()
    .from(spinEntries)
    .where(and(eq(spinEntries.websiteId, websiteId), eq(spinEntries.campaignId, campaignId), eq(spinEntries.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** How many of each prize the campaign has given so far. */
export async function prizesAwarded(db: Pick<Db, "select">, websiteId: number, campaignId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ prizeId: spinPrizeAwards.prizeId, awarded: spinPrizeAwards.awarded })
    .from(spinPrizeAwards)
    .where(and(eq(spinPrizeAwards.websiteId, websiteId), eq(spinPrizeAwards.campaignId, campaignId)));
  return Object.fromEntries(rows.map((r) => [r.prizeId, r.awarded]));
}

export async function spinOnce(db: Db, input: SpinInput): Promise<SpinResult> {
  const { site, campaign, user, entry, now } = input;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(spinEntries)
      .values({
        websiteId: site.id,
        campaignId: campaign.id,
        userId: user.id,
        name: entry.name,
        email: entry.email ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [spinEntries.websiteId, spinEntries.campaignId, spinEntries.userId] })
      .returning();
    if (!claimed) {
      const [first] = await tx
        .select()
        .from(spinEntries)
        .where(and(eq(spinEntries.websiteId, site.id), eq(spinEntries.campaignId, campaign.id), eq(spinEntries.userId, user.id)));
      if (!first) throw new Error("Spin entry conflict without a stored entry");
      return { entry: first, duplicate: true };
    }

    let prize = drawPrize(campaign, await prizesAwarded(tx, site.id, campaign.id), input.random());
    if (prize) {
      // Counts the prize only while it stays within its stock; another shopper may have taken the last one since the draw.
      const counted = await tx
        .insert(spinPrizeAwards)
        .values({ websiteId: site.id, campaignId: campaign.id, prizeId: prize.id, awarded: 1 })
        .onConflictDoUpdate({
          target: [spinPrizeAwards.websiteId, spinPrizeAwards.campaignId, spinPrizeAwards.prizeId],
          set: { awarded: sql`${spinPrizeAwards.awarded} + 1` },
          setWhere: sql`${spinPrizeAwards.awarded} < ${prize.stock}`,
        })
        .returning({ awarded: spinPrizeAwards.awarded });
      if (counted.length === 0) prize = null;
    }

    const leadId = prize ? await storePrizeLead(tx as unknown as Db, input, claimed.id, prize.label) : null;
    const [done] = await tx
      .update(spinEntries)
      .set({ prizeId: prize?.id ?? null, prizeLabel: prize?.label ?? null, leadId })
      .where(eq(spinEntries.id, claimed.id))
      .returning();
    return { entry: done, duplicate: false };
  });
}

/** The prize as a lead through the lead pipeline (stored with one delivery per target; the worker delivers it). */
async function storePrizeLead(tx: Db, input: SpinInput, entryId: number, prizeLabel: string): Promise<string> {
  const { site, campaign, user, entry, now } = input;
  const location = site.locations.find((l) => l.primary) ?? site.locations[0];
  const dealership = site.dealerships.find((d) => d.id === location?.dealershipId) ?? site.dealerships[0];
  const message = `Spin to win prize: ${prizeLabel}. Campaign: ${campaign.name} (${campaign.id}), entry ${entryId}. Please contact the winner to arrange the prize.`;
  const form = {
    name: entry.name,
    email: entry.email,
    phone: user.phone,
    message,
    category: "Spin to Win",
    preferred_contact_method: "Phone",
    opt_in: false,
    event_id: site.settings.forms.defaultEventId,
  };
  const payload: LeadPayload & { ip?: string; spin?: Record<string, unknown> } = {
    version: 1,
    website: { slug: site.slug, name: site.name },
    form,
    ...(dealership
      ? {
          dealership: {
            id: dealership.id,
            slug: dealership.slug,
            name: dealership.name,
            // ADF needs the vendor's phone or email: the site's own contact when the dealership has none.
            phone: dealership.phone ?? (site.settings.contact.phone || null),
            email: dealership.email ?? (site.settings.contact.email || null),
          },
        }
      : {}),
    ...(location
      ? {
          location: {
            id: location.id,
            slug: location.slug,
            name: location.name,
            address: location.address,
            ...(location.contactDetail.phone ? { phone: location.contactDetail.phone } : {}),
            ...(location.contactDetail.email ? { email: location.contactDetail.email } : {}),
          },
        }
      : {}),
    ...(input.ip ? { ip: input.ip } : {}),
    spin: { campaignId: campaign.id, campaignName: campaign.name, entryId, prize: prizeLabel },
  };
  const [lead] = await tx
    .insert(leads)
    .values({
      websiteId: site.id,
      // One lead per entry, whatever happens: the entry is unique per shopper and campaign.
      idempotencyKey: `spin:${campaign.id}:${entryId}`,
      kind: "enquiry",
      eventId: form.event_id,
      category: form.category,
      subcategory: null,
      dealershipId: dealership?.id ?? null,
      locationId: location?.id ?? null,
      carId: null,
      name: entry.name,
      email: entry.email ?? null,
      phone: user.phone,
      payload,
      sourceUrl: input.sourceUrl ?? null,
      createdAt: now,
    })
    .returning({ id: leads.id });
  await tx.insert(leadDeliveries).values(
    // Routed like every lead (domain/leads/targets.ts): by its own kind and the location it names.
    deliveryRows(site.settings.leads.targets, site.slug, { kind: "spin-to-win", locationSlug: location?.slug }).map((t) => ({
      leadId: lead.id,
      websiteId: site.id,
      target: t.target,
      destination: t.destination,
      status: "pending",
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  return lead.id;
}
