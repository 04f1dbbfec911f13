import { describe, expect, it } from "vitest";
import { isReservationReference, reservationReference } from "./reference";
import { acceptedCards, reservationTerms, returnPolicyLines } from "./terms";
import { dealerTimeZone, formatInZone } from "./time-zone";

describe("hold expiry in the dealer's time zone", () => {
  const at = new Date("2026-11-27T03:30:00Z");
  it("reads the dealer's clock: daylight saving in Sydney, none in Brisbane or Perth", () => {
    expect(formatInZone(at, dealerTimeZone("NSW"))).toBe("Friday 27 November 2026, 2:30 pm AEDT");
    expect(formatInZone(at, dealerTimeZone("qld"))).toBe("Friday 27 November 2026, 1:30 pm AEST");
    expect(formatInZone(at, dealerTimeZone("WA"))).toBe("Friday 27 November 2026, 11:30 am AWST");
  });
  it("falls back to Sydney for an unknown state", () => {
    expect(dealerTimeZone("")).toBe("Australia/Sydney");
  });
});

describe("terms and card strip", () => {
  it("says the deposit, the hours, refundability and how to cancel", () => {
    const lines = reservationTerms({ depositAmount: 200, holdHours: 48, refundable: true }).join(" ");
    expect(lines).toContain("$200 deposit");
    expect(lines).toContain("48 hours from the moment your payment is confirmed");
    expect(lines).toContain("fully refundable");
    expect(lines).toContain("Cancel from My Garage");
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
  it("references are readable and recognised", () => {
    const ref = reservationReference(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(ref).toBe("RS-2345-6789");
    expect(isReservationReference(ref)).toBe(true);
    expect(isReservationReference("RS-0000-0000")).toBe(false);
  });
});
