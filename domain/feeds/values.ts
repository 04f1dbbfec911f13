/**
 * How a feed's text becomes one of our car values: prices, kilometres, years, yes/no, and the labels a DMS
 * writes for condition, availability, body, fuel, transmission and drive turned into the codes cars store
 * (the codes domain/stock/labels.ts reads back as labels). Each converter answers the value or a reason a
 * dealer can act on; a mapping's own `values` table is consulted before the built-in one.
 */
import { kmsField } from "~/domain/forms/fields";
import { BODY_LABELS, DRIVE_LABELS, FUEL_LABELS, TRANSMISSION_LABELS, VEHICLE_KIND_LABELS } from "~/domain/stock/labels";
import { CAR_TYPES, PRICE_TYPES } from "~/domain/stock/format";
import type { CarType, StockStatus } from "~/domain/search/types";

export type Converted<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Converted<T> => ({ ok: true, value });
const fail = (reason: string): Converted<never> => ({ ok: false, reason });

/** At most this many characters of a feed value are quoted back in a reason. */
const QUOTE_MAX = 40;
export function quote(raw: string): string {
  const shown = raw.length > QUOTE_MAX ? `${raw.slice(0, QUOTE_MAX)}…` : raw;
  return `'${shown}'`;
}

/** Lower case, accents dropped, every run of spaces, dashes, underscores, dots and slashes one space. */
export function labelKey(raw: string): string {
  return raw
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s\-_./]+/g, " ")
    .trim();
}

/** The highest price a feed may give (whole dollars); anything above is a typo or cents. */
export const PRICE_MAX = 10_000_000;

const NO_PRICE = new Set(["", "poa", "p o a", "price on application", "call", "enquire", "tba", "0"]);

/** "$32,990", "32990.00", "AUD 32 990" → 32990; "POA", "0" or blank → null (the dealer's no-price text shows). */
export function parsePrice(raw: string): Converted<number | null> {
  const text = raw.trim();
  if (NO_PRICE.has(labelKey(text))) return ok(null);
  const digits = text.replace(/^(aud|a\$|\$)\s*/i, "").replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(digits)) return fail(`Price ${quote(raw)} is not an amount in dollars`);
  const value = Math.round(Number(digits));
  if (value === 0) return ok(null);
  if (value > PRICE_MAX) return fail(`Price ${quote(raw)} is above $${PRICE_MAX.toLocaleString("en-AU")}`);
  return ok(value);
}

/** "85,000", "85 000 km", "85000.0" → 85000, by the lead forms' kilometre rule (0 to 3,000,000). */
export function parseKm(raw: string): Converted<number> {
  const text = raw
    .trim()
    .replace(/\s*kms?$/i, "")
    .replace(/\.0+$/, "");
  if (text === "") return ok(0);
  const parsed = kmsField.safeParse(text);
  return parsed.success ? ok(parsed.data) : fail(`Kilometres ${quote(raw)} are not a whole number from 0 to 3,000,000`);
}

/** The oldest model year a feed may give (the valuation form's rule). */
export const YEAR_MIN = 1950;

/** "2019", "2019-05-01", "05/2019", "2019.0" → 2019, from 1950 to next year. */
export function parseYear(raw: string, now: Date): Converted<number> {
  const text = raw.trim();
  const match = /^(\d{4})(?:\.0+|-\d{1,2}(?:-\d{1,2}(?:[T ].*)?)?)?$/.exec(text) ?? /^\d{1,2}\/(\d{4})$/.exec(text);
  const max = now.getUTCFullYear() + 1;
  if (!match) return fail(text === "" ? "Year is missing" : `Year ${quote(raw)} is not a year`);
  const year = Number(match[1]);
  if (year < YEAR_MIN || year > max) return fail(`Year ${year} is outside ${YEAR_MIN}–${max}`);
  return ok(year);
}

/** A small whole number (seats, doors, cylinders) or nothing. */
export function parseCount(raw: string, label: string, max = 99): Converted<number | null> {
  const text = raw.trim().replace(/\.0+$/, "");
  if (text === "") return ok(null);
  if (!/^\d+$/.test(text) || Number(text) > max) return fail(`${label} ${quote(raw)} is not a whole number from 0 to ${max}`);
  return ok(Number(text));
}

/** Litres per 100 km, e.g. "6.8" or "6.8L/100km", or nothing. */
export function parseConsumption(raw: string): Converted<number | null> {
  const text = raw
    .trim()
    .replace(/\s*l\s*\/\s*100\s*km$/i, "")
    .replace(/l$/i, "");
  if (text === "") return ok(null);
  if (!/^\d{1,2}(\.\d+)?$/.test(text)) return fail(`Fuel consumption ${quote(raw)} is not litres per 100 km`);
  return ok(Math.round(Number(text) * 10) / 10);
}

const YES = new Set(["yes", "y", "true", "1", "t", "x"]);
const NO = new Set(["no", "n", "false", "0", "f", ""]);

export function parseYesNo(raw: string, label: string): Converted<boolean> {
  const key = labelKey(raw);
  if (YES.has(key)) return ok(true);
  if (NO.has(key)) return ok(false);
  return fail(`${label} ${quote(raw)} is not yes or no`);
}

/** A table from a feed's words (in labelKey form) to one of our codes. */
export type ValueTable = ReadonlyMap<string, string>;

function table(entries: Record<string, readonly string[]>, codes: Record<string, string> = {}): ValueTable {
  const map = new Map<string, string>();
  // Our own codes and labels are always understood: "cabChassis", "Cab Chassis".
  for (const [code, label] of Object.entries(codes)) {
    map.set(labelKey(code), code);
    map.set(labelKey(label), code);
  }
  for (const [code, words] of Object.entries(entries)) for (const word of words) map.set(labelKey(word), code);
  return map;
}

const CAR_TYPE_TABLE = table(
  {
    new: ["n", "brand new", "new vehicle"],
    used: ["u", "second hand", "secondhand", "pre owned", "preowned", "used vehicle"],
    demo: ["d", "demonstrator", "ex demo", "demo vehicle", "near new"],
  },
  Object.fromEntries(CAR_TYPES.map((t) => [t, t])),
);

const STATUS_TABLE = table({
  in_stock: ["in stock", "instock", "available", "active", "for sale", "a", "current", "listed", "stock"],
  coming_soon: ["coming soon", "in transit", "incoming", "arriving", "arriving soon", "on order", "ordered", "c"],
  sold: ["sold", "s", "delivered", "sold pending delivery", "inactive", "deleted"],
});

const BODY_TABLE = table(
  {
    cabChassis: ["cab chassis", "cab/chassis", "c/chas", "tray"],
    convertible: ["cabriolet", "roadster"],
    hatch: ["5d hatch", "3d hatch", "liftback"],
    peopleMover: ["people mover", "mpv", "minivan"],
    ute: ["utility", "pick up", "pickup", "dual cab ute", "double cab pick up", "crew cab pickup", "single cab ute"],
    van: ["panel van", "van lwb", "van swb"],
    wagon: ["5d wagon", "suv wagon"],
    stationWagon: ["station wagon", "estate"],
    suv: ["sports utility vehicle", "sport utility", "crossover", "4x4 wagon"],
    lightTruck: ["light truck", "truck"],
    coupe: ["2d coupe", "coupé"],
    sedan: ["4d sedan", "saloon"],
    caravan: ["touring caravan", "off road caravan"],
    "camper trailer": ["camper", "camper trailer"],
    "pop top": ["pop top", "poptop"],
  },
  BODY_LABELS,
);

const FUEL_TABLE = table(
  {
    petrol: [
      "unleaded",
      "ulp",
      "unleaded petrol",
      "premium unleaded",
      "pulp",
      "premium ulp",
      "petrol premium ulp",
      "petrol unleaded ulp",
      "e10",
      "p",
    ],
    diesel: ["d", "diesel turbo", "turbo diesel"],
    electric: ["ev", "bev", "battery electric", "electric vehicle", "e"],
    hybrid: ["hev", "petrol hybrid", "hybrid petrol", "petrol electric", "mild hybrid", "self charging hybrid", "h"],
    phev: ["plug in hybrid", "plugin hybrid", "plug in hybrid electric", "petrol plug in hybrid"],
    lpg: ["gas", "dual fuel"],
  },
  FUEL_LABELS,
);

const TRANSMISSION_TABLE = table(
  {
    Automatic: [
      "automatic",
      "auto",
      "a",
      "cvt",
      "dct",
      "dsg",
      "sports automatic",
      "sports auto",
      "constantly variable transmission",
      "automated manual",
      "amt",
      "single speed",
      "reduction gear",
      "1 speed",
    ],
    Manual: ["manual", "man", "m", "6 speed manual", "5 speed manual", "6 sp manual", "5 sp manual"],
  },
  Object.fromEntries(Object.values(TRANSMISSION_LABELS).map((label) => [label, label])),
);

const DRIVE_TABLE = table(
  {
    FWD: ["front wheel drive", "front", "2wd", "4x2 front"],
    RWD: ["rear wheel drive", "rear", "4x2"],
    AWD: ["all wheel drive", "all"],
    "4WD": ["four wheel drive", "4x4", "part time 4wd", "full time 4wd"],
  },
  Object.fromEntries(Object.values(DRIVE_LABELS).map((label) => [label, label])),
);

const VEHICLE_KIND_TABLE = table(
  { car: ["vehicle", "passenger", "commercial"], motorcycle: ["bike", "motorbike"], caravan: ["rv", "camper"] },
  {
    ...Object.fromEntries(Object.keys(VEHICLE_KIND_LABELS).map((k) => [k, k])),
  },
);

const PRICE_TYPE_TABLE = table(
  {
    drive_away: ["drive away", "driveaway", "daw", "da"],
    excl_govt_charges: ["excl govt charges", "excluding government charges", "egc", "plus orc", "+ orc", "orc"],
    negotiable: ["neg", "ono"],
  },
  Object.fromEntries(PRICE_TYPES.map((t) => [t, t])),
);

/** The coded fields, their names in a reason, and the built-in words they understand. */
export const CODED_FIELDS = {
  carType: { label: "Condition", table: CAR_TYPE_TABLE },
  status: { label: "Status", table: STATUS_TABLE },
  body: { label: "Body", table: BODY_TABLE },
  fuel: { label: "Fuel", table: FUEL_TABLE },
  transmission: { label: "Transmission", table: TRANSMISSION_TABLE },
  drive: { label: "Drive", table: DRIVE_TABLE },
  vehicleKind: { label: "Vehicle kind", table: VEHICLE_KIND_TABLE },
  priceType: { label: "Price type", table: PRICE_TYPE_TABLE },
} as const;
export type CodedField = keyof typeof CODED_FIELDS;

/** The codes a coded field stores (what a mapping's `values` may name). */
export function codesOf(field: CodedField): Set<string> {
  return new Set(CODED_FIELDS[field].table.values());
}

/** Fields a blank value leaves empty rather than refusing (a caravan has no fuel, transmission or drive). */
const BLANK_ALLOWED: ReadonlySet<CodedField> = new Set(["body", "fuel", "transmission", "drive"]);

/**
 * One of our codes for a feed's word: the mapping's own table first (keys compared as labelKey), then the
 * built-in one. Blank is "" for body, fuel, transmission and drive, and missing for the others.
 */
export function parseCoded(field: CodedField, raw: string, own?: ValueTable): Converted<string> {
  const key = labelKey(raw);
  const { label, table: builtIn } = CODED_FIELDS[field];
  if (key === "") return BLANK_ALLOWED.has(field) ? ok("") : fail(`${label} is missing`);
  const code = own?.get(key) ?? builtIn.get(key);
  if (code !== undefined) return ok(code);
  return fail(`${label} ${quote(raw.trim())} is not one we know: add it to the mapping's values`);
}

export function parseCarType(raw: string, own?: ValueTable): Converted<CarType> {
  return parseCoded("carType", raw, own) as Converted<CarType>;
}

export function parseStatus(raw: string, own?: ValueTable): Converted<StockStatus> {
  return parseCoded("status", raw, own) as Converted<StockStatus>;
}

/** A mapping's `values` as a table: keys in labelKey form. */
export function ownTable(values: Record<string, string> | undefined): ValueTable | undefined {
  if (!values) return undefined;
  return new Map(Object.entries(values).map(([word, code]) => [labelKey(word), code]));
}
