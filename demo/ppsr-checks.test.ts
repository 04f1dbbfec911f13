import { describe, expect, it } from "vitest";
import { generatePpsrChecks, PPSR_CHECKS_PER_SITE } from "./ppsr-checks";

describe("demo PPSR checks", () => {
  const now = new Date("2026-11-25T00:00:00Z");
  const cars = [
    ...Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      websiteId: 1,
      vin: `VIN${i + 1}`,
      carType: i % 2 ? "used" : "new",
      status: "in_stock",
    })),
    { id: 20, websiteId: 2, vin: "", carType: "used", status: "in_stock" },
    { id: 21, websiteId: 2, vin: "VIN21", carType: "used", status: "sold" },
    { id: 22, websiteId: 2, vin: "VIN22", carType: "used", status: "in_stock" },
  ];

  it("records searches for a few used cars with a VIN per site, each of that car's VIN, before the seed day", () => {
    const checks = generatePpsrChecks(cars, now);
    expect(checks.filter((c) => c.websiteId === 1).map((c) => c.carId)).toEqual([2, 4, 6, 8].slice(0, PPSR_CHECKS_PER_SITE));
    expect(checks.filter((c) => c.websiteId === 2).map((c) => c.carId)).toEqual([22]);
    for (const c of checks) {
      expect(c.vin).toBe(`VIN${c.carId}`);
      expect(c.searchedAt.getTime()).toBeLessThan(now.getTime());
    }
    expect(checks.filter((c) => c.encumbered)).toHaveLength(1);
  });
});
