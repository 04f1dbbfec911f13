import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { reservationOffer } from "./reservation";

const car = { status: "in_stock", reserved: false, carType: "new", make: "Toyota", depositAmount: null };
const settings = (input: Record<string, unknown> = {}) =>
  parseWebsiteSettings({ onlineReservation: { enabled: true, ...input } }).onlineReservation;

describe("online reservation offer", () => {
  it("offers the dealer's default: a $200 refundable deposit held 48 hours", () => {
    expect(reservationOffer(car, settings())).toEqual({ depositAmount: 200, holdHours: 48, refundable: true });
  });

  it("takes the car's own deposit and the dealer's hold and refund terms", () => {
    expect(reservationOffer({ ...car, depositAmount: 500 }, settings({ holdHours: 72, refundable: false }))).toEqual({
      depositAmount: 500,
      holdHours: 72,
      refundable: false,
    });
  });

  it("offers nothing when switched off, or for a sold or already reserved car", () => {
    expect(reservationOffer(car, parseWebsiteSettings({}).onlineReservation)).toBeNull();
    expect(reservationOffer({ ...car, status: "sold" }, settings())).toBeNull();
    expect(reservationOffer({ ...car, reserved: true }, settings())).toBeNull();
    expect(reservationOffer({ ...car, status: "coming_soon" }, settings())).not.toBeNull();
  });

  it("keeps to the dealer's used-only and make limits, makes compared without case", () => {
    expect(reservationOffer(car, settings({ onlyUsed: true }))).toBeNull();
    expect(reservationOffer({ ...car, carType: "used" }, settings({ onlyUsed: true }))).not.toBeNull();
    expect(reservationOffer(car, settings({ onlyMakes: ["Kia"] }))).toBeNull();
    expect(reservationOffer(car, settings({ onlyMakes: ["Kia", "toyota"] }))).not.toBeNull();
  });
});
