/** The console's reservations page (issue 12's dealer side): list, release (deposit back) or complete a sale. */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { dealerTimeZone, formatInZone, isLive, type ReservationStatus } from "~/domain/checkout";
import { can } from "~/domain/console/permissions";
import { siteDefaultState } from "~/domain/locations/australian-state";
import { checkoutDeps } from "~/server/checkout/webhook";
import { decideReservation, findReservation, listReservations, type ConsoleReservationRow } from "~/server/console/reservations";
import { auditAction, notFoundUnless, readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { requireSite, runtimeContext } from "~/server/http/router-context";

type Ctx = Readonly<RouterContextProvider>;

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending_payment: "Paying now",
  held: "Held",
  expired: "Expired",
  cancelled: "Cancelled by the shopper",
  released: "Released",
  completed: "Sold to this shopper",
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  unpaid: "Not paid",
  paid: "Paid",
  refund_pending: "Refund under way",
  refunded: "Refunded",
};

export async function loadReservations(context: Ctx) {
  const member = requireStaff(context, "reservations.read");
  const site = requireSite(context);
  const zone = dealerTimeZone(null, siteDefaultState(site.settings));
  const { live, ended } = await listReservations(context.get(runtimeContext).db, member.websiteId);
  const view = (r: ConsoleReservationRow) => ({
    ...r,
    heldUntil: formatInZone(r.heldUntil, zone),
    createdAt: formatInZone(r.createdAt, zone),
    statusLabel: RESERVATION_STATUS_LABELS[r.status] ?? r.status,
    paymentLabel: PAYMENT_STATUS_LABELS[r.paymentStatus] ?? r.paymentStatus,
    canDecide: r.status === "held",
  });
  return { live: live.map(view), ended: ended.map(view), canManage: can(member.role, "reservations.manage") };
}

const decisionSchema = z.object({
  reservation_id: z.string().min(1, "Choose a reservation."),
  intent: z.enum(["release", "complete"], { error: "Choose Release or Sold to this shopper." }),
});

export type ReservationActionData = { ok?: string; formError?: string };

export async function reservationAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "reservations.manage");
  const parsed = decisionSchema.safeParse(await readConsoleForm(request));
  if (!parsed.success) return data<ReservationActionData>({ formError: parsed.error.issues[0].message }, { status: 400 });
  const runtime = context.get(runtimeContext);
  const { reservation_id: id, intent } = parsed.data;
  const before = notFoundUnless(await findReservation(runtime.db, member.websiteId, id), "This reservation");
  if (!isLive(before.status as ReservationStatus) && before.status !== (intent === "release" ? "released" : "completed")) {
    return data<ReservationActionData>({ formError: "This reservation has already ended." }, { status: 409 });
  }
  const out = await decideReservation(checkoutDeps(runtime), member.websiteId, id, intent);
  if (!out.ok) return data<ReservationActionData>({ formError: out.message }, { status: 409 });
  await auditAction(context, member, {
    action: intent === "release" ? "reservation.release" : "reservation.complete",
    subject: before.reference ?? id,
    before: { status: before.status, paymentStatus: before.paymentStatus },
    after: { status: out.reservation.status, paymentStatus: out.reservation.paymentStatus },
  });
  const reference = out.reservation.reference ?? "";
  return data<ReservationActionData>({
    ok:
      intent === "release"
        ? `${reference} released: the car is back on sale${out.reservation.paymentStatus.startsWith("refund") ? " and the deposit is going back to the shopper" : ""}.`
        : `${reference} completed: the deposit comes off the price. Mark the car sold in Stock when it is delivered.`,
  });
}
