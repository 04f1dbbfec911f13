import { describe, expect, it } from "vitest";
import { mappedFields, parseFeedMapping, parseFeedMappingJson, type FeedMappingInput } from "./mapping";
import { missingSources, readPath, readRow, readRows, compileMapping, stockKey } from "./rows";

const NOW = new Date(Date.UTC(2026, 10, 27));

const CSV_MAPPING: FeedMappingInput = {
  name: "flat-csv",
  format: "csv",
  fields: {
    stocknum: "Stock No",
    vin: "VIN",
    year: "Year",
    make: "Make",
    model: "Model",
    badge: "Variant",
    colour: "Colour",
    price: "Price",
    km: "Odometer",
    carType: { from: "Condition", values: { "Ex-Rental": "used" } },
    status: { from: "Status", default: "in stock" },
    body: "Body",
    fuel: "Fuel",
    transmission: "Transmission",
    images: { from: "Photos", split: "|" },
    certified: { from: "Certified", values: { CPO: "yes" } },
  },
};

function mapping(input: FeedMappingInput = CSV_MAPPING) {
  const parsed = parseFeedMapping(input);
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  return parsed.mapping;
}

const ROW = {
  "Stock No": "u1234",
  VIN: "JTMW43FV10D123456",
  Year: "2021",
  Make: "Toyota",
  Model: "RAV4",
  Variant: "GX",
  Colour: "Glacier White",
  Price: "$38,990",
  Odometer: "45,000",
  Condition: "Used",
  Status: "",
  Body: "SUV",
  Fuel: "Petrol - Unleaded ULP",
  Transmission: "CVT",
  Photos: "https://img.example/1.jpg| https://img.example/2.jpg ||https://img.example/1.jpg",
  Certified: "CPO",
};

describe("a feed mapping", () => {
  it("reads a CSV mapping and says which fields it fills", () => {
    const m = mapping();
    expect(m.removeMissing).toBe(true);
    expect([...mappedFields(m)]).toContain("price");
    expect(mappedFields(m).has("drive")).toBe(false);
  });

  it("names each problem with its path: required fields, unknown fields and keys, codes that do not exist", () => {
    const result = parseFeedMapping({
      name: "Bad Name",
      format: "xml",
      delimiter: ",",
      colums: {},
      fields: {
        make: "Make",
        wheels: "Wheels",
        body: { from: "Body", values: { Rocket: "spaceship" } },
        price: { from: "Price", split: "," },
      },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = result.errors.join("\n");
    expect(text).toMatch(/^name: must be 1–60 lower-case letters/m);
    expect(text).toMatch(/Unrecognized key: "colums"/);
    expect(text).toMatch(/fields/);
    expect(text).toMatch(/fields\.stocknum: stocknum must be mapped/);
    expect(text).toMatch(/fields\.year: year must be mapped/);
    expect(text).toMatch(/records: an XML mapping names its repeated vehicle element/);
    expect(text).toMatch(/delimiter: only a CSV mapping has a delimiter/);
  });

  it("refuses values that name no code of the field, and a split on a field that is not a list", () => {
    const result = parseFeedMapping({
      ...CSV_MAPPING,
      fields: { ...CSV_MAPPING.fields, body: { from: "Body", values: { Rocket: "spaceship" } }, price: { from: "Price", split: "," } },
    });
    expect(result).toMatchObject({ ok: false });
    if (result.ok) return;
    expect(result.errors).toContainEqual(
      expect.stringMatching(/^fields\.body\.values\.Rocket: Body has no code 'spaceship' \(codes: .*cabChassis/),
    );
    expect(result.errors).toContain("fields.price.split: only a list field is split");
  });

  it("says when the text is not JSON", () => {
    expect(parseFeedMappingJson("{ nope")).toMatchObject({ ok: false, errors: [expect.stringMatching(/^The mapping is not JSON/)] });
  });
});

describe("reading a row", () => {
  it("converts every mapped column into our values", () => {
    const row = readRow({ line: 2, values: ROW }, compileMapping(mapping()), NOW);
    expect(row).toEqual({
      ok: true,
      line: 2,
      key: "U1234",
      car: {
        stocknum: "u1234",
        vin: "JTMW43FV10D123456",
        year: 2021,
        make: "Toyota",
        model: "RAV4",
        badge: "GX",
        colour: "Glacier White",
        price: 38990,
        km: 45000,
        carType: "used",
        status: "in_stock",
        body: "suv",
        fuel: "petrol",
        transmission: "Automatic",
        images: ["https://img.example/1.jpg", "https://img.example/2.jpg"],
        certified: true,
      },
    });
  });

  it("lists every reason a row is not a car", () => {
    const row = readRow(
      { line: 7, values: { ...ROW, Price: "call me", Year: "1890", Make: " ", Body: "Spaceship", VIN: "JTMW43FV10D12345O" } },
      compileMapping(mapping()),
      NOW,
    );
    expect(row).toEqual({
      ok: false,
      line: 7,
      key: "U1234",
      reasons: [
        "VIN 'JTMW43FV10D12345O' has I, O or Q, which a 17-character VIN never has",
        "Year 1890 is outside 1950–2027",
        "Make is missing",
        "Price 'call me' is not an amount in dollars",
        "Body 'Spaceship' is not one we know: add it to the mapping's values",
      ],
    });
  });

  it("has no key without a stock number", () => {
    expect(readRow({ line: 3, values: { ...ROW, "Stock No": "" } }, compileMapping(mapping()), NOW)).toMatchObject({
      ok: false,
      key: null,
      reasons: ["Stock number is missing"],
    });
  });

  it("keeps the first row of a stock number and refuses the later ones", () => {
    const rows = readRows(
      [
        { line: 2, values: ROW },
        { line: 3, values: { ...ROW, "Stock No": "U1234 ", Price: "1" } },
        { line: 4, values: { ...ROW, "Stock No": "U9" } },
      ],
      mapping(),
      NOW,
    );
    expect(rows.valid.map((r) => r.line)).toEqual([2, 4]);
    expect(rows.invalid).toEqual([{ ok: false, line: 3, key: "U1234", reasons: ["Stock number U1234 appears again (first at line 2)"] }]);
  });

  it("compares stock numbers without case or spaces", () => {
    expect(stockKey(" ab-12 ")).toBe("AB-12");
  });
});

describe("XML paths", () => {
  const vehicle = {
    "@id": "77",
    StockNumber: "N100",
    Details: { Make: "Kia", Model: { "#text": "Sportage", "@code": "SP" }, Year: 2025 },
    Pricing: { Price: [{ "@type": "DAP", "#text": "45990" }] },
    Images: { Image: [{ "@url": "/media/demo/suv-white-front34.svg" }, { "@url": "/media/demo/suv-white-side.svg" }] },
    Features: { Feature: ["Sunroof", "Heated seats"] },
  };

  it("reach nested elements, attributes, text of elements with attributes and every item of a list", () => {
    expect(readPath(vehicle, "Details.Make")).toEqual(["Kia"]);
    expect(readPath(vehicle, "Details.Model")).toEqual(["Sportage"]);
    expect(readPath(vehicle, "Details.Year")).toEqual(["2025"]);
    expect(readPath(vehicle, "@id")).toEqual(["77"]);
    expect(readPath(vehicle, "Pricing.Price")).toEqual(["45990"]);
    expect(readPath(vehicle, "Images.Image.@url")).toEqual(["/media/demo/suv-white-front34.svg", "/media/demo/suv-white-side.svg"]);
    expect(readPath(vehicle, "Features.Feature")).toEqual(["Sunroof", "Heated seats"]);
    expect(readPath(vehicle, "Details.Nothing")).toEqual([]);
  });

  it("finds a mapping's column or path that no record has", () => {
    const xml = mapping({
      name: "xml",
      format: "xml",
      records: "Stock.Vehicle",
      fields: {
        stocknum: "StockNumber",
        year: "Details.Year",
        make: "Details.Make",
        model: "Details.Modle",
        carType: { from: "Type", default: "new" },
      },
    });
    expect(missingSources(xml, [{ line: 1, values: vehicle }])).toEqual(["model: 'Details.Modle'"]);
  });
});
