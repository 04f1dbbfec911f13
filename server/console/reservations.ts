/**
 * The console's reservations (issue 12's dealer side): every online reservation and buy-online order of one dealer,
 * live first, and the dealer's two decisions on a held car: release it (the deposit goes back: domain/checkout/hold.ts)
 * or complete the sale to the shopper who reserved it. Scoped by the dealer's id in every query.
 */
import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import { LIVE_STATUSES, type ReservationStatus } from "~/domain/checkout";
import type { Db } from "~/server/db/client";
import { cars, reservations } from "~/server/db/schema";
import { endReservation, type CheckoutDeps } from "~/server/checkout/reservations";

export const RESERVATION_LIST_LIMIT = 100;

export type ConsoleReservationRow = {
  id: string;
  reference: string;
  kind: string;
  status: ReservationStatus;
  paymentStatus: string;
  depositAmount: number;
  refundable: boolean;
  heldUntil: Date;
  createdAt: Date;
  customer: { name: string; email: string; phone: string };
  car: { id: number; name: string; slug: string; stockNumber: string };
  leadId: string | null;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The dealer's live reservations (soonest hold end first), then the latest ended ones. */
export async function listReservations(
  db: Db,
  websiteId: number,
): Promise<{ live: ConsoleReservationRow[]; ended: ConsoleReservationRow[] }> {
  const select = () =>
    db
      .select({ r: reservations, car: { id: cars.id, name: cars.name, slug: cars.slug, stockNumber: cars.stocknum } })
      .from(reservations)
      .innerJoin(cars, eq(cars.id, reservations.carId));
  const [live, ended] = await Promise.all([
    select()
      .where(and(eq(reservations.websiteId, websiteId), inArray(reservations.status, [...LIVE_STATUSES])))
      .orderBy(reservations.heldUntil)
      .limit(RESERVATION_LIST_LIMIT),
    select()
      .where(and(eq(reservations.websiteId, websiteId), notInArray(reservations.status, [...LIVE_STATUSES])))
      .orderBy(desc(reservations.updatedAt))
      .limit(RESERVATION_LIST_LIMIT),
  ]);
  const row = ({ r, car }: (typeof live)[number]): ConsoleReservationRow => ({
    id: r.id,
    reference: r.reference ?? "",
    kind: r.kind,
    status: r.status as ReservationStatus,
    paymentStatus: r.paymentStatus,
    depositAmount: r.depositAmount,
    refundable: r.refundable,
    heldUntil: r.heldUntil,
    createdAt: r.createdAt,
    customer: { name: text(r.customer.name), email: text(r.customer.email), phone: text(r.customer.phone) },
    car,
    leadId: r.leadId,
  });
  return { live: live.map(row), ended: ended.map(row) };
}

/** One reservation of this dealer, or null (another dealer's id reads as unknown). */
export async function findReservation(db: Db, websiteId: number, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.websiteId, websiteId)));
  return row ?? null;
}

export type ReservationDecision = "release" | "complete";

/** Releases or completes a reservation of this dealer through the one state machine (refund, car flag, watchers). */
export function decideReservation(deps: CheckoutDeps, websiteId: number, id: string, decision: ReservationDecision) {
  return endReservation(deps, { websiteId, reservationId: id, kind: decision });
}
