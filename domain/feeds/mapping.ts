/**
 * A dealer's saved feed mapping: which column (CSV) or path (XML) of their DMS export fills which of our car
 * fields, with the words their DMS uses for our codes. One mapping per DMS export, saved per dealer by name
 * (feed_mappings). The format is documented in README.md ("Stock feed import") and ADR 037.
 */
import { parsedUrl } from "~/domain/routing/parsed-url";
import { z } from "zod";
import { codesOf, CODED_FIELDS, type CodedField } from "./values";

/** What kind of value each car field a feed can fill holds, and so how its text is read. */
export const FEED_FIELDS = {
  /** The DMS's stock number: how a feed's row finds the car it describes. Required. */
  stocknum: "key",
  vin: "vin",
  year: "year",
  make: "text",
  model: "text",
  badge: "text",
  series: "text",
  colour: "text",
  interiorColour: "text",
  price: "price",
  priceType: "coded",
  km: "km",
  carType: "coded",
  vehicleKind: "coded",
  status: "coded",
  reserved: "yesNo",
  certified: "yesNo",
  tag: "text",
  body: "coded",
  fuel: "coded",
  transmission: "coded",
  drive: "coded",
  engine: "text",
  cylinders: "count",
  seats: "count",
  doors: "count",
  fuelConsumption: "consumption",
  rego: "rego",
  nvic: "text",
  dealerComments: "longText",
  standardEquipment: "list",
  features: "list",
  images: "list",
  externalVideoUrl: "url",
  /** A location of the dealer, by slug, name or id; unmapped, new cars go to the dealership's primary location. */
  location: "location",
} as const;

export type FeedField = keyof typeof FEED_FIELDS;
export const FEED_FIELD_NAMES = Object.keys(FEED_FIELDS) as FeedField[];

/** Fields a new car cannot be made without (a mapping must map each, or give it a default). */
export const REQUIRED_FIELDS: readonly FeedField[] = ["stocknum", "year", "make", "model", "carType"];

const source = z.string().trim().min(1, "is empty").max(200, "is longer than 200 characters");

const ruleObject = z.strictObject({
  /** A column or path, or several: a list field joins them all, any other takes the first that is not blank. */
  from: z.union([source, z.array(source).min(1).max(60)]).optional(),
  /** The DMS's words for our codes (coded fields and yes/no), e.g. { "Demonstrator": "demo" }. */
  values: z.record(z.string().max(100), z.string().max(60)).optional(),
  /** A list field held in one cell: the separator, e.g. "|" or ",". */
  split: z.string().min(1).max(5).optional(),
  /** The value when the feed gives none (a column that is blank, or no column at all). */
  default: z.string().max(200).optional(),
});
export type FieldRule = z.output<typeof ruleObject>;

const fieldRule = z.union([source, ruleObject]);

export const MAPPING_NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;

export const feedMappingSchema = z
  .strictObject({
    name: z.string().regex(MAPPING_NAME, "must be 1–60 lower-case letters, digits and dashes"),
    format: z.enum(["csv", "xml"]),
    /** CSV: the character between columns (default ","). The first line names the columns. */
    delimiter: z.string().length(1).optional(),
    /** XML: the dotted path of the repeated vehicle element, e.g. "Stock.Vehicle". */
    records: z.string().trim().min(1).max(200).optional(),
    /** The dealership (slug) this feed is for: its cars are the ones compared, new cars go there. */
    dealership: z.string().trim().min(1).max(200).optional(),
    /** Where the feed is fetched from on a schedule (FEED_POLL_INTERVAL), when the DMS publishes it at an address. */
    url: z
      .string()
      .trim()
      .max(2000)
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && parsedUrl(v) !== null, "must be an http or https address")
      .optional(),
    /** A full feed (default) lists every car in stock: a car missing from it is marked sold. */
    removeMissing: z.boolean().default(true),
    fields: z.partialRecord(z.enum(FEED_FIELD_NAMES as [FeedField, ...FeedField[]]), fieldRule),
  })
  .superRefine((mapping, ctx) => {
    for (const field of REQUIRED_FIELDS) {
      const rule = mapping.fields[field];
      const usable = typeof rule === "string" || (rule !== undefined && (rule.from !== undefined || rule.default !== undefined));
      if (!usable) ctx.addIssue({ code: "custom", path: ["fields", field], message: `${field} must be mapped (a column or a default)` });
    }
    const stocknum = mapping.fields.stocknum;
    if (stocknum !== undefined && (typeof stocknum === "string" ? false : stocknum.from === undefined)) {
      ctx.addIssue({ code: "custom", path: ["fields", "stocknum"], message: "stocknum must come from a column" });
    }
    if (mapping.format === "xml" && mapping.records === undefined) {
      ctx.addIssue({ code: "custom", path: ["records"], message: "an XML mapping names its repeated vehicle element" });
    }
    if (mapping.format === "csv" && mapping.records !== undefined) {
      ctx.addIssue({ code: "custom", path: ["records"], message: "only an XML mapping has records" });
    }
    if (mapping.format === "xml" && mapping.delimiter !== undefined) {
      ctx.addIssue({ code: "custom", path: ["delimiter"], message: "only a CSV mapping has a delimiter" });
    }
    for (const [field, rule] of Object.entries(mapping.fields) as Array<[FeedField, z.output<typeof fieldRule>]>) {
      if (typeof rule === "string") continue;
      const kind = FEED_FIELDS[field];
      if (rule.split !== undefined && kind !== "list") {
        ctx.addIssue({ code: "custom", path: ["fields", field, "split"], message: "only a list field is split" });
      }
      if (rule.values === undefined) continue;
      if (kind === "coded") {
        const codes = codesOf(field as CodedField);
        for (const [word, code] of Object.entries(rule.values)) {
          if (!codes.has(code)) {
            ctx.addIssue({
              code: "custom",
              path: ["fields", field, "values", word],
              message: `${CODED_FIELDS[field as CodedField].label} has no code '${code}' (codes: ${[...codes].join(", ")})`,
            });
          }
        }
      } else if (kind === "yesNo") {
        for (const [word, value] of Object.entries(rule.values)) {
          if (value !== "yes" && value !== "no")
            ctx.addIssue({ code: "custom", path: ["fields", field, "values", word], message: "is yes or no" });
        }
      } else {
        ctx.addIssue({ code: "custom", path: ["fields", field, "values"], message: "only coded and yes/no fields have values" });
      }
    }
  });

export type FeedMapping = z.output<typeof feedMappingSchema>;
export type FeedMappingInput = z.input<typeof feedMappingSchema>;

/** A mapping as a rule per field: `from` always a list (maybe empty). */
export type NormalRule = { from: string[]; values?: Record<string, string>; split?: string; default?: string };

export function normalRule(rule: FeedMapping["fields"][FeedField]): NormalRule | undefined {
  if (rule === undefined) return undefined;
  if (typeof rule === "string") return { from: [rule] };
  const from = rule.from === undefined ? [] : typeof rule.from === "string" ? [rule.from] : rule.from;
  return { ...rule, from };
}

export type MappingResult = { ok: true; mapping: FeedMapping } | { ok: false; errors: string[] };

/** Reads a mapping (parsed JSON); a bad one answers each problem as "path: message". */
export function parseFeedMapping(input: unknown): MappingResult {
  const parsed = feedMappingSchema.safeParse(input);
  if (parsed.success) return { ok: true, mapping: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`),
  };
}

/** Reads a mapping from JSON text. */
export function parseFeedMappingJson(text: string): MappingResult {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`The mapping is not JSON: ${(error as Error).message}`] };
  }
  return parseFeedMapping(input);
}

/** The car fields a mapping fills: only these are compared and changed on cars already in stock. */
export function mappedFields(mapping: FeedMapping): Set<FeedField> {
  return new Set(Object.keys(mapping.fields) as FeedField[]);
}
