import { formatKm, groupDigits } from "~/domain/stock/format";
import { bodyLabel, carTypeLabel, driveLabel, fuelLabel, interiorColourLabel, statusLabel, transmissionLabel } from "~/domain/stock/labels";

/** Specifications show the first 4 rows, then all on 'Show all' (000 §9). */
export function visibleSpecs<T>(specs: readonly T[], limit: number, showAll: boolean): { shown: T[]; hidden: number } {
  if (showAll || specs.length <= limit) return { shown: [...specs], hidden: 0 };
  return { shown: specs.slice(0, limit), hidden: specs.length - limit };
}

/** Rows grouped by their group name, in first-seen order. */
export function groupSpecs<T extends { group: string }>(specs: readonly T[]): Array<{ group: string; rows: T[] }> {
  const groups = new Map<string, T[]>();
  for (const s of specs) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  return [...groups].map(([group, rows]) => ({ group, rows }));
}

/**
 * A car's own details as labelled rows, the same on the vehicle page, the print view and the compare page;
 * each view asks for the rows it shows, in its order. A detail the car does not have is null (the vehicle
 * page and print leave the row out, compare shows a dash).
 */
export type SpecCar = {
  carType: string;
  status: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  km: number;
  body: string;
  transmission: string;
  fuel: string;
  drive: string;
  engine: string;
  cylinders: number | null;
  colour: string;
  interiorColour?: string;
  /** car, motorcycle or caravan: some labels follow it (a motorcycle's trim colour is its seat's). */
  vehicleKind?: string;
  seats: number | null;
  doors: number | null;
  fuelConsumption: number | null;
  stocknum?: string;
  vin?: string;
  rego?: string | null;
};

const text = (value: string | null | undefined) => value || null;
const count = (value: number | null) => (value === null ? null : groupDigits(value));

const SPEC_ROWS = {
  carType: { label: "Condition", value: (c: SpecCar) => text(carTypeLabel(c.carType)) },
  status: { label: "Availability", value: (c: SpecCar) => text(statusLabel(c.status)) },
  year: { label: "Year", value: (c: SpecCar) => String(c.year) },
  make: { label: "Make", value: (c: SpecCar) => text(c.make) },
  model: { label: "Model", value: (c: SpecCar) => text(c.model) },
  badge: { label: "Badge", value: (c: SpecCar) => text(c.badge) },
  km: { label: "Kilometres", value: (c: SpecCar) => (c.vehicleKind === "caravan" ? null : formatKm(c.km)) },
  body: { label: "Body", value: (c: SpecCar) => text(bodyLabel(c.body)) },
  transmission: { label: "Transmission", value: (c: SpecCar) => text(transmissionLabel(c.transmission)) },
  fuel: { label: "Fuel", value: (c: SpecCar) => text(fuelLabel(c.fuel)) },
  drive: { label: "Drive", value: (c: SpecCar) => text(driveLabel(c.drive)) },
  engine: { label: "Engine", value: (c: SpecCar) => text(c.engine) },
  cylinders: { label: "Cylinders", value: (c: SpecCar) => count(c.cylinders) },
  colour: { label: "Colour", value: (c: SpecCar) => text(c.colour) },
  interiorColour: { label: "Interior", value: (c: SpecCar) => text(c.interiorColour) },
  seats: { label: "Seats", value: (c: SpecCar) => count(c.seats) },
  doors: { label: "Doors", value: (c: SpecCar) => count(c.doors) },
  fuelConsumption: { label: "Fuel economy", value: (c: SpecCar) => (c.fuelConsumption ? `${c.fuelConsumption} L/100 km` : null) },
  stocknum: { label: "Stock number", value: (c: SpecCar) => text(c.stocknum) },
  vin: { label: "VIN", value: (c: SpecCar) => text(c.vin) },
  rego: { label: "Registration", value: (c: SpecCar) => text(c.rego) },
} satisfies Record<string, { label: string; value: (car: SpecCar) => string | null }>;

export type SpecKey = keyof typeof SPEC_ROWS;
export type SpecRow = { key: SpecKey; label: string; value: string | null };

export function specLabel(key: SpecKey): string {
  return SPEC_ROWS[key].label;
}

/** A row's label for this vehicle: the trim colour reads "Seat" on a motorcycle, "Interior" on a car or caravan. */
export function specLabelFor(key: SpecKey, car: Pick<SpecCar, "vehicleKind">): string {
  return key === "interiorColour" ? interiorColourLabel(car.vehicleKind) : SPEC_ROWS[key].label;
}

export function carSpecRows(car: SpecCar, keys: readonly SpecKey[]): SpecRow[] {
  return keys.map((key) => ({ key, label: specLabelFor(key, car), value: SPEC_ROWS[key].value(car) }));
}
