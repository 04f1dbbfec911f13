/**
 * Whether a vehicle page shows the car, says it is gone (410) or does not exist (404).
 * Visible: in stock or coming soon, or sold within the dealer's sold days, and shown on the website (001 §5).
 * A car of another dealer is never shown on this dealer's host.
 */
export type PageCar = { websiteId: number; status: string; shownOnWebsite: boolean; soldAt: Date | number | null };

export type CarPageState = "show" | "gone" | "not-found";

const DAY_MS = 86_400_000;

export function isCarVisible(car: PageCar, soldDays: number, now: number): boolean {
  if (!car.shownOnWebsite) return false;
  if (car.status === "in_stock" || car.status === "coming_soon") return true;
  if (car.status !== "sold") return false;
  const soldAt = car.soldAt === null ? null : typeof car.soldAt === "number" ? car.soldAt : car.soldAt.getTime();
  // As in search: a sold car without a sale date is not shown.
  return soldAt !== null && now - soldAt <= soldDays * DAY_MS;
}

export function carPageState(car: PageCar | null, websiteId: number, soldDays: number, now: number): CarPageState {
  if (!car) return "not-found";
  if (car.websiteId !== websiteId) return "gone";
  return isCarVisible(car, soldDays, now) ? "show" : "gone";
}
