/**
 * The leads inbox's queries (issue 19). Every query takes the dealer's website id and filters on it, so a staff
 * member never reads or changes another dealer's lead: an id of another dealer finds nothing, as an unknown id does.
 * A lead's deliveries and their history come from server/leads/lead-queries.ts; a replay goes through
 * server/leads/replay.ts, and the delivery worker takes the delivery from there.
 */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { dayRange, PAGE_SIZE, type InboxFilter, type LeadStatus } from "~/domain/console/lead-inbox";
import type { Db } from "~/server/db/client";
import {
  cars,
  financeApplications,
  leadDeliveries,
  leadHandling,
  leadNotes,
  leads,
  locations,
  phoneReveals,
  reservations,
  staffUsers,
  tradeInCaptures,
} from "~/server/db/schema";
import { getLead } from "~/server/leads/lead-queries";
import { replayDeadDeliveries } from "~/server/leads/replay";
import { writeAudit } from "./audit";

export type InboxRow = {
  id: string;
  kind: string;
  createdAt: Date;
  name: string;
  email: string | null;
  phone: string | null;
  category: string | null;
  location: string | null;
  car: string | null;
  stocknum: string | null;
  status: LeadStatus | null;
  /** Deliveries that gave up (dead-lettered). */
  dead: number;
  partial: boolean;
  reservation: string | null;
  message: string | null;
};

const statusOf = sql<LeadStatus>`coalesce(${leadHandling.status}, 'new')`;

function leadConditions(websiteId: number, filter: InboxFilter): SQL[] {
  const { since, until } = dayRange(filter);
  const conditions: SQL[] = [eq(leads.websiteId, websiteId)];
  if (filter.kind) conditions.push(eq(leads.kind, filter.kind));
  if (filter.location) conditions.push(eq(leads.locationId, filter.location));
  if (since) conditions.push(gte(leads.createdAt, since));
  if (until) conditions.push(lt(leads.createdAt, until));
  if (filter.status) conditions.push(sql`${statusOf} = ${filter.status}`);
  return conditions;
}

function revealConditions(websiteId: number, filter: InboxFilter): SQL[] {
  const { since, until } = dayRange(filter);
  const conditions: SQL[] = [eq(phoneReveals.websiteId, websiteId)];
  if (filter.location) conditions.push(eq(phoneReveals.locationId, filter.location));
  if (since) conditions.push(gte(phoneReveals.createdAt, since));
  if (until) conditions.push(lt(phoneReveals.createdAt, until));
  return conditions;
}

const deadCount = sql<number>`(select count(*)::int from ${leadDeliveries} d where d.lead_id = ${leads.id} and d.website_id = ${leads.websiteId} and d.status = 'dead')`;
const messageOf = sql<string | null>`${leads.payload} -> 'form' ->> 'message'`;

/** One page of the dealer's leads (newest first) and how many match in all. */
export async function listInbox(
  db: Db,
  websiteId: number,
  filter: InboxFilter,
  pageSize = PAGE_SIZE,
): Promise<{ rows: InboxRow[]; total: number }> {
  const page = filter.page ?? 1;
  if (filter.kind === "phone-reveal") {
    const where = and(...revealConditions(websiteId, filter));
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          id: phoneReveals.id,
          createdAt: phoneReveals.createdAt,
          location: locations.name,
          car: cars.name,
          stocknum: cars.stocknum,
        })
        .from(phoneReveals)
        .leftJoin(locations, and(eq(locations.id, phoneReveals.locationId), eq(locations.websiteId, websiteId)))
        .leftJoin(cars, and(eq(cars.id, phoneReveals.carId), eq(cars.websiteId, websiteId)))
        .where(where)
        .orderBy(desc(phoneReveals.createdAt), desc(phoneReveals.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(phoneReveals).where(where),
    ]);
    return {
      total: Number(n),
      rows: rows.map((r) => ({
        id: `reveal-${r.id}`,
        kind: "phone-reveal",
        createdAt: r.createdAt,
        name: "",
        email: null,
        phone: null,
        category: null,
        location: r.location,
        car: r.car,
        stocknum: r.stocknum,
        status: null,
        dead: 0,
        partial: false,
        reservation: null,
        message: null,
      })),
    };
  }
  const where = and(...leadConditions(websiteId, filter));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: leads.id,
        kind: leads.kind,
        createdAt: leads.createdAt,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        category: leads.category,
        location: locations.name,
        car: cars.name,
        stocknum: cars.stocknum,
        status: statusOf,
        dead: deadCount,
        partial: sql<boolean>`coalesce(${tradeInCaptures.status} = 'partial', false)`,
        reservation: reservations.reference,
        message: messageOf,
      })
      .from(leads)
      .leftJoin(leadHandling, eq(leadHandling.leadId, leads.id))
      .leftJoin(locations, and(eq(locations.id, leads.locationId), eq(locations.websiteId, websiteId)))
      .leftJoin(cars, and(eq(cars.id, leads.carId), eq(cars.websiteId, websiteId)))
      .leftJoin(tradeInCaptures, and(eq(tradeInCaptures.leadId, leads.id), eq(tradeInCaptures.websiteId, websiteId)))
      .leftJoin(reservations, and(eq(reservations.leadId, leads.id), eq(reservations.websiteId, websiteId)))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(leads).leftJoin(leadHandling, eq(leadHandling.leadId, leads.id)).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, dead: Number(r.dead) })), total: Number(n) };
}

/** Leads nobody has handled yet (no status, or set back to new): the console header's count. */
export async function countNewLeads(db: Db, websiteId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(leads)
    .leftJoin(leadHandling, eq(leadHandling.leadId, leads.id))
    .where(and(eq(leads.websiteId, websiteId), sql`${statusOf} = 'new'`));
  return Number(n);
}

/** A lead of this dealer with its deliveries (each with its attempts), status, notes and what it came with; or undefined. */
export async function leadDetail(db: Db, websiteId: number, leadId: string) {
  const lead = await getLead(db, websiteId, leadId);
  if (!lead) return undefined;
  const [[handling], notes, [car], [location], [reservation], [capture], [finance]] = await Promise.all([
    db
      .select({ status: leadHandling.status, updatedAt: leadHandling.updatedAt })
      .from(leadHandling)
      .where(and(eq(leadHandling.leadId, lead.id), eq(leadHandling.websiteId, websiteId))),
    db
      .select({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt, author: staffUsers.email })
      .from(leadNotes)
      .leftJoin(staffUsers, eq(staffUsers.id, leadNotes.staffUserId))
      .where(and(eq(leadNotes.leadId, lead.id), eq(leadNotes.websiteId, websiteId)))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    lead.carId
      ? db
          .select({ name: cars.name, slug: cars.slug, stocknum: cars.stocknum })
          .from(cars)
          .where(and(eq(cars.id, lead.carId), eq(cars.websiteId, websiteId)))
      : Promise.resolve([]),
    lead.locationId
      ? db
          .select({ name: locations.name })
          .from(locations)
          .where(and(eq(locations.id, lead.locationId), eq(locations.websiteId, websiteId)))
      : Promise.resolve([]),
    db
      .select({
        reference: reservations.reference,
        status: reservations.status,
        kind: reservations.kind,
        depositAmount: reservations.depositAmount,
        paymentStatus: reservations.paymentStatus,
        heldUntil: reservations.heldUntil,
      })
      .from(reservations)
      .where(and(eq(reservations.leadId, lead.id), eq(reservations.websiteId, websiteId))),
    db
      .select({ status: tradeInCaptures.status })
      .from(tradeInCaptures)
      .where(and(eq(tradeInCaptures.leadId, lead.id), eq(tradeInCaptures.websiteId, websiteId))),
    db
      .select({
        id: financeApplications.id,
        kind: financeApplications.kind,
        status: financeApplications.status,
        submittedAt: financeApplications.submittedAt,
      })
      .from(financeApplications)
      .where(and(eq(financeApplications.leadId, lead.id), eq(financeApplications.websiteId, websiteId))),
  ]);
  return {
    lead,
    status: (handling?.status ?? "new") as LeadStatus,
    notes,
    car: car ?? null,
    location: location?.name ?? null,
    reservation: reservation ?? null,
    tradeIn: capture ?? null,
    finance: finance ?? null,
  };
}

type Actor = { id: number; email: string; websiteId: number };

/** Sets a lead's status; the change and the state before it go to the audit log in the same transaction. Undefined: no such lead here. */
export async function setLeadStatus(db: Db, actor: Actor, input: { leadId: string; status: LeadStatus; ip: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, status: statusOf })
      .from(leads)
      .leftJoin(leadHandling, eq(leadHandling.leadId, leads.id))
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, actor.websiteId)))
      .for("update", { of: leads });
    if (!lead) return undefined;
    const now = input.now ?? new Date();
    await tx
      .insert(leadHandling)
      .values({ leadId: lead.id, websiteId: actor.websiteId, status: input.status, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({ target: leadHandling.leadId, set: { status: input.status, updatedBy: actor.id, updatedAt: now } });
    await writeAudit(tx, {
      websiteId: actor.websiteId,
      staffUserId: actor.id,
      actor: actor.email,
      action: "lead.status",
      subject: `lead:${lead.id}`,
      before: { status: lead.status },
      after: { status: input.status },
      ip: input.ip,
      now,
    });
    return { before: lead.status, after: input.status };
  });
}

export async function addLeadNote(db: Db, actor: Actor, input: { leadId: string; body: string; ip: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, actor.websiteId)));
    if (!lead) return undefined;
    const [note] = await tx
      .insert(leadNotes)
      .values({
        leadId: lead.id,
        websiteId: actor.websiteId,
        staffUserId: actor.id,
        body: input.body,
        ...(input.now && { createdAt: input.now }),
      })
      .returning({ id: leadNotes.id });
    await writeAudit(tx, {
      websiteId: actor.websiteId,
      staffUserId: actor.id,
      actor: actor.email,
      action: "lead.note",
      subject: `lead:${lead.id}`,
      before: null,
      after: { note: note.id, body: input.body },
      ip: input.ip,
      now: input.now,
    });
    return note;
  });
}

/**
 * Puts one dead-lettered delivery of this dealer's lead back in the queue (a fresh retry window; the worker takes it on
 * its next round). Undefined: no such lead here; "not-dead": the delivery is not of this lead or not dead-lettered.
 */
export async function replayLeadDelivery(db: Db, actor: Actor, input: { leadId: string; deliveryId: number; ip: string; now?: Date }) {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, actor.websiteId)));
  if (!lead) return undefined;
  return db.transaction(async (tx) => {
    const replayed = await replayDeadDeliveries(tx as unknown as Db, actor.websiteId, {
      leadId: lead.id,
      deliveryIds: [input.deliveryId],
      now: input.now,
    });
    if (replayed.length === 0) return "not-dead" as const;
    await writeAudit(tx, {
      websiteId: actor.websiteId,
      staffUserId: actor.id,
      actor: actor.email,
      action: "lead.replay",
      subject: `lead:${lead.id}`,
      before: { delivery: input.deliveryId, status: "dead" },
      after: { delivery: input.deliveryId, status: "pending" },
      ip: input.ip,
      now: input.now,
    });
    return "replayed" as const;
  });
}

export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 500;

/** Every matching lead for the CSV export, a batch at a time (at most EXPORT_MAX_ROWS). */
export async function* inboxRowsForExport(db: Db, websiteId: number, filter: InboxFilter): AsyncGenerator<InboxRow[]> {
  for (let page = 1; (page - 1) * EXPORT_BATCH < EXPORT_MAX_ROWS; page++) {
    const { rows } = await listInbox(db, websiteId, { ...filter, page }, EXPORT_BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The dealer's locations for the location filter. */
export async function inboxLocations(db: Db, websiteId: number) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.websiteId, websiteId))
    .orderBy(asc(locations.name));
}
