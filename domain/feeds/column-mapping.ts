/**
 * The console's column-mapping step (issue 19): a CSV's columns, each given one of our car fields or none, made
 * into a feed mapping (domain/feeds/mapping.ts). Prefilled from the dealer's saved mapping (the columns it names),
 * else guessed from the column's name. Choosing again keeps what a saved mapping says beyond the column (its DMS
 * words, a list's separator, a default) for a field still read from the same column.
 */
import { FEED_FIELDS, FEED_FIELD_NAMES, normalRule, parseFeedMapping, REQUIRED_FIELDS, type FeedField, type FeedMapping } from "./mapping";

/** What the dealer reads for each field in the select. */
export const FIELD_CHOICES: Record<FeedField, string> = {
  stocknum: "Stock number",
  vin: "VIN",
  year: "Year",
  make: "Make",
  model: "Model",
  badge: "Badge / variant",
  series: "Series",
  colour: "Colour",
  interiorColour: "Interior colour",
  price: "Price",
  priceType: "Price type",
  km: "Kilometres",
  carType: "New / used / demo",
  vehicleKind: "Vehicle kind",
  status: "Status",
  reserved: "Reserved",
  certified: "Certified",
  tag: "Tag",
  body: "Body type",
  fuel: "Fuel",
  transmission: "Transmission",
  drive: "Drive",
  engine: "Engine",
  cylinders: "Cylinders",
  seats: "Seats",
  doors: "Doors",
  fuelConsumption: "Fuel consumption",
  rego: "Rego",
  nvic: "NVIC",
  dealerComments: "Comments",
  standardEquipment: "Standard equipment (list)",
  features: "Features (list)",
  images: "Photos (list)",
  externalVideoUrl: "Video address",
  location: "Location",
};

/** Column names DMS exports use for each field (compared without case, spaces or punctuation). */
const SYNONYMS: Partial<Record<FeedField, string[]>> = {
  stocknum: ["stockno", "stocknumber", "stock", "stockid", "stocknum", "stk", "stockcode"],
  vin: ["vin", "chassis", "vinnumber", "chassisnumber"],
  year: ["year", "buildyear", "modelyear", "yr", "complianceyear"],
  make: ["make", "manufacturer", "brand"],
  model: ["model"],
  badge: ["variant", "badge", "grade", "trim"],
  series: ["series", "modelcode"],
  colour: ["colour", "color", "exteriorcolour", "exteriorcolor", "paint"],
  interiorColour: ["interior", "interiorcolour", "interiorcolor", "trimcolour"],
  price: ["price", "retailprice", "sellprice", "advertisedprice", "driveawayprice"],
  priceType: ["pricetype", "pricequalifier"],
  km: ["odometer", "km", "kms", "kilometres", "kilometers", "mileage", "odo"],
  carType: ["condition", "type", "newused", "cartype", "stocktype", "vehicletype"],
  vehicleKind: ["kind", "vehiclekind", "category"],
  status: ["status", "availability", "stockstatus"],
  reserved: ["reserved", "onhold", "deposittaken"],
  certified: ["certified", "cpo"],
  tag: ["tag", "label", "badgetext"],
  body: ["bodytype", "body", "bodystyle"],
  fuel: ["fueltype", "fuel"],
  transmission: ["transmission", "gearbox", "trans"],
  drive: ["drivetype", "drive", "drivetrain"],
  engine: ["engine", "enginesize", "enginedescription"],
  cylinders: ["cylinders", "cyl"],
  seats: ["seats", "seating"],
  doors: ["doors"],
  fuelConsumption: ["fuelconsumption", "economy", "fueleconomy"],
  rego: ["rego", "registration", "plate", "regonumber"],
  nvic: ["nvic"],
  dealerComments: ["comments", "description", "dealercomments", "notes", "sellernotes"],
  standardEquipment: ["equipment", "standardequipment"],
  features: ["features", "options", "extras"],
  images: ["photos", "images", "pictures", "photourls", "imageurls"],
  externalVideoUrl: ["video", "videourl", "youtube"],
  location: ["location", "yard", "branch", "site"],
};

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Our field for a column by its name, or null. */
export function guessField(column: string): FeedField | null {
  const name = squash(column);
  if (name === "") return null;
  for (const field of FEED_FIELD_NAMES) if ((SYNONYMS[field] ?? []).includes(name) || squash(field) === name) return field;
  return null;
}

/** Column → field for the form: from the saved mapping where it names the column, else guessed; each field once. */
export function prefillChoices(columns: readonly string[], saved: FeedMapping | null): Record<string, FeedField | ""> {
  const choices: Record<string, FeedField | ""> = {};
  const used = new Set<FeedField>();
  if (saved) {
    for (const field of FEED_FIELD_NAMES) {
      const from = normalRule(saved.fields[field])?.from ?? [];
      const column = columns.find((c) => from.some((f) => f.toLowerCase() === c.toLowerCase()));
      if (column !== undefined && choices[column] === undefined) {
        choices[column] = field;
        used.add(field);
      }
    }
  }
  for (const column of columns) {
    if (choices[column] !== undefined) continue;
    const field = guessField(column);
    choices[column] = field && !used.has(field) ? field : "";
    if (field && choices[column] === field) used.add(field);
  }
  return choices;
}

/** The separator a list column seems to use in its example values ("|" unless the examples show another). */
function listSeparator(examples: readonly string[]): string {
  for (const separator of ["|", ";", ","]) if (examples.some((e) => e.includes(separator))) return separator;
  return "|";
}

export type ColumnMappingResult = { ok: true; mapping: FeedMapping } | { ok: false; message: string };

/**
 * The mapping the dealer chose: `choices` column → field ("" for none). Every required field needs a column, and a
 * field takes one column. `saved` is the mapping the form was prefilled from (its name and details are kept).
 */
export function mappingFromChoices(input: {
  choices: Record<string, string>;
  columns: readonly string[];
  examples: ReadonlyArray<Record<string, string>>;
  saved: FeedMapping | null;
  name: string;
  url?: string;
}): ColumnMappingResult {
  const fields: Partial<Record<FeedField, unknown>> = {};
  const columnOf = new Map<FeedField, string>();
  for (const column of input.columns) {
    const chosen = input.choices[column] ?? "";
    if (chosen === "") continue;
    if (!(FEED_FIELD_NAMES as string[]).includes(chosen)) return { ok: false, message: `'${chosen}' is not one of our fields.` };
    const field = chosen as FeedField;
    const other = columnOf.get(field);
    if (other !== undefined) return { ok: false, message: `${FIELD_CHOICES[field]} is chosen for two columns: ${other} and ${column}.` };
    columnOf.set(field, column);
    const kept = normalRule(input.saved?.fields[field]);
    if (kept && kept.from.length === 1 && kept.from[0].toLowerCase() === column.toLowerCase()) {
      fields[field] = input.saved?.fields[field];
    } else if (FEED_FIELDS[field] === "list") {
      fields[field] = { from: column, split: listSeparator(input.examples.map((e) => e[column] ?? "")) };
    } else fields[field] = column;
  }
  const missing = REQUIRED_FIELDS.filter((f) => !columnOf.has(f));
  if (missing.length > 0) {
    return {
      ok: false,
      message: `Choose a column for ${missing.map((f) => FIELD_CHOICES[f]).join(", ")}: a car cannot be made without ${missing.length === 1 ? "it" : "them"}.`,
    };
  }
  const parsed = parseFeedMapping({
    name: input.name,
    format: "csv",
    ...(input.saved?.format === "csv" && input.saved.delimiter !== undefined && { delimiter: input.saved.delimiter }),
    ...(input.saved?.dealership !== undefined && { dealership: input.saved.dealership }),
    removeMissing: input.saved?.removeMissing ?? true,
    ...(input.url && { url: input.url }),
    fields,
  });
  return parsed.ok ? parsed : { ok: false, message: `The mapping cannot be used: ${parsed.errors.join("; ")}.` };
}
