/**
 * One feed record (a CSV row or an XML vehicle element) read through a mapping into our car values, or the
 * reasons it cannot be: every problem of the row is listed, so a dealer fixes a row once. Only the fields
 * the mapping fills are present; a stock number repeated in one feed makes the later rows invalid.
 */
import { cleanText } from "~/domain/forms/normalise";
import { regoFieldOf } from "~/domain/forms/fields";
import type { CarType, StockStatus } from "~/domain/search/types";
import { FEED_FIELDS, FEED_FIELD_NAMES, normalRule, type FeedField, type FeedMapping, type NormalRule } from "./mapping";
import {
  labelKey,
  ownTable,
  parseCoded,
  parseConsumption,
  parseCount,
  parseKm,
  parsePrice,
  parseYear,
  parseYesNo,
  quote,
  type CodedField,
  type Converted,
  type ValueTable,
} from "./values";

/** Our value of each field a feed can fill. */
export type FeedCarValues = {
  stocknum: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  series: string;
  colour: string;
  interiorColour: string;
  price: number | null;
  priceType: string;
  km: number;
  carType: CarType;
  vehicleKind: string;
  status: StockStatus;
  reserved: boolean;
  certified: boolean;
  tag: string;
  body: string;
  fuel: string;
  transmission: string;
  drive: string;
  engine: string;
  cylinders: number | null;
  seats: number | null;
  doors: number | null;
  fuelConsumption: number | null;
  rego: string | null;
  nvic: string | null;
  dealerComments: string;
  standardEquipment: string[];
  features: string[];
  /** The feed's picture references (URLs, file paths or /media paths), in gallery order. */
  images: string[];
  externalVideoUrl: string | null;
  /** The feed's location reference (slug, name or id), matched against the dealer's locations by the importer. */
  location: string | null;
};

/** A valid row: the mapped fields' values. The stock number is always there. */
export type FeedCar = Partial<FeedCarValues> & { stocknum: string };

/** One record of a parsed feed and where it was: a CSV line or the n-th XML vehicle element. */
export type FeedRecord = { line: number; values: Record<string, unknown> };

export type RowResult =
  { ok: true; line: number; key: string; car: FeedCar } | { ok: false; line: number; key: string | null; reasons: string[] };

/** Limits of one value: longer text is a reason, not a silent cut. */
export const TEXT_MAX = 120;
export const COMMENTS_MAX = 10_000;
export const LIST_ITEMS_MAX = 200;
export const LIST_ITEM_MAX = 300;
export const IMAGES_MAX = 100;
export const IMAGE_REF_MAX = 2000;
export const STOCKNUM_MAX = 40;

/** Stock numbers are compared without case or surrounding space: "u1234 " is U1234. */
export function stockKey(stocknum: string): string {
  return stocknum.trim().toUpperCase();
}

function leafText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value !== null && typeof value === "object" && !Array.isArray(value) && "#text" in value)
    return leafText((value as { "#text": unknown })["#text"]);
  return undefined;
}

function ownKey(values: Record<string, unknown>, key: string): string | undefined {
  if (Object.hasOwn(values, key)) return key;
  const lower = key.toLowerCase();
  return Object.keys(values).find((k) => k.toLowerCase() === lower);
}

/**
 * Every text a column or path reaches: a CSV column by its name (any case), an XML path by its dotted parts
 * ("Images.Image.@url"), each array along the way read whole.
 */
export function readPath(values: Record<string, unknown>, path: string): string[] {
  const whole = ownKey(values, path);
  if (whole !== undefined) return collect(values[whole]);
  let level: unknown[] = [values];
  for (const part of path.split(".")) {
    const next: unknown[] = [];
    for (const node of level) {
      if (node === null || typeof node !== "object") continue;
      for (const item of Array.isArray(node) ? node : [node]) {
        if (item === null || typeof item !== "object" || Array.isArray(item)) continue;
        const key = ownKey(item as Record<string, unknown>, part);
        if (key !== undefined) next.push((item as Record<string, unknown>)[key]);
      }
    }
    level = next;
    if (level.length === 0) return [];
  }
  return level.flatMap(collect);
}

function collect(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(collect);
  const text = leafText(value);
  return text === undefined ? [] : [text];
}

/** The one text of a field: the first source that is not blank, else the rule's default, else "". */
function singleText(values: Record<string, unknown>, rule: NormalRule): string {
  for (const path of rule.from) {
    const found = readPath(values, path).find((v) => v.trim() !== "");
    if (found !== undefined) return found;
  }
  return rule.default ?? "";
}

function listTexts(values: Record<string, unknown>, rule: NormalRule): string[] {
  const raw = rule.from.flatMap((path) => readPath(values, path));
  const parts = rule.split === undefined ? raw : raw.flatMap((v) => v.split(rule.split as string));
  const items = parts.map((v) => cleanText(v).trim()).filter((v) => v !== "");
  if (items.length === 0 && rule.default !== undefined && rule.default.trim() !== "") return [rule.default.trim()];
  return [...new Set(items)];
}

const FIELD_LABELS: Partial<Record<FeedField, string>> = {
  stocknum: "Stock number",
  vin: "VIN",
  make: "Make",
  model: "Model",
  badge: "Badge",
  series: "Series",
  colour: "Colour",
  interiorColour: "Interior colour",
  tag: "Tag",
  engine: "Engine",
  nvic: "NVIC",
  dealerComments: "Comments",
  standardEquipment: "Standard equipment",
  features: "Features",
  images: "Images",
  externalVideoUrl: "Video URL",
  location: "Location",
  reserved: "Reserved",
  certified: "Certified",
  cylinders: "Cylinders",
  seats: "Seats",
  doors: "Doors",
  rego: "Rego",
};

const label = (field: FeedField) => FIELD_LABELS[field] ?? field;
const ok = <T>(value: T): Converted<T> => ({ ok: true, value });
const fail = (reason: string): Converted<never> => ({ ok: false, reason });

function text(field: FeedField, raw: string, max: number, required: boolean): Converted<string> {
  const value = cleanText(raw).replace(/\s+/g, " ").trim();
  if (value === "" && required) return fail(`${label(field)} is missing`);
  if (value.length > max) return fail(`${label(field)} is longer than ${max} characters`);
  return ok(value);
}

const VIN = /^[A-Z0-9]{5,17}$/;
const rego = regoFieldOf(false);

function convert(
  field: FeedField,
  rule: NormalRule,
  values: Record<string, unknown>,
  now: Date,
  own: ValueTable | undefined,
): Converted<unknown> {
  const kind = FEED_FIELDS[field];
  if (kind === "list") {
    const items = listTexts(values, rule);
    if (field === "images") {
      if (items.length > IMAGES_MAX) return fail(`Images: ${items.length} pictures, at most ${IMAGES_MAX}`);
      const long = items.find((i) => i.length > IMAGE_REF_MAX);
      if (long) return fail(`Images: ${quote(long)} is longer than ${IMAGE_REF_MAX} characters`);
      return ok(items);
    }
    if (items.length > LIST_ITEMS_MAX) return fail(`${label(field)}: ${items.length} items, at most ${LIST_ITEMS_MAX}`);
    const long = items.find((i) => i.length > LIST_ITEM_MAX);
    if (long) return fail(`${label(field)}: ${quote(long)} is longer than ${LIST_ITEM_MAX} characters`);
    return ok(items);
  }
  const raw = singleText(values, rule);
  switch (kind) {
    case "key":
      return text(field, raw, STOCKNUM_MAX, true);
    case "vin": {
      const vin = raw.replace(/[\s-]/g, "").toUpperCase();
      if (vin === "") return ok("");
      if (!VIN.test(vin)) return fail(`VIN ${quote(raw)} is not 5–17 letters and digits`);
      if (vin.length === 17 && /[IOQ]/.test(vin)) return fail(`VIN ${quote(raw)} has I, O or Q, which a 17-character VIN never has`);
      return ok(vin);
    }
    case "year":
      return parseYear(raw, now);
    case "text": {
      const required = field === "make" || field === "model";
      const result = text(field, raw, TEXT_MAX, required);
      if (field === "nvic" && result.ok) return ok(result.value === "" ? null : result.value);
      return result;
    }
    case "longText": {
      const value = cleanText(raw, true).trim();
      return value.length > COMMENTS_MAX ? fail(`${label(field)} are longer than ${COMMENTS_MAX} characters`) : ok(value);
    }
    case "price":
      return parsePrice(raw);
    case "km":
      return parseKm(raw);
    case "count":
      return parseCount(raw, label(field));
    case "consumption":
      return parseConsumption(raw);
    case "coded":
      return parseCoded(field as CodedField, raw, own);
    case "yesNo": {
      const word = own?.get(labelKey(raw));
      if (word !== undefined) return ok(word === "yes");
      return parseYesNo(raw, label(field));
    }
    case "rego": {
      if (raw.trim() === "") return ok(null);
      const parsed = rego.safeParse(raw);
      return parsed.success ? ok(parsed.data ?? null) : fail(`Rego ${quote(raw)} is not letters and digits (at most 9)`);
    }
    case "url": {
      const value = raw.trim();
      if (value === "") return ok(null);
      try {
        const url = new URL(value);
        if ((url.protocol === "https:" || url.protocol === "http:") && value.length <= IMAGE_REF_MAX) return ok(url.toString());
      } catch {
        // Reported below.
      }
      return fail(`${label(field)} ${quote(value)} is not a web address`);
    }
    case "location": {
      const result = text(field, raw, 200, false);
      return result.ok ? ok(result.value === "" ? null : result.value) : result;
    }
  }
}

/** The mapping's rules, read once per feed. */
export type CompiledMapping = { rules: Array<{ field: FeedField; rule: NormalRule; own: ValueTable | undefined }> };

export function compileMapping(mapping: FeedMapping): CompiledMapping {
  const rules: CompiledMapping["rules"] = [];
  for (const field of FEED_FIELD_NAMES) {
    const rule = normalRule(mapping.fields[field]);
    if (rule) rules.push({ field, rule, own: ownTable(rule.values) });
  }
  return { rules };
}

/** One record through the mapping: the car's values, or every reason it is not a car. */
export function readRow(record: FeedRecord, compiled: CompiledMapping, now: Date): RowResult {
  const car: Record<string, unknown> = {};
  const reasons: string[] = [];
  for (const { field, rule, own } of compiled.rules) {
    const result = convert(field, rule, record.values, now, own);
    if (result.ok) car[field] = result.value;
    else reasons.push(result.reason);
  }
  const stocknum = typeof car.stocknum === "string" ? car.stocknum : null;
  const key = stocknum === null ? null : stockKey(stocknum);
  if (reasons.length > 0 || key === null) return { ok: false, line: record.line, key, reasons };
  return { ok: true, line: record.line, key, car: car as FeedCar };
}

export type ReadRows = { valid: Array<Extract<RowResult, { ok: true }>>; invalid: Array<Extract<RowResult, { ok: false }>> };

/** What a record's position counts: a CSV's lines, an XML feed's vehicle elements. */
export type RecordUnit = "line" | "vehicle";

/** Every record of a feed; a stock number seen before makes the later row invalid (the first one counts). */
export function readRows(records: Iterable<FeedRecord>, mapping: FeedMapping, now: Date, unit: RecordUnit = "line"): ReadRows {
  const compiled = compileMapping(mapping);
  const firstLine = new Map<string, number>();
  const valid: ReadRows["valid"] = [];
  const invalid: ReadRows["invalid"] = [];
  for (const record of records) {
    const row = readRow(record, compiled, now);
    if (!row.ok) {
      invalid.push(row);
      continue;
    }
    const seen = firstLine.get(row.key);
    if (seen !== undefined) {
      invalid.push({
        ok: false,
        line: row.line,
        key: row.key,
        reasons: [`Stock number ${row.car.stocknum} appears again (first at ${unit} ${seen})`],
      });
      continue;
    }
    firstLine.set(row.key, row.line);
    valid.push(row);
  }
  return { valid, invalid };
}

/**
 * The mapping's columns or paths that no record has: a misspelt column name fails the whole feed before any
 * row is judged (a CSV's header is its first record's keys; a sparse XML element counts if any record has it).
 */
export function missingSources(mapping: FeedMapping, records: readonly FeedRecord[]): string[] {
  const missing: string[] = [];
  for (const field of FEED_FIELD_NAMES) {
    const rule = normalRule(mapping.fields[field]);
    if (!rule) continue;
    for (const path of rule.from) {
      const seen = records.some((r) => ownKey(r.values, path) !== undefined || pathExists(r.values, path));
      if (!seen && rule.default === undefined) missing.push(`${field}: ${quote(path)}`);
    }
  }
  return missing;
}

/** Whether an XML path is present in a record even when empty (<Badge/>). */
function pathExists(values: Record<string, unknown>, path: string): boolean {
  let level: unknown[] = [values];
  for (const part of path.split(".")) {
    const next: unknown[] = [];
    for (const node of level) {
      for (const item of Array.isArray(node) ? node : [node]) {
        if (item === null || typeof item !== "object" || Array.isArray(item)) continue;
        const key = ownKey(item as Record<string, unknown>, part);
        if (key !== undefined) next.push((item as Record<string, unknown>)[key]);
      }
    }
    if (next.length === 0) return false;
    level = next;
  }
  return true;
}
