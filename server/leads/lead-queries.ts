/** A website's leads with each lead's delivery history. Every query is scoped by website id. */
import { and, asc, desc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { leadDeliveries, leadDeliveryAttempts, leads } from "~/server/db/schema";
import { DELIVERY_STATUSES, type DeliveryStatus } from "./delivery-worker";

export type DeliveryAttemptView = { ok: boolean; error: string | null; durationMs: number; attemptedAt: Date };
export type DeliveryView = {
  id: number;
  target: string;
  destination: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  deliveredAt: Date | null;
  createdAt: Date;
  history: DeliveryAttemptView[];
};
export type LeadView = typeof leads.$inferSelect & { deliveries: DeliveryView[] };

export type ListLeadsOptions = {
  limit?: number;
  offset?: number;
  /** Only leads with at least one delivery in this status (e.g. "dead"). */
  deliveryStatus?: DeliveryStatus;
  leadId?: string;
};

export async function listLeads(db: Db, websiteId: number, options: ListLeadsOptions = {}): Promise<LeadView[]> {
  const conditions: SQL[] = [eq(leads.websiteId, websiteId)];
  if (options.leadId !== undefined) conditions.push(eq(leads.id, options.leadId));
  if (options.deliveryStatus !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(leadDeliveries)
          .where(
            and(
              eq(leadDeliveries.leadId, leads.id),
              eq(leadDeliveries.websiteId, websiteId),
              eq(leadDeliveries.status, options.deliveryStatus),
            ),
          ),
      ),
    );
  }
  const leadRows = await db
    .select()
    .from(leads)
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(Math.min(options.limit ?? 50, 1000))
    .offset(options.offset ?? 0);
  if (leadRows.length === 0) return [];

  const deliveries = await db
    .select()
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.websiteId, websiteId),
        inArray(
          leadDeliveries.leadId,
          leadRows.map((l) => l.id),
        ),
      ),
    )
    .orderBy(asc(leadDeliveries.id));
  const attempts = deliveries.length
    ? await db
        .select()
        .from(leadDeliveryAttempts)
        .where(
          and(
            eq(leadDeliveryAttempts.websiteId, websiteId),
            inArray(
              leadDeliveryAttempts.deliveryId,
              deliveries.map((d) => d.id),
            ),
          ),
        )
        .orderBy(asc(leadDeliveryAttempts.attemptedAt), asc(leadDeliveryAttempts.id))
    : [];

  const historyByDelivery = new Map<number, DeliveryAttemptView[]>();
  for (const a of attempts) {
    const list = historyByDelivery.get(a.deliveryId) ?? [];
    list.push({ ok: a.ok, error: a.error, durationMs: a.durationMs, attemptedAt: a.attemptedAt });
    historyByDelivery.set(a.deliveryId, list);
  }
  const deliveriesByLead = new Map<string, DeliveryView[]>();
  for (const d of deliveries) {
    const list = deliveriesByLead.get(d.leadId) ?? [];
    list.push({
      id: d.id,
      target: d.target,
      destination: d.destination,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.nextAttemptAt,
      lastError: d.lastError,
      deliveredAt: d.deliveredAt,
      createdAt: d.createdAt,
      history: historyByDelivery.get(d.id) ?? [],
    });
    deliveriesByLead.set(d.leadId, list);
  }
  return leadRows.map((l) => ({ ...l, deliveries: deliveriesByLead.get(l.id) ?? [] }));
}

export async function getLead(db: Db, websiteId: number, leadId: string): Promise<LeadView | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(leadId)) return undefined;
  const [lead] = await listLeads(db, websiteId, { leadId, limit: 1 });
  return lead;
}

/** Lead and delivery counts for one website. */
export async function leadSummary(db: Db, websiteId: number): Promise<{ leads: number; deliveries: Record<DeliveryStatus, number> }> {
  const [[{ n }], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.websiteId, websiteId)),
    db
      .select({ status: leadDeliveries.status, n: sql<number>`count(*)::int` })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.websiteId, websiteId))
      .groupBy(leadDeliveries.status),
  ]);
  const deliveries = Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, 0])) as Record<DeliveryStatus, number>;
  for (const r of rows) deliveries[r.status as DeliveryStatus] = Number(r.n);
  return { leads: Number(n), deliveries };
}
