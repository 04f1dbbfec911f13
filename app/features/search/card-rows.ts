/**
 * A search page's cards travel in its loader data as rows: each card's values in a fixed order, without the field names.
 * React Router's encoding writes an object as one key reference and one value reference per field (~11 bytes a field,
 * 14 fields, 21 cards); a row writes only the values (~4 bytes each): ~1.7 KB less on every search page (issue 18).
 * The page turns each row back into the card it was (`fromCardRow`) before rendering it.
 */
import type { CardCar } from "~/server/search/card-car";

const FIELDS = [
  "id",
  "slug",
  "name",
  "car_type",
  "km",
  "transmission",
  "price",
  "price_type",
  "views",
  "status",
  "image",
  "locationName",
  "showKm",
  "cardTag",
  "similarHref",
] as const satisfies ReadonlyArray<keyof CardCar>;

type Fields = typeof FIELDS;
/** Every field of a card is in FIELDS: a field added to CardCar and not here fails to compile. */
const everyField: [Exclude<keyof CardCar, Fields[number]>] extends [never] ? true : false = true;
void everyField;

type RowOf<T extends ReadonlyArray<keyof CardCar>> = { -readonly [I in keyof T]: CardCar[T[I]] };
export type CardRow = RowOf<Fields>;

export function toCardRow(car: CardCar): CardRow {
  const row: unknown[] = FIELDS.map((field) => car[field]);
  // Trailing fields a card does not have (only a sold car has its similar-cars link) are left off.
  while (row.length > 0 && row[row.length - 1] === undefined) row.pop();
  return row as unknown as CardRow;
}

export function fromCardRow(row: CardRow): CardCar {
  const car: Record<string, unknown> = {};
  FIELDS.forEach((field, i) => {
    if (row[i] !== undefined) car[field] = row[i];
  });
  return car as CardCar;
}
