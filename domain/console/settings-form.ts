/**
 * The console's settings form, generated from the one settings schema (domain/settings/schema.ts, ADR 040): every
 * field of the schema becomes a form field by walking the schema's JSON-schema export (zod 4), so a new setting
 * appears in the form (and in its round-trip test) with no change here. Labels, help and groups come from the
 * schema's `.meta({ title, description, group })`; defaults from its parsed defaults; validation from the same
 * schema. Field kinds: boolean → checkbox, enum → select, number → number input (min/max), string → text,
 * list of an enum → checkboxes, list of text or numbers → one per line, anything else (lists of objects, maps) →
 * JSON checked by the schema.
 */
import { z } from "zod";
import type { FormValues } from "~/domain/forms/form-values";
import { DEFAULT_SETTINGS, websiteSettingsSchema, type WebsiteSettings, type WebsiteSettingsInput } from "~/domain/settings/schema";

/** The form's groups, in the order shown (the issue's list; "site" holds the rest). */
export const SETTINGS_GROUPS = [
  { id: "stock-search", title: "Stock and search" },
  { id: "vehicle-page", title: "Vehicle page" },
  { id: "finance", title: "Finance" },
  { id: "forms-leads", title: "Forms and leads" },
  { id: "reservations-payments", title: "Reservations and payments" },
  { id: "sign-in-gates", title: "Sign-in gates" },
  { id: "seo", title: "SEO and contact details" },
  { id: "site", title: "Site features and content" },
] as const;

export type SettingsGroupId = (typeof SETTINGS_GROUPS)[number]["id"];

export type SettingsFieldKind = "boolean" | "select" | "number" | "text" | "choices" | "lines" | "json";

export type SettingsField = {
  /** The input's name: the setting's path joined with dots ("features.chat.enabled"). */
  name: string;
  path: string[];
  kind: SettingsFieldKind;
  label: string;
  help: string;
  group: SettingsGroupId;
  /** The titles of the objects it sits in ("Search › Price slider"). */
  section: string;
  /** An empty input means none (null). */
  nullable: boolean;
  options?: string[];
  min?: number;
  max?: number;
  integer?: boolean;
  /** For `lines`: the type of each line. */
  item?: "string" | "number" | "integer";
  /** The default, as the form shows it. */
  defaultText: string;
};

type JsonNode = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonNode[];
  properties?: Record<string, JsonNode>;
  additionalProperties?: unknown;
  items?: JsonNode;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  title?: string;
  description?: string;
  group?: string;
};

const GROUP_IDS = new Set<string>(SETTINGS_GROUPS.map((g) => g.id));
const BIGGEST = Number.MAX_SAFE_INTEGER;

/** Words a key spells that read differently in a label. */
const WORDS: Record<string, string> = { url: "URL", ppsr: "PPSR", id: "ID", ids: "IDs", ms: "(ms)", whats: "what's" };

/** "justArrivedDays" → "Just arrived days", "spinIntervalMs" → "Spin interval (ms)". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((w) => WORDS[w] ?? w)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueAt(settings: unknown, path: string[]): unknown {
  return path.reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), settings);
}

function withoutNull(node: JsonNode): { node: JsonNode; nullable: boolean } {
  if (Array.isArray(node.type) && node.type.includes("null")) {
    const rest = node.type.filter((t) => t !== "null");
    return { node: { ...node, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  if (node.anyOf?.length === 2 && node.anyOf.some((n) => n.type === "null")) {
    const other = node.anyOf.find((n) => n.type !== "null")!;
    return { node: { ...other, title: node.title ?? other.title, description: node.description ?? other.description }, nullable: true };
  }
  return { node, nullable: false };
}

function kindOf(node: JsonNode): Pick<SettingsField, "kind" | "options" | "min" | "max" | "integer" | "item"> {
  if (node.enum && node.enum.every((v) => typeof v === "string")) return { kind: "select", options: node.enum as string[] };
  if (node.type === "boolean") return { kind: "boolean" };
  if (node.type === "integer" || node.type === "number") {
    const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum : undefined);
    return {
      kind: "number",
      integer: node.type === "integer",
      ...(min !== undefined && min > -BIGGEST && { min }),
      ...(node.maximum !== undefined && node.maximum < BIGGEST && { max: node.maximum }),
    };
  }
  if (node.type === "string") return { kind: "text" };
  if (node.type === "array" && node.items) {
    const items = node.items;
    if (items.enum && items.enum.every((v) => typeof v === "string")) return { kind: "choices", options: items.enum as string[] };
    if (items.type === "string" || items.type === "number" || items.type === "integer") return { kind: "lines", item: items.type };
  }
  return { kind: "json" };
}

function defaultText(kind: SettingsFieldKind, value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (kind === "boolean") return value ? "on" : "off";
  if (kind === "choices" || kind === "lines") return (value as unknown[]).length ? (value as unknown[]).join(", ") : "none";
  if (kind === "json") return JSON.stringify(value);
  return String(value) === "" ? "empty" : String(value);
}

function walk(node: JsonNode, path: string[], group: SettingsGroupId, sections: string[], out: SettingsField[]) {
  const { node: inner, nullable } = withoutNull(node);
  const ownGroup = inner.group ?? node.group;
  const nextGroup = ownGroup && GROUP_IDS.has(ownGroup) ? (ownGroup as SettingsGroupId) : group;
  const title = node.title ?? inner.title;
  if (!nullable && inner.type === "object" && inner.properties && inner.additionalProperties !== true && path.length < 6) {
    const nextSections = path.length === 0 ? sections : [...sections, title ?? humanise(path[path.length - 1])];
    for (const [key, child] of Object.entries(inner.properties)) walk(child, [...path, key], nextGroup, nextSections, out);
    return;
  }
  const kind = kindOf(inner);
  out.push({
    name: path.join("."),
    path,
    ...kind,
    label: title ?? humanise(path[path.length - 1]),
    help: node.description ?? inner.description ?? "",
    group: nextGroup,
    section: sections.join(" › "),
    nullable,
    defaultText: defaultText(kind.kind, valueAt(DEFAULT_SETTINGS, path)),
  });
}

/** Every field of the settings schema, in the schema's order. */
export const SETTINGS_FIELDS: readonly SettingsField[] = (() => {
  const json = z.toJSONSchema(websiteSettingsSchema, { io: "input", unrepresentable: "any" }) as JsonNode;
  const out: SettingsField[] = [];
  walk(json, [], "site", [], out);
  return out;
})();

/** The fields of each group, in group order; a group with no field is left out. */
export function fieldsByGroup(): Array<{ id: SettingsGroupId; title: string; fields: SettingsField[] }> {
  return SETTINGS_GROUPS.map((g) => ({ ...g, fields: SETTINGS_FIELDS.filter((f) => f.group === g.id) })).filter((g) => g.fields.length);
}

/** The form's values for `settings`, as a browser would post them (an unticked box is absent). */
export function settingsFormValues(settings: WebsiteSettings): FormValues {
  const values: FormValues = {};
  for (const field of SETTINGS_FIELDS) {
    const value = valueAt(settings, field.path);
    if (field.kind === "boolean") {
      if (value === true) values[field.name] = "on";
    } else if (field.kind === "choices") {
      values[field.name] = (value as string[]).map(String);
    } else if (value === null || value === undefined) {
      values[field.name] = "";
    } else if (field.kind === "lines") {
      values[field.name] = (value as unknown[]).map(String).join("\n");
    } else if (field.kind === "json") {
      values[field.name] = JSON.stringify(value, null, 2);
    } else {
      values[field.name] = String(value);
    }
  }
  return values;
}

export type SettingsFormResult =
  { ok: true; settings: WebsiteSettings } | { ok: false; fieldErrors: Record<string, string>; values: FormValues };

const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? "") : (v ?? ""));
const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let at = target;
  for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[path[path.length - 1]] = value;
}

/** A value read from one input, or a message for the field. */
function readField(field: SettingsField, raw: string | string[] | undefined): { value: unknown } | { error: string } {
  if (field.kind === "boolean") return { value: raw !== undefined && one(raw) !== "" && one(raw) !== "false" };
  if (field.kind === "choices") return { value: (Array.isArray(raw) ? raw : raw === undefined || raw === "" ? [] : [raw]).map(String) };
  const text = one(raw);
  if (field.nullable && text.trim() === "") return { value: null };
  if (field.kind === "number") {
    if (!NUMBER.test(text.trim())) return { error: "Enter a number." };
    return { value: Number(text.trim()) };
  }
  if (field.kind === "lines") {
    const lines = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (field.item === "string") return { value: lines };
    const bad = lines.find((l) => !NUMBER.test(l));
    return bad !== undefined ? { error: `"${bad}" is not a number: one number a line.` } : { value: lines.map(Number) };
  }
  if (field.kind === "json") {
    if (text.trim() === "") return { value: undefined };
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return { error: "This is not valid JSON." };
    }
  }
  return { value: text };
}

/** Friendlier words for zod's generic messages; a schema's own message (a regex's, a refine's) is kept. */
const friendly: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") return issue.minimum === 1 ? "Enter something here." : `At least ${issue.minimum} characters.`;
      if (issue.origin === "array" || issue.origin === "set") return `Choose at least ${issue.minimum}.`;
      return `At least ${issue.minimum}${issue.inclusive === false ? " (not equal)" : ""}.`;
    case "too_big":
      if (issue.origin === "string") return `At most ${issue.maximum} characters.`;
      if (issue.origin === "array") return `At most ${issue.maximum} items.`;
      return `At most ${issue.maximum}.`;
    case "invalid_type":
      return issue.expected === "int" ? "A whole number." : `Expected ${issue.expected}.`;
    case "invalid_value":
      return `Choose one of: ${issue.values.map(String).join(", ")}.`;
    case "invalid_format":
      return issue.format === "url"
        ? "A full web address (https://…)."
        : issue.format === "email"
          ? "An email address."
          : `Not a valid ${issue.format}.`;
    case "unrecognized_keys":
      return `Unknown ${issue.keys.length > 1 ? "fields" : "field"}: ${issue.keys.join(", ")}.`;
    default:
      return undefined;
  }
};

/** The field a schema issue belongs to (the longest field path that starts the issue's path). */
function fieldFor(issuePath: PropertyKey[]): { field: SettingsField; rest: string } | null {
  const path = issuePath.map(String);
  let best: SettingsField | null = null;
  for (const field of SETTINGS_FIELDS) {
    if (field.path.length <= path.length && field.path.every((k, i) => path[i] === k)) {
      if (!best || field.path.length > best.path.length) best = field;
    }
  }
  return best ? { field: best, rest: path.slice(best.path.length).join(".") } : null;
}

/** Reads and validates the posted form with the settings schema: the settings, or a message per field. */
export function readSettingsForm(values: FormValues): SettingsFormResult {
  const input: Record<string, unknown> = {};
  const fieldErrors: Record<string, string> = {};
  for (const field of SETTINGS_FIELDS) {
    const read = readField(field, values[field.name]);
    if ("error" in read) fieldErrors[field.name] = read.error;
    else if (read.value !== undefined) setAt(input, field.path, read.value);
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors, values };
  const parsed = websiteSettingsSchema.safeParse(input, { error: friendly });
  if (parsed.success) return { ok: true, settings: parsed.data };
  for (const issue of parsed.error.issues) {
    const found = fieldFor(issue.path);
    const name = found?.field.name ?? "(form)";
    const where = found?.rest ? `${found.rest.replace(/^(\d+)/, (n) => `item ${Number(n) + 1}`)}: ` : "";
    fieldErrors[name] ??= `${where}${issue.message}`;
  }
  return { ok: false, fieldErrors, values };
}

function isEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What is stored for `settings`: only the values that differ from the defaults (the column is a partial override,
 * so a default changed later still reaches a dealer who never set it). Parsing it gives `settings` back.
 */
export function settingsOverride(settings: WebsiteSettings): WebsiteSettingsInput {
  const out: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = valueAt(settings, field.path);
    if (!isEqual(value, valueAt(DEFAULT_SETTINGS, field.path))) setAt(out, field.path, value);
  }
  return out as WebsiteSettingsInput;
}

/** The names of the fields whose values differ between two settings (for the history's summary). */
export function changedFields(before: WebsiteSettings, after: WebsiteSettings): string[] {
  return SETTINGS_FIELDS.filter((f) => !isEqual(valueAt(before, f.path), valueAt(after, f.path))).map((f) => f.name);
}
