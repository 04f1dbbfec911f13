/** The vehicle page's Reserve / Buy Online button: where it goes and what it says, when the dealer offers it for this car. */
import { checkoutOffer } from "~/domain/checkout";
import type { WebsiteSettings } from "~/domain/settings/schema";

export type CheckoutLink = { href: string; label: string; deposit: number; refundable: boolean };

export function checkoutLink(
  settings: WebsiteSettings,
  car: { slug: string; status: string; reserved: boolean; carType: string; make: string; depositAmount: number | null },
): CheckoutLink | null {
  const offer = checkoutOffer(car, settings.onlineReservation);
  if (!offer) return null;
  const buy = settings.onlineReservation.pathSegment === "buy-online";
  return {
    href: `/cars/${car.slug}/${settings.onlineReservation.pathSegment}`,
    label: buy ? "Buy Online" : "Reserve Online",
    deposit: offer.depositAmount,
    refundable: offer.refundable,
  };
}
