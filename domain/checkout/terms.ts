/** What the shopper reads before paying: the reservation's terms, the return policy, and the card strip. */
import { groupDigits } from "~/domain/stock/format";
import { vehicleNoun } from "~/domain/stock/labels";
import type { ReservationOffer } from "~/domain/vehicle/reservation";

export const CARD_BRANDS = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The card strip shows only what the payment provider really takes: wallets only where it offers them. */
export function acceptedCards(provider: { wallets: boolean }): CardBrand[] {
  return CARD_BRANDS.filter((b) => provider.wallets || (b !== "Google Pay" && b !== "Apple Pay"));
}

export function dollars(amount: number): string {
  return `$${groupDigits(amount, 2)}`;
}

/** The vehicle a checkout is for, as far as its words go: its kind (car, motorcycle, caravan) and its fuel. */
export type CheckoutVehicle = { vehicleKind?: string | null; fuel?: string | null };

/** What the deposit buys, in the order a shopper asks: how much, how long, can I get it back, how do I cancel. */
export function reservationTerms(offer: ReservationOffer, vehicle: CheckoutVehicle = {}): string[] {
  const noun = vehicleNoun(vehicle.vehicleKind);
  return [
    `A ${dollars(offer.depositAmount)} deposit reserves this ${noun} for you: nobody else can buy or reserve it for ${offer.holdHours} hours from the moment your payment is confirmed.`,
    offer.refundable
      ? "The deposit is fully refundable: cancel any time before you buy and it goes back to your card, usually within 5 to 10 business days."
      : "The deposit is not refundable once the hold starts.",
    `Cancel from your reservation's page or My Garage in this browser, or call us. If you do not buy within ${offer.holdHours} hours, the hold ends${offer.refundable ? " and the deposit is refunded automatically" : ""}.`,
    "When you buy, the deposit comes off the price.",
  ];
}

export type ReturnPolicy = { days: number; maxKm: number };

/**
 * The return policy (spec 001 §9): money back or exchange within the days, with the km, fuel and keys conditions.
 * A caravan has neither odometer nor tank, so only the days and the keys apply; an electric vehicle comes back charged.
 */
export function returnPolicyLines(p: ReturnPolicy, vehicle: CheckoutVehicle = {}): string[] {
  const caravan = vehicle.vehicleKind === "caravan";
  return [
    `${p.days}-day money back or exchange.`,
    ...(caravan
      ? []
      : [`At most ${groupDigits(p.maxKm)} km ${vehicle.vehicleKind === "motorcycle" ? "ridden" : "driven"} since delivery.`]),
    ...(caravan ? [] : [vehicle.fuel === "electric" ? "At least a quarter charge in the battery." : "At least a quarter tank of fuel."]),
    "All keys and accessories returned.",
  ];
}

/** What a shopper does with a vehicle before buying it: a test drive, a test ride (motorcycle), nothing for a caravan. */
export function tryOutNoun(vehicleKind: string | null | undefined): string | null {
  if (vehicleKind === "caravan") return null;
  return vehicleKind === "motorcycle" ? "test ride" : "test drive";
}

/** What the dealer arranges after a paid reservation or order: the shopper reads it, and the dealer's lead asks for it. */
export function nextStepText(kind: string, vehicleKind: string | null | undefined): string {
  if (kind === "buy") return "the order, delivery or pick-up, trade-in and finance";
  const tryOut = tryOutNoun(vehicleKind);
  return tryOut ? `an inspection, a ${tryOut} and the paperwork` : "an inspection and the paperwork";
}

/** A buy-online order's delivery or pick-up, priced by the delivery calculator when the order was placed. */
export function fulfilmentText(order: Record<string, unknown>): string | null {
  if (order.fulfilment === "pickup") return "Pick-up from the dealership.";
  if (order.fulfilment !== "delivery") return null;
  const where = `Delivery to postcode ${typeof order.postcode === "string" ? order.postcode : ""}`;
  const quote = order.delivery as { kind?: string; distanceKm?: number; cost?: number } | undefined;
  if (!quote || typeof quote.distanceKm !== "number") return `${where}.`;
  return `${where} (${groupDigits(quote.distanceKm)} km): ${quote.kind === "free" ? "free" : dollars(quote.cost ?? 0)}.`;
}
