import { describe, expect, it } from "vitest";
import { cardTag, type TaggableCar, type TagSettings } from "./card-tag";

const NOW = Date.UTC(2026, 10, 21);
const DAY = 86_400_000;
const settings: TagSettings = {
  fuelTags: true,
  soldTag: "JUST SOLD",
  reservedTag: "Reserved",
  comingSoonTag: "COMING SOON",
  justArrivedDays: 8,
  justArrivedText: "New",
};
const everything: TaggableCar = {
  status: "coming_soon",
  reserved: true,
  certified: true,
  carType: "used",
  tag: "One Owner",
  fuel: "hybrid",
  arrivedAt: NOW - DAY,
};

describe("cardTag priority", () => {
  it("walks the spec's order as each higher tag drops away", () => {
    let car = { ...everything };
    expect(cardTag(car, settings, NOW)).toEqual({ kind: "fuel", label: "Hybrid" });
    expect(cardTag(car, { ...settings, fuelTags: false }, NOW)?.kind).toBe("reserved");
    car = { ...car, reserved: false };
    expect(cardTag(car, { ...settings, fuelTags: false }, NOW)?.kind).toBe("certified");
    car = { ...car, certified: false };
    expect(cardTag(car, { ...settings, fuelTags: false }, NOW)).toEqual({ kind: "text", label: "One Owner" });
    car = { ...car, tag: "  " };
    expect(cardTag(car, { ...settings, fuelTags: false }, NOW)).toEqual({ kind: "coming-soon", label: "COMING SOON" });
    car = { ...car, status: "in_stock" };
    expect(cardTag(car, { ...settings, fuelTags: false }, NOW)).toEqual({ kind: "just-arrived", label: "New" });
    car = { ...car, arrivedAt: NOW - 9 * DAY };
    expect(cardTag(car, { ...settings, fuelTags: false }, NOW)).toBeNull();
  });
  it("gives only electric, hybrid and PHEV a fuel tag", () => {
    expect(cardTag({ ...everything, fuel: "phev" }, settings, NOW)?.label).toBe("PHEV");
    expect(cardTag({ ...everything, fuel: "electric" }, settings, NOW)?.label).toBe("Electric");
    expect(cardTag({ ...everything, fuel: "diesel" }, settings, NOW)?.kind).toBe("reserved");
  });
  it("shows the sold tag on an unavailable car above everything else", () => {
    expect(cardTag({ ...everything, status: "sold" }, settings, NOW)).toEqual({ kind: "sold", label: "JUST SOLD" });
  });
  it("counts just-arrived within the dealer's days, inclusive", () => {
    const car = { ...everything, status: "in_stock", reserved: false, certified: false, tag: "", fuel: "petrol" };
    expect(cardTag({ ...car, arrivedAt: NOW - 8 * DAY }, settings, NOW)?.kind).toBe("just-arrived");
    expect(cardTag({ ...car, arrivedAt: NOW - 8 * DAY - 1 }, settings, NOW)).toBeNull();
    expect(cardTag({ ...car, arrivedAt: NOW - 2 * DAY }, { ...settings, justArrivedDays: 1, justArrivedText: "Fresh" }, NOW)).toBeNull();
  });
  it("shows the certified logo only on used cars", () => {
    const car = { ...everything, status: "in_stock", reserved: false, fuel: "petrol", carType: "new", tag: "", arrivedAt: 0 };
    expect(cardTag(car, settings, NOW)).toBeNull();
  });
});
