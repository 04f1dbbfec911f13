import { z } from "zod";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseWebsiteSettings, websiteSettingsSchema, type WebsiteSettings } from "~/domain/settings/schema";
import {
  changedFields,
  fieldsByGroup,
  humanise,
  readSettingsForm,
  SETTINGS_FIELDS,
  SETTINGS_GROUPS,
  settingsFormValues,
  settingsOverride,
  type SettingsField,
} from "./settings-form";
import { sampleSettingsValue, withValueAt } from "./settings-form.samples";

/** Every leaf of the parsed defaults: the form must have a field for each (or for an object or list holding it). */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length > 0 && path.length < 6) {
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  }
  return [path];
}

describe("the settings form generated from the schema", () => {
  it("has a field for every setting of the schema", () => {
    for (const leaf of leafPaths(DEFAULT_SETTINGS)) {
      const covering = SETTINGS_FIELDS.find((f) => f.path.every((k, i) => leaf[i] === k));
      expect(covering, leaf.join(".")).toBeDefined();
    }
  });

  it("puts every field in one of the named groups and gives it a label", () => {
    const ids = SETTINGS_GROUPS.map((g) => g.id) as string[];
    for (const field of SETTINGS_FIELDS) {
      expect(ids).toContain(field.group);
      expect(field.label.length).toBeGreaterThan(0);
    }
    expect(fieldsByGroup().flatMap((g) => g.fields)).toHaveLength(SETTINGS_FIELDS.length);
  });

  it("maps the schema's types to inputs, with min and max, labels, help and groups from the schema's meta", () => {
    const byName = (name: string) => SETTINGS_FIELDS.find((f) => f.name === name)!;
    expect(byName("features.garage")).toMatchObject({ kind: "boolean", group: "site", defaultText: "on" });
    expect(byName("features.garage").help).toMatch(/garage/);
    expect(byName("search.quickPriceOptions")).toMatchObject({ kind: "select", options: ["standard", "prestige"] });
    expect(byName("onlineReservation.holdHours")).toMatchObject({ kind: "number", integer: true, min: 1, max: 720, defaultText: "48" });
    expect(byName("onlineReservation.depositAmount")).not.toHaveProperty("max");
    expect(byName("stock.soldTag")).toMatchObject({ kind: "text", group: "stock-search", section: "Stock", defaultText: "JUST SOLD" });
    expect(byName("vehicleKinds")).toMatchObject({ kind: "choices", label: "Vehicle kinds sold" });
    expect(byName("onlineReservation.onlyMakes")).toMatchObject({ kind: "lines", item: "string" });
    expect(byName("search.promoTiles")).toMatchObject({ kind: "json" });
    expect(byName("search.weWantYourCarPosition")).toMatchObject({ kind: "number", nullable: true });
    expect(byName("access.gates.checkout")).toMatchObject({ group: "sign-in-gates", section: "Sign-in gates › Gates" });
    expect(humanise("ppsrReport")).toBe("PPSR report");
    expect(humanise("spinIntervalMs")).toBe("Spin interval (ms)");
    expect(humanise("hostedUrl")).toBe("Hosted URL");
    expect(humanise("whatsIncluded")).toBe("What's included");
  });

  it("shows the defaults as the defaults' form values", () => {
    const values = settingsFormValues(DEFAULT_SETTINGS);
    const read = readSettingsForm(values);
    expect(read).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
    expect(settingsOverride(DEFAULT_SETTINGS)).toEqual({});
  });

  // Generated from the schema: a field added to the schema is in this list with no change here.
  it.each(SETTINGS_FIELDS.map((f) => [f.name, f] as const))("round-trips %s with a valid value other than its default", (_name, field) => {
    const value = sampleSettingsValue(field);
    const expected = parseWebsiteSettings(withValueAt(DEFAULT_SETTINGS, field.path, value));
    expect(JSON.stringify(at(expected, field))).not.toBe(JSON.stringify(at(DEFAULT_SETTINGS, field)));
    const read = readSettingsForm(settingsFormValues(expected));
    expect(read).toEqual({ ok: true, settings: expected });
    if (!read.ok) return;
    // What is stored (the override, through JSON as the database keeps it) reads back equal.
    const stored = JSON.parse(JSON.stringify(settingsOverride(read.settings))) as unknown;
    expect(parseWebsiteSettings(stored)).toEqual(expected);
    expect(changedFields(DEFAULT_SETTINGS, expected)).toEqual([field.name]);
  });

  it("answers an invalid value with the field's own message", () => {
    const values = settingsFormValues(DEFAULT_SETTINGS);
    const bad = (name: string, value: string | string[]) => {
      const read = readSettingsForm({ ...values, [name]: value });
      expect(read.ok).toBe(false);
      return read.ok ? {} : read.fieldErrors;
    };
    expect(bad("onlineReservation.holdHours", "900")).toEqual({ "onlineReservation.holdHours": "At most 720." });
    expect(bad("onlineReservation.holdHours", "two days")).toEqual({ "onlineReservation.holdHours": "Enter a number." });
    expect(bad("search.pageSize", "2.5")).toEqual({ "search.pageSize": "A whole number." });
    expect(bad("stock.soldTag", "")).toEqual({ "stock.soldTag": "Enter something here." });
    expect(bad("finance.financePath", "finance")).toEqual({
      "finance.financePath": "must be a path of this site starting with / (like /special-offers)",
    });
    expect(bad("search.quickPriceOptions", "cheap")).toEqual({ "search.quickPriceOptions": "Choose one of: standard, prestige." });
    expect(bad("vehicleKinds", [])).toEqual({ vehicleKinds: "Choose at least 1." });
    expect(bad("search.promoTiles", "[{")).toEqual({ "search.promoTiles": "This is not valid JSON." });
    expect(bad("search.promoTiles", '[{"position":1,"title":"","href":"/x"}]')).toEqual({
      "search.promoTiles": "item 1.title: Enter something here.",
    });
    expect(bad("offers.excludedOfferAllowList", "12\nabc")).toEqual({
      "offers.excludedOfferAllowList": '"abc" is not a number: one number a line.',
    });
  });

  it("reads an unticked box as off and an empty nullable input as none", () => {
    const values = settingsFormValues({ ...DEFAULT_SETTINGS, singleManufacturer: "Toyota" } as WebsiteSettings);
    delete values["features.garage"];
    values.singleManufacturer = " ";
    const read = readSettingsForm(values);
    expect(read.ok && read.settings.features.garage).toBe(false);
    expect(read.ok && read.settings.singleManufacturer).toBeNull();
  });

  it("is generated from the schema's JSON-schema export", () => {
    const json = z.toJSONSchema(websiteSettingsSchema, { io: "input", unrepresentable: "any" }) as { properties: object };
    const topLevel = new Set(SETTINGS_FIELDS.map((f) => f.path[0]));
    expect([...topLevel].sort()).toEqual(Object.keys(json.properties).sort());
  });
});

function at(settings: WebsiteSettings, field: SettingsField): unknown {
  return field.path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], settings);
}
