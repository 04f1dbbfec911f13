/** What the shopper reads before paying: the reservation's terms, the return policy, and the card strip. */
import { groupDigits } from "~/domain/stock/format";
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

/** What the deposit buys, in the order a shopper asks: how much, how long, can I get it back, how do I cancel. */
export function reservationTerms(offer: ReservationOffer, vehicle = "car"): string[] {
  return [
    `A ${dollars(offer.depositAmount)} deposit reserves this ${vehicle} for you: nobody else can buy or reserve it for ${offer.holdHours} hours from the moment your payment is confirmed.`,
    offer.refundable
      ? "The deposit is fully refundable: cancel any time before you buy and it goes back to your card, usually within 5 to 10 business days."
      : "The deposit is not refundable once the hold starts.",
    `Cancel from My Garage or by calling us. If you do not buy within ${offer.holdHours} hours, the hold ends and the deposit is refunded automatically.`,
    "When you buy, the deposit comes off the price.",
  ];
}

export type ReturnPolicy = { days: number; maxKm: number };

/** The return policy (spec 001 §9): money back or exchange within the days, with the km, fuel and keys conditions. */
export function returnPolicyLines(p: ReturnPolicy): string[] {
  return [
    `${p.days}-day money back or exchange.`,
    `At most ${groupDigits(p.maxKm)} km driven since delivery.`,
    "At least a quarter tank of fuel.",
    "All keys and accessories returned.",
  ];
}
