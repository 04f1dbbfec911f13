import { carTypeLabel, formatPrice, groupDigits } from "~/domain/stock/format";
/** The side-by-side rows of the compare page, with which rows differ between the cars. */

export type CompareCar = {
  id: number;
  price: number | null;
  year: number;
  make: string;
  model: string;
  badge: string;
  carType: string;
  status: string;
  km: number;
  body: string;
  fuel: string;
  transmission: string;
  drive: string;
  engine: string;
  cylinders: number | null;
  seats: number | null;
  doors: number | null;
  fuelConsumption: number | null;
  colour: string;
  weeklyEstimate: number | null;
};

export type CompareRow = { key: string; label: string; values: string[]; differs: boolean };

const DASH = "—";
const title = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : DASH);
const num = (n: number | null, suffix = "") => (n === null || n === undefined ? DASH : `${groupDigits(n)}${suffix}`);
const STATUS: Record<string, string> = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" };

const ROWS: Array<{ key: string; label: string; value: (car: CompareCar, noPriceText: string) => string }> = [
  { key: "price", label: "Price", value: (c, t) => formatPrice(c.price, t) },
  { key: "finance", label: "Finance estimate", value: (c) => (c.weeklyEstimate ? `$${groupDigits(c.weeklyEstimate)}/wk` : DASH) },
  { key: "status", label: "Availability", value: (c) => STATUS[c.status] ?? title(c.status) },
  { key: "carType", label: "Condition", value: (c) => carTypeLabel(c.carType) },
  { key: "year", label: "Year", value: (c) => String(c.year) },
  { key: "make", label: "Make", value: (c) => c.make },
  { key: "model", label: "Model", value: (c) => c.model },
  { key: "badge", label: "Badge", value: (c) => c.badge || DASH },
  { key: "km", label: "Kilometres", value: (c) => num(c.km, " km") },
  { key: "body", label: "Body", value: (c) => title(c.body) },
  { key: "fuel", label: "Fuel", value: (c) => title(c.fuel) },
  { key: "transmission", label: "Transmission", value: (c) => title(c.transmission) },
  { key: "drive", label: "Drive", value: (c) => c.drive.toUpperCase() || DASH },
  { key: "engine", label: "Engine", value: (c) => c.engine || DASH },
  { key: "cylinders", label: "Cylinders", value: (c) => num(c.cylinders) },
  { key: "seats", label: "Seats", value: (c) => num(c.seats) },
  { key: "doors", label: "Doors", value: (c) => num(c.doors) },
  { key: "fuelConsumption", label: "Fuel use", value: (c) => (c.fuelConsumption ? `${c.fuelConsumption} L/100 km` : DASH) },
  { key: "colour", label: "Colour", value: (c) => c.colour || DASH },
];

export function compareRows(cars: readonly CompareCar[], noPriceText: string): CompareRow[] {
  return ROWS.map((row) => {
    const values = cars.map((car) => row.value(car, noPriceText));
    return { key: row.key, label: row.label, values, differs: new Set(values).size > 1 };
  });
}

/** With "only differences" on, rows where every car agrees are left out (one car: nothing to compare, all rows stay). */
export function visibleRows(rows: readonly CompareRow[], diffOnly: boolean): CompareRow[] {
  if (!diffOnly || (rows[0]?.values.length ?? 0) < 2) return [...rows];
  return rows.filter((r) => r.differs);
}
