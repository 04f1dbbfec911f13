/**
 * A record id as the database stores it (a positive 32-bit integer). Anything else, e.g. a `car_id` of
 * 2147483648, is not an id of ours: checked before any query, so the database never refuses it with an error.
 */
export const MAX_RECORD_ID = 2 ** 31 - 1;

export function isRecordId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= MAX_RECORD_ID;
}

/** The id a text names ("123"), or null when it names none. */
export function parseRecordId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return isRecordId(id) ? id : null;
}
