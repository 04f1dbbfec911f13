import { describe, expect, it } from "vitest";
import { BODY_LABELS, DRIVE_LABELS, FUEL_LABELS, TRANSMISSION_LABELS, VEHICLE_KIND_LABELS } from "~/domain/stock/labels";
import { CATALOGUE, CARAVAN_BODIES, CAR_BODIES, FUELS, MOTORCYCLE_BODIES, VEHICLE_KINDS } from "./catalogue";

describe("demo catalogue values", () => {
  it("each have a label of their own", () => {
    const has = (labels: Readonly<Record<string, string>>, value: string) =>
      value === "" || Object.hasOwn(labels, value.toLowerCase()) || Object.hasOwn(labels, value);
    for (const body of [...CAR_BODIES, ...CARAVAN_BODIES, ...MOTORCYCLE_BODIES]) expect(has(BODY_LABELS, body), body).toBe(true);
    for (const fuel of FUELS) expect(has(FUEL_LABELS, fuel), fuel).toBe(true);
    for (const kind of VEHICLE_KINDS) expect(has(VEHICLE_KIND_LABELS, kind), kind).toBe(true);
    const badges = CATALOGUE.flatMap((make) => make.models.flatMap((model) => model.badges));
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) {
      expect(has(DRIVE_LABELS, badge.drive), badge.drive).toBe(true);
      expect(has(TRANSMISSION_LABELS, badge.transmission), badge.transmission).toBe(true);
    }
  });
});
