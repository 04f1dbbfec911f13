import { describe, expect, it } from "vitest";
import { ACTIVITY_DAYS, generateActivity, viewDays } from "./activity";

const now = new Date("2025-07-15T00:00:00Z");
const site = {
  id: 7,
  email: "sales@harbour.example",
  locations: [11, 12, 13],
  cars: Array.from({ length: 400 }, (_, i) => ({
    id: 100 + i,
    price: i % 10 === 0 ? null : 20_000 + i * 10,
    status: i % 7 === 0 ? "sold" : "in_stock",
  })),
};

describe("demo activity", () => {
  const activity = generateActivity(site, { seed: 5005, now });

  it("is the same for the same seed and time", () => {
    expect(generateActivity(site, { seed: 5005, now })).toEqual(activity);
    expect(generateActivity(site, { seed: 5006, now }).leads).not.toEqual(activity.leads);
  });

  it("spreads leads over the last 90 days, by kind and location, about the dealer's cars for sale", () => {
    const first = now.getTime() - ACTIVITY_DAYS * 24 * 3600_000;
    expect(activity.leads.length).toBeGreaterThan(ACTIVITY_DAYS);
    for (const lead of activity.leads) {
      expect(lead.createdAt.getTime()).toBeGreaterThan(first);
      expect(lead.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(site.locations).toContain(lead.locationId);
      if (lead.carId !== null) expect(site.cars.find((c) => c.id === lead.carId)?.status).toBe("in_stock");
    }
    expect(new Set(activity.leads.map((l) => l.kind)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(activity.leads.map((l) => l.locationId)).size).toBe(3);
    expect(new Set(activity.leads.map((l) => l.id)).size).toBe(activity.leads.length);
    expect(activity.leads.every((l) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(l.id))).toBe(true);
  });

  it("delivers each lead to the dealer's email, a few dead-lettered after their attempts", () => {
    expect(activity.deliveries).toHaveLength(activity.leads.length);
    const dead = activity.deliveries.filter((d) => d.status === "dead");
    expect(dead.length).toBeGreaterThan(0);
    expect(dead.length).toBeLessThan(activity.deliveries.length / 10);
    for (const d of dead) {
      expect(d).toMatchObject({ deliveredAt: null, attempts: 6, destination: "sales@harbour.example" });
      const index = activity.leads.findIndex((l) => l.id === d.leadId);
      expect(activity.attempts.filter((a) => a.leadIndex === index && !a.ok)).toHaveLength(6);
    }
    expect(activity.deliveries.filter((d) => d.status === "delivered").every((d) => d.deliveredAt! >= d.createdAt)).toBe(true);
  });

  it("has handled the older leads and left the last days' new, and lowered some prices to the current one", () => {
    const handled = new Set(activity.handling.map((h) => h.leadId));
    const recent = activity.leads.filter((l) => now.getTime() - l.createdAt.getTime() < 2 * 24 * 3600_000);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.some((l) => handled.has(l.id))).toBe(false);
    expect(activity.priceChanges.length).toBeGreaterThan(0);
    for (const change of activity.priceChanges) {
      const car = site.cars.find((c) => c.id === change.carId)!;
      expect(change.newPrice).toBe(car.price);
      expect(change.oldPrice).toBeGreaterThan(change.newPrice);
    }
  });

  it("counts views on the view counter's days, the last 30 up to today", () => {
    const days = viewDays(now);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe("2025-07-15");
    expect(days[0]).toBe("2025-06-16");
  });
});
