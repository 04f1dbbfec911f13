import { describe, expect, it } from "vitest";
import { isReservationReference, reservationReference } from "./reference";
import { acceptedCards, fulfilmentText, nextStepText, reservationTerms, returnPolicyLines, tryOutNoun } from "./terms";
import { dealerTimeZone, formatInZone } from "./time-zone";

describe("hold expiry in the dealer's time zone", () => {
  const at = new Date("2026-11-27T03:30:00Z");
  it("reads the dealer's clock: daylight saving in Sydney, none in Brisbane or Perth", () => {
    expect(formatInZone(at, dealerTimeZone("NSW"))).toBe("Friday 27 November 2026, 2:30 pm AEDT");
    expect(formatInZone(at, dealerTimeZone("qld"))).toBe("Friday 27 November 2026, 1:30 pm AEST");
    expect(formatInZone(at, dealerTimeZone("WA"))).toBe("Friday 27 November 2026, 11:30 am AWST");
  });
  it("falls back to the dealer's default state for an unknown one, QLD unless the dealer sets another", () => {
    expect(dealerTimeZone("")).toBe("Australia/Brisbane");
    expect(dealerTimeZone(null, "VIC")).toBe("Australia/Melbourne");
    expect(dealerTimeZone("Narnia", "WA")).toBe("Australia/Perth");
  });
});

describe("terms and card strip", () => {
  it("says the deposit, the hours, refundability and how to cancel", () => {
    const lines = reservationTerms({ depositAmount: 200, holdHours: 48, refundable: true }).join(" ");
    expect(lines).toContain("$200 deposit reserves this car");
    expect(lines).toContain("48 hours from the moment your payment is confirmed");
    expect(lines).toContain("fully refundable");
    expect(lines).toContain("Cancel from your reservation's page or My Garage");
    expect(lines).toContain("refunded automatically");
  });
  it("names the vehicle by its kind, and promises no refund the dealer does not give", () => {
    const offer = { depositAmount: 500, holdHours: 24, refundable: true };
    expect(reservationTerms(offer, { vehicleKind: "motorcycle" })[0]).toContain("reserves this motorcycle");
    expect(reservationTerms(offer, { vehicleKind: "caravan" })[0]).toContain("reserves this caravan");
    const kept = reservationTerms({ ...offer, refundable: false }).join(" ");
    expect(kept).toContain("not refundable");
    expect(kept).not.toContain("refunded");
  });
  it("shows wallets only where the provider takes them", () => {
    expect(acceptedCards({ wallets: false })).toEqual(["Mastercard", "Visa", "Maestro"]);
    expect(acceptedCards({ wallets: true })).toEqual(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]);
  });
  it("return policy: 14 days, 500 km, a quarter tank, keys", () => {
    expect(returnPolicyLines({ days: 14, maxKm: 500 })).toEqual([
      "14-day money back or exchange.",
      "At most 500 km driven since delivery.",
      "At least a quarter tank of fuel.",
      "All keys and accessories returned.",
    ]);
  });
  it("return policy by kind: a motorcycle is ridden, an electric car comes back charged, a caravan has no km or tank", () => {
    expect(returnPolicyLines({ days: 14, maxKm: 500 }, { vehicleKind: "motorcycle", fuel: "petrol" })[1]).toBe(
      "At most 500 km ridden since delivery.",
    );
    expect(returnPolicyLines({ days: 14, maxKm: 500 }, { vehicleKind: "car", fuel: "electric" })[2]).toBe(
      "At least a quarter charge in the battery.",
    );
    expect(returnPolicyLines({ days: 7, maxKm: 500 }, { vehicleKind: "caravan" })).toEqual([
      "7-day money back or exchange.",
      "All keys and accessories returned.",
    ]);
  });
  it("next steps: a test drive for a car, a test ride for a motorcycle, none for a caravan; an order is confirmed", () => {
    expect(tryOutNoun("car")).toBe("test drive");
    expect(nextStepText("reserve", "car")).toBe("an inspection, a test drive and the paperwork");
    expect(nextStepText("reserve", "motorcycle")).toBe("an inspection, a test ride and the paperwork");
    expect(nextStepText("reserve", "caravan")).toBe("an inspection and the paperwork");
    expect(nextStepText("buy", "caravan")).toBe("the order, delivery or pick-up, trade-in and finance");
  });
  it("an order's delivery names the postcode, the distance and the calculator's price; pick-up says so", () => {
    const delivery = { kind: "priced", distanceKm: 1240, cost: 1350 };
    expect(fulfilmentText({ fulfilment: "delivery", postcode: "4000", delivery })).toBe("Delivery to postcode 4000 (1,240 km): $1,350.");
    expect(fulfilmentText({ fulfilment: "delivery", postcode: "2300", delivery: { kind: "free", distanceKm: 8, cost: 0 } })).toBe(
      "Delivery to postcode 2300 (8 km): free.",
    );
    expect(fulfilmentText({ fulfilment: "pickup" })).toBe("Pick-up from the dealership.");
    expect(fulfilmentText({})).toBeNull();
  });
  it("references are readable and recognised", () => {
    const ref = reservationReference(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(ref).toBe("RS-2345-6789");
    expect(isReservationReference(ref)).toBe(true);
    expect(isReservationReference("RS-0000-0000")).toBe(false);
  });
});
