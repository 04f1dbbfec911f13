/** The one tag a stock card shows, by the spec's priority (000 §4). */
import { fuelLabel } from "./labels";

export type CardTagKind = "sold" | "fuel" | "reserved" | "certified" | "text" | "coming-soon" | "just-arrived";
export type CardTag = { kind: CardTagKind; label: string };

export type TaggableCar = {
  status: string;
  reserved: boolean;
  certified: boolean;
  carType: string;
  tag: string;
  fuel: string;
  arrivedAt: number;
};

export type TagSettings = {
  fuelTags: boolean;
  soldTag: string;
  reservedTag: string;
  comingSoonTag: string;
  justArrivedDays: number;
  justArrivedText: string;
};

/** The fuels that earn a card a tag. */
const TAGGED_FUELS = new Set(["electric", "hybrid", "phev"]);
const DAY_MS = 86_400_000;

export function isUnavailable(car: Pick<TaggableCar, "status">): boolean {
  return car.status === "sold";
}

export function cardTag(car: TaggableCar, settings: TagSettings, now: number): CardTag | null {
  if (isUnavailable(car)) return { kind: "sold", label: settings.soldTag };
  if (settings.fuelTags && TAGGED_FUELS.has(car.fuel)) return { kind: "fuel", label: fuelLabel(car.fuel) };
  if (car.reserved) return { kind: "reserved", label: settings.reservedTag };
  if (car.certified && car.carType === "used") return { kind: "certified", label: "Certified Pre-Owned" };
  if (car.tag.trim()) return { kind: "text", label: car.tag.trim() };
  if (car.status === "coming_soon") return { kind: "coming-soon", label: settings.comingSoonTag };
  if (now - car.arrivedAt <= settings.justArrivedDays * DAY_MS && car.arrivedAt <= now) {
    return { kind: "just-arrived", label: settings.justArrivedText };
  }
  return null;
}
