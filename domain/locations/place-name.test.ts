import { describe, expect, it } from "vitest";
import { placeName } from "./place-name";

describe("a location's name for shoppers", () => {
  it("adds the city unless the name says it", () => {
    expect(placeName({ name: "Westside Auto Exchange Cannington", city: "Cannington" })).toBe("Westside Auto Exchange Cannington");
    expect(placeName({ name: "Harbour Toyota Service", city: "Mackay" })).toBe("Harbour Toyota Service, Mackay");
    expect(placeName({ name: "Coastal Kia MAROOCHYDORE", city: "Maroochydore" })).toBe("Coastal Kia MAROOCHYDORE");
    expect(placeName({ name: "Ridge Caravans", city: " " })).toBe("Ridge Caravans");
  });
});
