import { describe, expect, it } from "vitest";
import { bodySelectorOptions } from "./body-selector";

const counts = [
  { value: "sedan", count: 10 },
  { value: "suv", count: 30 },
  { value: "ute", count: 10 },
  { value: "hatch", count: 20 },
  { value: "wagon", count: 5 },
  { value: "caravan", count: 50 },
  { value: "van", count: 0 },
];

describe("body selector", () => {
  it("shows 4 recognised bodies by count descending, then name descending", () => {
    expect(bodySelectorOptions(counts, { limit: 4, customBodies: [], customLimit: 20 }).map((c) => c.value)).toEqual([
      "suv",
      "hatch",
      "ute",
      "sedan",
    ]);
  });
  it("shows up to 20 of the dealer's custom bodies", () => {
    const result = bodySelectorOptions(counts, { limit: 4, customBodies: ["caravan", "sedan", "wagon", "suv", "hatch"], customLimit: 20 });
    expect(result.map((c) => c.value)).toEqual(["caravan", "suv", "hatch", "sedan", "wagon"]);
  });
});
