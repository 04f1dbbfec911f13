/**
 * The dealer hears of a paid reservation at once, through the lead pipeline: a stored lead (an enquiry with the
 * category "Online reservation", so ADF says interest="buy") and one delivery per target, inserted in the
 * transaction that confirms the hold. The deposit, reference and hold expiry (in the dealer's time zone) are in
 * the lead's message, which ADF carries as the customer's comments and the text email as the message.
 */
import { eq } from "drizzle-orm";
import type { LeadPayload } from "~/domain/leads/lead-record";
import { deliveryRows } from "~/domain/leads/targets";
import { fulfilmentText, nextStepText, returnPolicyLines } from "~/domain/checkout";
import { vehicleKindLabel, vehicleNoun } from "~/domain/stock/labels";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import type { Db } from "~/server/db/client";
import { cars, dealerships, leadDeliveries, leads, locations, reservations, websites } from "~/server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const RESERVATION_LEAD_CATEGORY = "Online reservation";
export const BUY_ONLINE_LEAD_CATEGORY = "Buy online order";

export function reservationMessage(input: {
  kind: string;
  vehicleKind?: string | null;
  fuel?: string | null;
  reference: string;
  depositAmount: number;
  /** Absent: refundable (the default offer). */
  refundable?: boolean;
  heldUntilText: string;
  order: Record<string, unknown>;
}): string {
  const lines = [
    `${input.kind === "buy" ? "Buy online order" : "Online reservation"} ${input.reference}.`,
    `Deposit paid: $${input.depositAmount} (${input.refundable === false ? "not refundable" : "refundable"}) by card.`,
    `${vehicleKindLabel(vehicleNoun(input.vehicleKind))} held until ${input.heldUntilText}.`,
  ];
  const o = input.order;
  if (input.kind === "buy") {
    lines.push(
      fulfilmentText(o) ?? "Pick-up from the dealership.",
      `Trade-in: ${o.trade_in === "yes" ? "yes, valuation requested" : "no"}.`,
      `Finance: ${o.finance === "yes" ? "yes, wants a quote" : "no"}.`,
      `Return policy accepted: ${returnPolicyLines({ days: Number(o.returnDays ?? 14), maxKm: Number(o.returnKm ?? 500) }, input).join(" ")}`,
      "Please confirm the order with the shopper.",
    );
  } else {
    lines.push(`Please call the shopper to arrange ${nextStepText(input.kind, input.vehicleKind)}.`);
  }
  return lines.join("\n");
}

export async function insertReservationLead(
  tx: Tx,
  input: {
    reservation: typeof reservations.$inferSelect;
    car: typeof cars.$inferSelect;
    site: typeof websites.$inferSelect;
    location: typeof locations.$inferSelect | undefined;
    heldUntilText: string;
    now: Date;
  },
): Promise<string> {
  const { reservation: r, car, site, location, now } = input;
  const settings = parseWebsiteSettings(site.settings);
  const [dealership] = car.dealershipId ? await tx.select().from(dealerships).where(eq(dealerships.id, car.dealershipId)) : [];
  const customer = r.customer as { name: string; email: string; phone: string };
  const message = reservationMessage({
    kind: r.kind,
    reference: r.reference ?? "",
    depositAmount: r.depositAmount,
    refundable: r.refundable,
    heldUntilText: input.heldUntilText,
    order: r.order,
    vehicleKind: car.vehicleKind,
    fuel: car.fuel,
  });
  const category = r.kind === "buy" ? BUY_ONLINE_LEAD_CATEGORY : RESERVATION_LEAD_CATEGORY;
  const payload: LeadPayload = {
    version: 1,
    website: { slug: site.slug, name: site.name },
    form: { name: customer.name, email: customer.email, phone: customer.phone, message, category, preferred_contact_method: "Phone" },
    car: {
      id: car.id,
      slug: car.slug,
      name: car.name,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge,
      colour: car.colour,
      vin: car.vin,
      stocknum: car.stocknum,
      carType: car.carType,
      km: car.km,
      price: car.price,
    },
    ...(dealership
      ? {
          dealership: { id: dealership.id, slug: dealership.slug, name: dealership.name, phone: dealership.phone, email: dealership.email },
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
  };
  const [lead] = await tx
    .insert(leads)
    .values({
      websiteId: site.id,
      idempotencyKey: `reservation-${r.id}`,
      kind: "enquiry",
      eventId: settings.forms.defaultEventId,
      category,
      subcategory: null,
      dealershipId: dealership?.id ?? null,
      locationId: location?.id ?? null,
      carId: car.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      payload,
      sourceUrl: null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [leads.websiteId, leads.idempotencyKey] })
    .returning({ id: leads.id });
  if (!lead) {
    const [first] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.idempotencyKey, `reservation-${r.id}`));
    return first.id;
  }
  // Routed like every lead (domain/leads/targets.ts): by its own kind and the car's location.
  const route = { kind: r.kind === "buy" ? "buy-online" : "reservation", locationSlug: location?.slug } as const;
  await tx.insert(leadDeliveries).values(
    deliveryRows(settings.leads.targets, site.slug, route).map((t) => ({
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

/** The dealer hears of an /online-payment payment through the same pipeline: an enquiry "Online payment" naming the reference and amount. */
export async function insertPaymentLead(
  tx: Tx,
  input: {
    websiteId: number;
    paymentId: string;
    reference: string;
    amountCents: number;
    customer: { name?: string; email?: string };
    now: Date;
  },
): Promise<void> {
  const [site] = await tx.select().from(websites).where(eq(websites.id, input.websiteId));
  if (!site) return;
  const settings = parseWebsiteSettings(site.settings);
  const amount = `$${(input.amountCents / 100).toFixed(2)}`;
  const message = `Online payment of ${amount} for reference ${input.reference} received by card.`;
  const name = input.customer.name ?? "Online payment";
  const [lead] = await tx
    .insert(leads)
    .values({
      websiteId: site.id,
      idempotencyKey: `payment-${input.paymentId}`,
      kind: "enquiry",
      eventId: settings.forms.defaultEventId,
      category: "Online payment",
      name,
      email: input.customer.email ?? null,
      phone: null,
      payload: {
        version: 1,
        website: { slug: site.slug, name: site.name },
        form: { name, email: input.customer.email, message, category: "Online payment", preferred_contact_method: "Email" },
      } satisfies LeadPayload,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: [leads.websiteId, leads.idempotencyKey] })
    .returning({ id: leads.id });
  if (!lead) return;
  await tx.insert(leadDeliveries).values(
    // Routed by its own kind; it has no location, so only targets for every location receive it.
    deliveryRows(settings.leads.targets, site.slug, { kind: "online-payment" }).map((t) => ({
      leadId: lead.id,
      websiteId: site.id,
      target: t.target,
      destination: t.destination,
      status: "pending",
      nextAttemptAt: input.now,
      createdAt: input.now,
    })),
  );
}
