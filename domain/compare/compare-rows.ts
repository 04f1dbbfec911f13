/** The side-by-side rows of the compare page, with which rows differ between the cars. */
import { formatPrice, groupDigits } from "~/domain/stock/format";
import { carSpecRows, specLabel, type SpecCar, type SpecKey } from "~/domain/vehicle/specifications";

export type CompareCar = SpecCar & { id: number; price: number | null; weeklyEstimate: number | null };

export type CompareRow = { key: string; label: string; values: string[]; differs: boolean };

const DASH = "—";

const PRICE_ROWS: Array<{ key: string; label: string; value: (car: CompareCar, noPriceText: string) => string }> = [
  { key: "price", label: "Price", value: (c, t) => formatPrice(c.price, t) },
  { key: "finance", label: "Finance estimate", value: (c) => (c.weeklyEstimate ? `$${groupDigits(c.weeklyEstimate)}/wk` : DASH) },
];

/** The car's own details, in the compare page's order, after the price rows. */
const SPEC_KEYS: readonly SpecKey[] = [
  "status",
  "carType",
  "year",
  "make",
  "model",
  "badge",
  "km",
  "body",
  "fuel",
  "transmission",
  "drive",
  "engine",
  "cylinders",
  "seats",
  "doors",
  "fuelConsumption",
  "colour",
];

export function compareRows(cars: readonly CompareCar[], noPriceText: string): CompareRow[] {
  const specs = cars.map((car) => carSpecRows(car, SPEC_KEYS));
  const rows = [
    ...PRICE_ROWS.map(({ key, label, value }) => ({ key, label, values: cars.map((car) => value(car, noPriceText)) })),
    ...SPEC_KEYS.map((key, i) => ({ key, label: specLabel(key), values: specs.map((rows) => rows[i].value ?? DASH) })),
  ];
  return rows.map((row) => ({ ...row, differs: new Set(row.values).size > 1 }));
}

/** With "only differences" on, rows where every car agrees are left out (one car: nothing to compare, all rows stay). */
export function visibleRows(rows: readonly CompareRow[], diffOnly: boolean): CompareRow[] {
  if (!diffOnly || (rows[0]?.values.length ?? 0) < 2) return [...rows];
  return rows.filter((r) => r.differs);
}
