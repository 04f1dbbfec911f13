/**
 * The console's car form rules (issue 19): what a dealer may write on a car (price, availability, flags, comments,
 * specs, video address), each field read from its form text with a message that names it, the status-only change
 * a sales member may make, and the bulk actions of the stock list. Numbers and coded values are read by the stock
 * feed's own converters (domain/feeds/values.ts), so a car typed in the console and one imported follow one rule.
 */
import { z } from "zod";
import { regoFieldOf } from "~/domain/forms/fields";
import {
  codesOf,
  parseCoded,
  parseConsumption,
  parseCount,
  parseKm,
  parsePrice,
  parseYear,
  type CodedField,
  type Converted,
} from "~/domain/feeds/values";
import type { StockStatus } from "~/domain/search/types";
import type { FormValues } from "~/domain/forms/form-values";
import { withoutRepeatedWords } from "~/domain/stock/labels";

/** Availability as the console names it ("In stock" reads "Available" to a dealer). */
export const CAR_STATUSES = ["in_stock", "coming_soon", "sold"] as const satisfies readonly StockStatus[];
export const CAR_STATUS_LABELS: Record<StockStatus, string> = { in_stock: "Available", coming_soon: "Coming soon", sold: "Sold" };

export const TAG_MAX = 40;
export const TEXT_MAX = 80;
export const STOCKNUM_MAX = 40;
export const COMMENTS_MAX = 5000;
export const VIDEO_URL_MAX = 500;

const VIN = /^[A-Z0-9]{5,17}$/;

/** A single form value: a repeated name is refused rather than guessed. */
const one = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label}: give one value.`) });

const fromConverter = <T>(label: string, convert: (raw: string) => Converted<T>) =>
  one(label).transform((raw, ctx): T => {
    const result = convert(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: `${result.reason}.` });
    return z.NEVER;
  });

const text = (label: string, max: number, required = false) =>
  one(label)
    .default("")
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .refine((v) => !required || v !== "", `${label} is required.`)
    .refine((v) => v.length <= max, `${label}: at most ${max} characters.`);

/** A tick box: present ("on") is yes, absent is no. */
const tick = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v.includes("on") : v === "on" || v === "true"));

const coded = (field: CodedField, label: string) =>
  fromConverter(label, (raw) => {
    const result = parseCoded(field, raw);
    return result.ok || raw.trim() === "" ? result : { ok: false, reason: `${label}: choose one of the listed values` };
  });

const statusField = z.enum(CAR_STATUSES, { error: "Status: choose Available, Coming soon or Sold." });

const optionalNumber = (label: string, convert: (raw: string) => Converted<number | null>) =>
  one(label).default("").pipe(fromConverter(label, convert));

/** The whole car form (owners and managers: stock.edit). Field names are the cars table's columns. */
export function carFormSchema(now: Date) {
  return z.object({
    price: one("Price")
      .default("")
      .pipe(
        fromConverter("Price", (raw) => {
          const result = parsePrice(raw);
          return result.ok ? result : { ok: false, reason: "Price: enter whole dollars, e.g. 32990, or leave it empty to show no price" };
        }),
      ),
    priceType: coded("priceType", "Price type"),
    status: statusField,
    reserved: tick,
    certified: tick,
    shownOnWebsite: tick,
    tag: text("Tag", TAG_MAX),
    dealerComments: one("Comments")
      .default("")
      .transform((v) => v.replace(/\r\n/g, "\n").trim())
      .refine((v) => v.length <= COMMENTS_MAX, `Comments: at most ${COMMENTS_MAX} characters.`),
    externalVideoUrl: one("Video URL")
      .default("")
      .transform((v) => v.trim())
      .refine((v) => v === "" || isWebAddress(v), "Video URL: enter a web address starting with https://, e.g. a YouTube link.")
      .refine((v) => v.length <= VIDEO_URL_MAX, `Video URL: at most ${VIDEO_URL_MAX} characters.`)
      .transform((v) => (v === "" ? null : v)),
    stocknum: text("Stock number", STOCKNUM_MAX, true),
    vin: one("VIN")
      .default("")
      .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
      .refine((v) => v === "" || VIN.test(v), "VIN: 5 to 17 letters and digits.")
      .refine((v) => v.length !== 17 || !/[IOQ]/.test(v), "VIN: a 17-character VIN never has I, O or Q."),
    rego: z
      .unknown()
      .pipe(regoFieldOf(false))
      .transform((v) => v ?? null),
    year: fromConverter("Year", (raw) => parseYear(raw, now)),
    make: text("Make", TEXT_MAX, true),
    model: text("Model", TEXT_MAX, true),
    badge: text("Badge", TEXT_MAX),
    series: text("Series", TEXT_MAX),
    colour: text("Colour", TEXT_MAX),
    interiorColour: text("Interior colour", TEXT_MAX),
    km: one("Kilometres").default("").pipe(fromConverter("Kilometres", parseKm)),
    carType: coded("carType", "Condition"),
    vehicleKind: coded("vehicleKind", "Vehicle kind"),
    body: coded("body", "Body"),
    fuel: coded("fuel", "Fuel"),
    transmission: coded("transmission", "Transmission"),
    drive: coded("drive", "Drive"),
    engine: text("Engine", TEXT_MAX),
    cylinders: optionalNumber("Cylinders", (raw) => parseCount(raw, "Cylinders", 16)),
    seats: optionalNumber("Seats", (raw) => parseCount(raw, "Seats", 99)),
    doors: optionalNumber("Doors", (raw) => parseCount(raw, "Doors", 9)),
    fuelConsumption: optionalNumber("Fuel consumption", parseConsumption),
    locationId: one("Location")
      .regex(/^[1-9]\d{0,9}$/, "Location: choose one of your locations.")
      .transform(Number),
  });
}
export type CarForm = z.output<ReturnType<typeof carFormSchema>>;

/** The status-only form (sales: stock.status): availability and the reserved flag, nothing else. */
export const carStatusSchema = z.object({ status: statusField, reserved: tick });
export type CarStatusForm = z.output<typeof carStatusSchema>;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const BULK_ACTIONS = ["sold", "coming_soon", "in_stock", "hide", "show"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  sold: "Mark sold",
  coming_soon: "Mark coming soon",
  in_stock: "Mark available",
  hide: "Hide from website",
  show: "Show on website",
};
/** Hiding and showing change what shoppers see, not availability: sales may not (stock.edit). */
export const BULK_NEEDS_EDIT: ReadonlySet<BulkAction> = new Set(["hide", "show"]);
export const BULK_MAX = 200;

export const bulkSchema = z.object({
  bulk: z.enum(BULK_ACTIONS, { error: "Choose what to do with the selected cars." }),
  car: z
    .union([z.string(), z.array(z.string())], { error: "Select at least one car." })
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(
      z
        .array(z.string().regex(/^[1-9]\d{0,9}$/, "A selected car is not one of the list's."))
        .min(1, "Select at least one car.")
        .max(BULK_MAX, `Select at most ${BULK_MAX} cars at once.`),
    )
    .transform((ids) => [...new Set(ids.map(Number))]),
});

/** The columns a status change writes: a sale is dated once; a car put back on sale is no longer sold. */
export function statusColumns(
  before: { status: string; soldAt: Date | null },
  status: StockStatus,
  now: Date,
): { status: StockStatus; soldAt: Date | null } {
  if (status !== "sold") return { status, soldAt: null };
  return { status, soldAt: before.status === "sold" && before.soldAt ? before.soldAt : now };
}

/** The columns a bulk action writes for one car. */
export function bulkColumns(
  action: BulkAction,
  before: { status: string; soldAt: Date | null },
  now: Date,
): { status?: StockStatus; soldAt?: Date | null; shownOnWebsite?: boolean } {
  if (action === "hide") return { shownOnWebsite: false };
  if (action === "show") return { shownOnWebsite: true };
  return statusColumns(before, action, now);
}

export type FieldErrors = Record<string, string>;

/** Reads a form with a schema: the values, or one message per field (the first that field earned). */
export function readForm<S extends z.ZodType>(
  schema: S,
  values: FormValues,
): { ok: true; value: z.output<S> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** Whole days a car has been in stock: from arrival to its sale, or to now. */
export function daysInStock(arrivedAt: Date, soldAt: Date | null, now: Date): number {
  const end = soldAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - arrivedAt.getTime()) / 86_400_000));
}

/** The option codes of a coded select (body, fuel…), with the car's own value kept if it is not one of them. */
export function codeOptions(field: CodedField, current?: string): string[] {
  const codes = [...codesOf(field)];
  return current && !codes.includes(current) ? [current, ...codes] : codes;
}

/** The car's display name, the way the feed import writes it. */
export function carName(values: { year: number; make: string; model: string; badge: string }): string {
  return withoutRepeatedWords([values.year, values.make, values.model, values.badge].filter((v) => v !== "").join(" "));
}

/** The columns the car form shows, as a cars row has them. */
export type CarFormSource = { [K in CarFormField]: string | number | boolean | null };
export const CAR_FORM_FIELDS = [
  "price",
  "priceType",
  "status",
  "reserved",
  "tag",
  "certified",
  "shownOnWebsite",
  "dealerComments",
  "externalVideoUrl",
  "stocknum",
  "vin",
  "rego",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "colour",
  "interiorColour",
  "km",
  "carType",
  "vehicleKind",
  "body",
  "fuel",
  "transmission",
  "drive",
  "engine",
  "cylinders",
  "seats",
  "doors",
  "fuelConsumption",
  "locationId",
] as const satisfies ReadonlyArray<keyof CarForm>;
export type CarFormField = (typeof CAR_FORM_FIELDS)[number];

/** A car's values as its form's text (a tick box "on" or ""; no value ""). */
export function carFormText(car: CarFormSource): Record<CarFormField, string> {
  const out = {} as Record<CarFormField, string>;
  for (const field of CAR_FORM_FIELDS) {
    const value = car[field];
    out[field] = typeof value === "boolean" ? (value ? "on" : "") : value === null ? "" : String(value);
  }
  return out;
}
