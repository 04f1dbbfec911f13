import { describe, expect, it } from "vitest";
import { guessField, mappingFromChoices, prefillChoices } from "./column-mapping";
import { parseFeedMapping, type FeedMapping } from "./mapping";

const COLUMNS = ["Stock No", "Year", "Make", "Model", "Condition", "Price", "Photos", "Notes for staff"];
const EXAMPLES = [{ "Stock No": "A1", Photos: "a.jpg;b.jpg" }];

function saved(): FeedMapping {
  const parsed = parseFeedMapping({
    name: "dms",
    format: "csv",
    fields: {
      stocknum: "Stock No",
      year: "Year",
      make: "Make",
      model: "Model",
      carType: { from: "Condition", values: { Demonstrator: "demo" } },
      images: { from: "Photos", split: "|" },
    },
  });
  if (!parsed.ok) throw new Error(parsed.errors.join());
  return parsed.mapping;
}

describe("the column-mapping step", () => {
  it("guesses a field from a DMS column name, without case or punctuation", () => {
    expect(guessField("Stock No")).toBe("stocknum");
    expect(guessField("ODOMETER")).toBe("km");
    expect(guessField("Body-Type")).toBe("body");
    expect(guessField("Notes for staff")).toBeNull();
  });

  it("prefills from the saved mapping first, then guesses, each field once", () => {
    expect(prefillChoices([...COLUMNS, "Stock"], saved())).toEqual({
      "Stock No": "stocknum",
      Stock: "",
      Year: "year",
      Make: "make",
      Model: "model",
      Condition: "carType",
      Price: "price",
      Photos: "images",
      "Notes for staff": "",
    });
  });

  it("keeps a saved field's details for the same column; a new list column gets the separator its examples use", () => {
    const choices = prefillChoices(COLUMNS, saved());
    const kept = mappingFromChoices({ choices, columns: COLUMNS, examples: EXAMPLES, saved: saved(), name: "dms" });
    expect(kept).toMatchObject({ ok: true, mapping: { fields: { carType: { from: "Condition", values: { Demonstrator: "demo" } } } } });
    const fresh = mappingFromChoices({ choices, columns: COLUMNS, examples: EXAMPLES, saved: null, name: "console-csv" });
    expect(fresh).toMatchObject({
      ok: true,
      mapping: { name: "console-csv", fields: { images: { from: "Photos", split: ";" }, price: "Price" } },
    });
  });

  it("refuses a mapping without a required field, or with a field chosen twice, with a sentence", () => {
    const choices = { ...prefillChoices(COLUMNS, null), Make: "" };
    expect(mappingFromChoices({ choices, columns: COLUMNS, examples: [], saved: null, name: "x" })).toEqual({
      ok: false,
      message: "Choose a column for Make: a car cannot be made without it.",
    });
    const twice = { ...prefillChoices(COLUMNS, null), "Notes for staff": "year" };
    expect(mappingFromChoices({ choices: twice, columns: COLUMNS, examples: [], saved: null, name: "x" })).toEqual({
      ok: false,
      message: "Year is chosen for two columns: Year and Notes for staff.",
    });
    const unknown = { ...prefillChoices(COLUMNS, null), "Notes for staff": "password" };
    expect(mappingFromChoices({ choices: unknown, columns: COLUMNS, examples: [], saved: null, name: "x" })).toMatchObject({ ok: false });
  });

  it("a feed address must be a web address", () => {
    const choices = prefillChoices(COLUMNS, null);
    const bad = mappingFromChoices({ choices, columns: COLUMNS, examples: [], saved: null, name: "x", url: "file:///etc/passwd" });
    expect(bad).toMatchObject({ ok: false, message: expect.stringMatching(/url: must be an http or https address/) });
    const good = mappingFromChoices({
      choices,
      columns: COLUMNS,
      examples: [],
      saved: null,
      name: "x",
      url: "https://dms.example/feed.csv",
    });
    expect(good).toMatchObject({ ok: true, mapping: { url: "https://dms.example/feed.csv" } });
  });
});
