/**
 * For tests: a valid value other than the default for any field of the settings form, generated from the schema's
 * JSON-schema export (types, enums, min/max, patterns), so a field added to the schema gets a sample with no change
 * here. A field the generator cannot satisfy fails its round-trip test by name: add its sample to SAMPLES.
 */
import { z } from "zod";
import { DEFAULT_SETTINGS, websiteSettingsSchema, type WebsiteSettings } from "~/domain/settings/schema";
import type { SettingsField } from "./settings-form";

type Node = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Node[];
  oneOf?: Node[];
  properties?: Record<string, Node>;
  required?: string[];
  additionalProperties?: Node | boolean;
  items?: Node;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
};

/** Values the generator cannot work out from the JSON schema (a refine's rule is not in it). */
const SAMPLES: Record<string, unknown> = {
  "search.defaultState": "nsw",
  "locations.hoursExceptions": { "north-yard": [{ date: "2026-12-25", open: null, close: null, note: "Christmas Day" }] },
  "promotionsSlider.slides": [
    {
      imageUrl: "/media/content/console-sample/0123456789abcdef0123456789abcdef.jpg",
      alt: "A ute on the beach",
      title: "Summer sale",
      text: "",
      href: "/special-offers",
      cta: "See the offers",
      startsAt: "2026-12-01T00:00:00.000Z",
      endsAt: "2027-01-31T13:00:00.000Z",
    },
  ],
  "spinToWin.campaign": {
    id: "console-sample",
    name: "Spring spin",
    startDate: "2026-09-01",
    endDate: "2026-09-30",
    timeZone: "Australia/Brisbane",
    terms: "One spin each.",
    prizes: [{ id: "cap", label: "A cap", description: "", oddsPercent: 10, stock: 50 }],
  },
};

const JSON_SCHEMA = z.toJSONSchema(websiteSettingsSchema, { io: "input", unrepresentable: "any" }) as Node;

const STRINGS = [
  "Changed by the console",
  "/changed-path",
  "https://example.com/changed/{code}",
  "nsw",
  "tab:features",
  "page:about-us",
  "2026-01-02",
  "console-sample",
  "Australia/Brisbane",
];

function nodeAt(path: string[]): Node {
  return path.reduce<Node>((node, key) => {
    const inner = node.anyOf?.find((n) => n.type !== "null") ?? node;
    return inner.properties![key];
  }, JSON_SCHEMA);
}

function stringSample(node: Node): string {
  if (node.format === "date-time") return "2026-01-02T09:00:00+10:00";
  if (node.format === "email") return "sales@example.com";
  if (node.format === "uri" || node.format === "starts_with") return "https://example.com/changed";
  const pattern = node.pattern ? new RegExp(node.pattern) : null;
  return STRINGS.find((s) => !pattern || pattern.test(s)) ?? "x";
}

function numberSample(node: Node, avoid?: unknown): number {
  const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 0);
  const max = node.maximum ?? Number.MAX_SAFE_INTEGER;
  const candidates = [typeof avoid === "number" ? avoid + 1 : min + 1, typeof avoid === "number" ? avoid - 1 : min, min, max];
  return candidates.find((n) => n >= min && n <= max && n !== avoid && Number.isSafeInteger(n)) ?? min;
}

/** A value that fits `node`, other than `avoid` where it can. */
function generate(node: Node, avoid?: unknown): unknown {
  const inner = (node.anyOf ?? node.oneOf)?.find((n) => n.type !== "null") ?? node;
  const type = Array.isArray(inner.type) ? inner.type.find((t) => t !== "null") : inner.type;
  if (inner.const !== undefined) return inner.const;
  if (inner.enum) return inner.enum.find((v) => v !== avoid) ?? inner.enum[0];
  if (type === "boolean") return avoid !== true;
  if (type === "integer" || type === "number") return numberSample(inner, avoid);
  if (type === "string") {
    const s = stringSample(inner);
    return s === avoid ? `${s}-2` : s;
  }
  if (type === "array") {
    const items = inner.items ?? {};
    if (items.enum) {
      const wanted = items.enum.filter((v) => !(Array.isArray(avoid) && avoid.length === 1 && avoid[0] === v));
      return wanted.slice(0, Math.max(1, Math.min(wanted.length, Array.isArray(avoid) && avoid.length > 1 ? 1 : 2)));
    }
    const count = Math.max(inner.minItems ?? 1, 1);
    return Array.from({ length: count }, (_, i) => uniquify(generate(items), i));
  }
  if (type === "object") {
    if (inner.properties) return Object.fromEntries(Object.entries(inner.properties).map(([k, v]) => [k, generate(v)]));
    if (inner.additionalProperties && typeof inner.additionalProperties === "object") {
      return { Toyota: generate(inner.additionalProperties) };
    }
  }
  return {};
}

function uniquify(value: unknown, i: number): unknown {
  if (i === 0) return value;
  if (typeof value === "number") return value + i;
  if (typeof value === "string") return `${value}-${i}`;
  return value;
}

function valueAt(settings: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], settings);
}

/** A valid value for `field` other than its default. */
export function sampleSettingsValue(field: SettingsField): unknown {
  if (field.name in SAMPLES) return SAMPLES[field.name];
  return generate(nodeAt(field.path), valueAt(DEFAULT_SETTINGS, field.path));
}

/** `settings` with the value at `path` replaced. */
export function withValueAt(settings: WebsiteSettings, path: string[], value: unknown): unknown {
  const copy = structuredClone(settings) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path[path.length - 1]] = value;
  return copy;
}
