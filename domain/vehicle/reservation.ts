import type { WebsiteSettings } from "~/domain/settings/schema";

export type ReservationOffer = { depositAmount: number; holdHours: number; refundable: boolean };

type ReservableCar = { status: string; reserved: boolean; carType: string; make: string; depositAmount: number | null };

/**
 * Whether the dealer offers this car for online reservation, and on what terms: reservation switched
 * on, the car neither sold nor already reserved, and within the dealer's used-only and make limits.
 * The deposit is the car's own amount, else the dealer's (default $200); the hold, the dealer's hours.
 */
export function reservationOffer(car: ReservableCar, settings: WebsiteSettings["onlineReservation"]): ReservationOffer | null {
  if (!settings.enabled || car.status === "sold" || car.reserved) return null;
  if (settings.onlyUsed && car.carType !== "used") return null;
  if (settings.onlyMakes.length > 0 && !settings.onlyMakes.some((m) => m.toLowerCase() === car.make.toLowerCase())) return null;
  return { depositAmount: car.depositAmount ?? settings.depositAmount, holdHours: settings.holdHours, refundable: settings.refundable };
}
