import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM } from "~/domain/vehicle/geo";
import { byDistance, checkPostcode, distanceText } from "./nearest";

const maroochydore = { slug: "maroochydore", latitude: -26.6598, longitude: 153.0788 };
const noosaville = { slug: "noosaville", latitude: -26.4055, longitude: 153.0476 };
const caloundra = { slug: "caloundra", latitude: -26.7865, longitude: 153.1035 };

describe("nearest locations", () => {
  it("sorts nearest first from the shopper's point, by the haversine distance on a 6371 km earth", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    const fromNoosa = byDistance([caloundra, maroochydore, noosaville], { lat: -26.39, lng: 153.09 });
    expect(fromNoosa.map((l) => l.slug)).toEqual(["noosaville", "maroochydore", "caloundra"]);
    expect(fromNoosa[0].distanceKm).toBeGreaterThan(4);
    expect(fromNoosa[0].distanceKm).toBeLessThan(5);
    const fromCaloundra = byDistance([noosaville, maroochydore, caloundra], { lat: -26.8, lng: 153.12 });
    expect(fromCaloundra.map((l) => l.slug)).toEqual(["caloundra", "maroochydore", "noosaville"]);
  });
  it("gives one degree of latitude as 6371·π/180 km", () => {
    const [one] = byDistance([{ latitude: 1, longitude: 0 }], { lat: 0, lng: 0 });
    expect(one.distanceKm).toBeCloseTo((6371 * Math.PI) / 180, 6);
  });
  it("keeps the given order for equal distances", () => {
    const a = { id: "a", latitude: 0, longitude: 1 };
    const b = { id: "b", latitude: 0, longitude: -1 };
    expect(byDistance([a, b], { lat: 0, lng: 0 }).map((l) => l.id)).toEqual(["a", "b"]);
  });
  it("writes distances for cards", () => {
    expect(distanceText(0.85)).toBe("850 m");
    expect(distanceText(4.26)).toBe("4.3 km");
    expect(distanceText(1234.4)).toBe("1,234 km");
  });
});

describe("postcode field", () => {
  it("takes exactly 4 digits, else says so", () => {
    expect(checkPostcode(" 4558 ")).toEqual({ ok: true, postcode: "4558" });
    for (const bad of ["455", "45581", "45a8", ""]) {
      expect(checkPostcode(bad)).toEqual({ ok: false, message: "Invalid postcode. Please enter a 4-digit number." });
    }
  });
});
