import { describe, expect, it } from "vitest";
import { carSpecRows, specLabel, type SpecCar, type SpecKey } from "./specifications";

const car: SpecCar = {
  carType: "used",
  status: "coming_soon",
  year: 2021,
  make: "Kia",
  model: "Carnival",
  badge: "",
  km: 48_250,
  body: "peopleMover",
  transmission: "automatic",
  fuel: "phev",
  drive: "fwd",
  engine: "",
  cylinders: 4,
  colour: "Panthera Metal",
  interiorColour: "",
  seats: 8,
  doors: 5,
  fuelConsumption: 6.5,
  stocknum: "K1234",
  vin: "KNAXXXXXXXX123456",
  rego: null,
};

const ALL: SpecKey[] = [
  "carType",
  "status",
  "year",
  "make",
  "model",
  "badge",
  "km",
  "body",
  "transmission",
  "fuel",
  "drive",
  "engine",
  "cylinders",
  "colour",
  "interiorColour",
  "seats",
  "doors",
  "fuelConsumption",
  "stocknum",
  "vin",
  "rego",
];

describe("car spec rows", () => {
  it("label each detail with the shared vehicle labels, in the order asked", () => {
    const rows = carSpecRows(car, ["body", "fuel", "transmission", "drive", "carType", "status", "km", "fuelConsumption", "seats"]);
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Body", "People Mover"],
      ["Fuel", "PHEV"],
      ["Transmission", "Automatic"],
      ["Drive", "FWD"],
      ["Condition", "Used"],
      ["Availability", "Coming soon"],
      ["Kilometres", "48,250 km"],
      ["Fuel economy", "6.5 L/100 km"],
      ["Seats", "8"],
    ]);
  });

  it("give null for a detail the car does not have, for each view to leave out or dash", () => {
    const rows = carSpecRows({ ...car, cylinders: null, fuelConsumption: 0, stocknum: undefined }, ALL);
    const missing = rows.filter((r) => r.value === null).map((r) => r.key);
    expect(missing).toEqual(["badge", "engine", "cylinders", "interiorColour", "fuelConsumption", "stocknum", "rego"]);
  });

  it("name every row", () => {
    for (const key of ALL) expect(specLabel(key)).toMatch(/^[A-Z]/);
    expect(carSpecRows(car, ALL).map((r) => r.label)).toEqual(ALL.map(specLabel));
  });
});
