import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFeedMapping, type FeedMapping, type FeedMappingInput } from "~/domain/feeds/mapping";
import { readRows } from "~/domain/feeds/rows";
import { FEED_MAX_BYTES, FEED_MAX_RECORDS, parseFeed, peekCsv } from "./parse";

const NOW = new Date(Date.UTC(2026, 10, 27));
const FEEDS = path.resolve("demo/feeds");

function sample(name: string): { bytes: Buffer; mapping: FeedMapping } {
  const parsed = parseFeedMapping(JSON.parse(readFileSync(path.join(FEEDS, `${name}.mapping.json`), "utf8")));
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  const file = readFileSync(path.join(FEEDS, name.endsWith("stock") ? `${name}.xml` : `${name}.csv`));
  return { bytes: file, mapping: parsed.mapping };
}

function mapping(input: Partial<FeedMappingInput> = {}): FeedMapping {
  const parsed = parseFeedMapping({
    name: "t",
    format: "csv",
    fields: { stocknum: "stock", year: "year", make: "make", model: "model", carType: "type", price: "price" },
    ...input,
  });
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  return parsed.mapping;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("the sample feeds", () => {
  it("read the flat CSV export: every row but the one with a mistyped price", async () => {
    const { bytes, mapping: m } = sample("westside-dms-export");
    const feed = await parseFeed(bytes, m);
    if (!feed.ok) throw new Error(feed.error);
    expect(feed.records).toHaveLength(10);
    const rows = readRows(feed.records, m, NOW, feed.unit);
    expect(rows.valid).toHaveLength(9);
    expect(rows.invalid).toEqual([{ ok: false, line: 10, key: "W1009", reasons: ["Price '$2O,990' is not an amount in dollars"] }]);
    const hilux = rows.valid.find((r) => r.key === "W1002")?.car;
    expect(hilux).toMatchObject({
      body: "ute",
      drive: "4WD",
      transmission: "Automatic",
      fuel: "diesel",
      km: 98455,
      price: 46500,
      priceType: "drive_away",
    });
    expect(rows.valid.find((r) => r.key === "W1007")?.car).toMatchObject({
      carType: "demo",
      images: ["photos/w1007-front.jpg", "photos/w1007-side.jpg"],
    });
    expect(rows.valid.find((r) => r.key === "W1006")?.car).toMatchObject({ status: "coming_soon", body: "cabChassis", images: [] });
    expect(rows.valid.find((r) => r.key === "W1008")?.car.price).toBeNull();
  });

  it("read the XML vehicle feed: nested elements, attributes, CDATA, lists", async () => {
    const { bytes, mapping: m } = sample("coastal-kia-mg-stock");
    const feed = await parseFeed(bytes, m);
    if (!feed.ok) throw new Error(feed.error);
    expect(feed.unit).toBe("vehicle");
    const rows = readRows(feed.records, m, NOW, feed.unit);
    expect(rows.invalid).toEqual([]);
    expect(rows.valid).toHaveLength(8);
    const sportage = rows.valid[0].car;
    expect(sportage).toMatchObject({
      stocknum: "KN25-0141",
      carType: "new",
      status: "in_stock",
      location: "maroochydore",
      year: 2025,
      body: "suv",
      colour: "Snow White Pearl",
      fuel: "petrol",
      km: 12,
      price: 41990,
      priceType: "drive_away",
      fuelConsumption: 8.1,
      standardEquipment: ["12.3-inch touchscreen", "Wireless Apple CarPlay", "Rear cross-traffic alert"],
      images: ["/media/demo/suv-white-front34.svg", "/media/demo/suv-white-side.svg", "/media/demo/suv-white-rear34.svg"],
    });
    expect(sportage.dealerComments).toBe("Brand new Sportage SX with 7-year unlimited km warranty.\nTest drive it at Maroochydore today.");
    expect(rows.valid.find((r) => r.key === "KN25-0188")?.car).toMatchObject({
      status: "coming_soon",
      transmission: "Automatic",
      fuel: "electric",
      cylinders: null,
    });
    expect(rows.valid.find((r) => r.key === "MG25-0324")?.car).toMatchObject({ dealerComments: "", standardEquipment: [], fuel: "phev" });
  });
});

describe("a file that is no feed gets one clear message", () => {
  const m = mapping();
  it.each([
    ["an empty file", new Uint8Array(0), "The feed file is empty."],
    [
      "a spreadsheet",
      new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]),
      "The feed file is a zip or a spreadsheet (.xlsx): export it as CSV or XML.",
    ],
    ["binary", new Uint8Array([1, 2, 0, 4]), "The feed file is not text: export it as CSV or XML."],
    ["XML for a CSV mapping", utf8("<Stock/>"), "The feed file looks like XML, but the mapping is for CSV."],
    ["a header only", utf8("stock"), "The CSV's first line has 1 column name: is the delimiter ',' right?"],
    ["a column named twice", utf8("stock,Stock\n1,2"), "The CSV names the column 'Stock' twice."],
  ])("%s", async (_, bytes, error) => {
    expect(await parseFeed(bytes, m)).toEqual({ ok: false, error });
  });

  it("broken quoting names the line", async () => {
    const feed = await parseFeed(utf8('stock,year,make,model,type,price\nA1,2020,"Toyota,Yaris,used,1000\n'), m);
    expect(feed).toMatchObject({ ok: false, error: expect.stringMatching(/^The CSV could not be read: .*line/) });
  });

  it("a file over the size limit is refused before it is read", async () => {
    const feed = await parseFeed(new Uint8Array(FEED_MAX_BYTES + 1), m);
    expect(feed).toEqual({ ok: false, error: "The feed file is 50 MB; at most 50 MB is accepted." });
  });

  it("more rows than one feed may hold are refused", async () => {
    const lines = [
      "stock,year,make,model,type,price",
      ...Array.from({ length: FEED_MAX_RECORDS + 1 }, (_, i) => `S${i},2020,Kia,Rio,used,1`),
    ];
    expect(await parseFeed(utf8(lines.join("\n")), m)).toEqual({ ok: false, error: "The feed has more than 25,000 vehicles; split it." });
  });

  it("malformed XML names the line; a missing records element names it", async () => {
    const xml = mapping({
      format: "xml",
      records: "Stock.Vehicle",
      fields: { stocknum: "No", year: "Y", make: "M", model: "Mo", carType: "T" },
    });
    expect(await parseFeed(utf8("<Stock>\n<Vehicle><No>1</No></Vehicle>\n<Vehicle><No>2</Vehicle></Stock>"), xml)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The XML could not be read: .*\(line 3\)\.$/),
    });
    expect(await parseFeed(utf8("<Stock><Car/></Stock>"), xml)).toEqual({
      ok: false,
      error: "The XML has no 'Stock.Vehicle' element (the mapping's records): 'Vehicle' is missing.",
    });
    expect(await parseFeed(utf8("Stock,No"), xml)).toMatchObject({ ok: false, error: expect.stringMatching(/is not XML/) });
  });

  it("an entity expansion bomb is not expanded", async () => {
    const xml = mapping({
      format: "xml",
      records: "Stock.Vehicle",
      fields: { stocknum: "No", year: "Y", make: "M", model: "Mo", carType: "T" },
    });
    const entities = Array.from({ length: 10 }, (_, i) => `<!ENTITY e${i + 1} "${`&e${i};`.repeat(10)}">`).join("");
    const bomb = `<?xml version="1.0"?><!DOCTYPE Stock [<!ENTITY e0 "ha">${entities}]><Stock><Vehicle><No>&e10;</No></Vehicle></Stock>`;
    expect(await parseFeed(utf8(bomb), xml)).toMatchObject({ ok: true, records: [{ values: { No: "&e10;" } }] });
  });
});

describe("rows of a CSV", () => {
  it("a row with more or fewer columns than the header is a bad row with its line", async () => {
    const feed = await parseFeed(
      utf8("stock,year,make,model,type,price\nA1,2020,Kia,Rio,used,1000\nA2,2020,Kia\n\nA3,2021,Kia,Rio,used,2000,extra\n,,,,,\n"),
      mapping(),
    );
    expect(feed).toMatchObject({
      ok: true,
      records: [{ line: 2, values: { stock: "A1" } }],
      broken: [
        { line: 3, reason: "Has 3 columns; the header has 6", values: { stock: "A2", year: "2020", make: "Kia" } },
        { line: 5, reason: "Has 7 columns; the header has 6" },
      ],
    });
  });

  it("Windows-1252 text from an older DMS reads as its characters; a BOM is dropped", async () => {
    const latin = Uint8Array.from([...utf8("stock,year,make,model,type,price\nA1,2020,Citro"), 0xeb, ...utf8("n,C4,used,1000\n")]);
    const feed = await parseFeed(latin, mapping());
    expect(feed).toMatchObject({ ok: true, records: [{ values: { make: "Citroën" } }] });
    const bom = await parseFeed(
      Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8("stock,year,make,model,type,price\nA1,2020,Kia,Rio,used,1\n")]),
      mapping(),
    );
    expect(bom).toMatchObject({ ok: true, columns: ["stock", "year", "make", "model", "type", "price"] });
  });

  it("reads another delimiter", async () => {
    const feed = await parseFeed(utf8("stock;year;make;model;type;price\nA1;2020;Kia;Rio;used;1000\n"), mapping({ delimiter: ";" }));
    expect(feed).toMatchObject({ ok: true, records: [{ values: { stock: "A1", price: "1000" } }] });
  });
});

describe("a feed read as a stream", () => {
  it("a file on disk reads as its bytes do, a multibyte character cut between pieces included", async () => {
    const { bytes, mapping: m } = sample("westside-dms-export");
    // 256 KB pieces: the two bytes of "é" in a long comment are the last of one piece and the first of the next
    // (a 42-byte header line, 27 bytes of the row before the comment).
    const long = `stock,year,make,model,type,price,comments\nA1,2020,Kia,Rio,used,1000,"${"x".repeat(256 * 1024 - 1 - 42 - 27)}é${"y".repeat(10)}"\n`;
    const withComments = mapping({ fields: { ...mapping().fields, dealerComments: "comments" } });
    const read = await parseFeed({ file: path.join(FEEDS, "westside-dms-export.csv") }, m);
    expect(read).toEqual(await parseFeed(bytes, m));
    const crossing = await parseFeed(utf8(long), withComments);
    expect(crossing).toMatchObject({ ok: true, records: [{ line: 2 }] });
    expect(crossing.ok && String(crossing.records[0].values.comments).slice(-12)).toBe("xéyyyyyyyyyy");
  });

  it("the mapping step sees the columns and the first rows' values", async () => {
    expect(await peekCsv({ file: path.join(FEEDS, "westside-dms-export.csv") }, ",", 2)).toMatchObject({
      ok: true,
      columns: expect.arrayContaining(["Stock No", "Odometer", "Photos"]),
      examples: [{ "Stock No": "W1001" }, { "Stock No": "W1002" }],
    });
    expect(await peekCsv({ bytes: utf8("only-one-column\n1\n") })).toEqual({
      ok: false,
      error: "The CSV's first line has 1 column name: is the delimiter ',' right?",
    });
  });
});

describe("an XML feed read as a stream", () => {
  const xml = mapping({
    format: "xml",
    records: "Stock.Vehicles.Vehicle",
    fields: { stocknum: "No", year: "Y", make: "M", model: "Mo", carType: "@type" },
  });
  it("reads vehicles across the reader's pieces in the shape the mappings know: attributes, text, lists, CDATA", async () => {
    const vehicles = Array.from(
      { length: 3000 },
      (_, i) =>
        `<Vehicle type="used"><No>S${i}</No><Y>2020</Y><M>Kia</M><Mo>Rio &amp; Co</Mo><Photo>a${i}.jpg</Photo><Photo>b${i}.jpg</Photo>` +
        `<Price currency="AUD">1${i}</Price><Notes><![CDATA[Line <one>]]></Notes><Badge/></Vehicle>`,
    );
    const text = `<?xml version="1.0"?>\n<Stock><Dealer>X</Dealer><Vehicles>${vehicles.join("\n")}<Vehicle/></Vehicles></Stock>`;
    expect(text.length).toBeGreaterThan(2 * 256 * 1024);
    const feed = await parseFeed(utf8(text), xml);
    if (!feed.ok) throw new Error(feed.error);
    expect(feed.records).toHaveLength(3000);
    expect(feed.broken).toEqual([]);
    expect(feed.records[2999]).toEqual({
      line: 3000,
      values: {
        "@type": "used",
        No: "S2999",
        Y: "2020",
        M: "Kia",
        Mo: "Rio & Co",
        Photo: ["a2999.jpg", "b2999.jpg"],
        Price: { "@currency": "AUD", "#text": "12999" },
        Notes: "Line <one>",
        Badge: "",
      },
    });
  });
  it("refuses a file broken after the first vehicles when the vehicles are read, and a records element holding text", async () => {
    const many = Array.from({ length: 600 }, (_, i) => `<Vehicle type="used"><No>S${i}</No></Vehicle>`).join("");
    const broken = await parseFeed(utf8(`<Stock><Vehicles>${many}<Vehicle><No>x</Vehicle></Vehicles></Stock>`), xml);
    expect(broken).toMatchObject({ ok: false, error: expect.stringMatching(/^The XML could not be read: .*\(line 1\)\.$/) });
    const text = await parseFeed(utf8(`<Stock><Vehicles><Vehicle>just text</Vehicle></Vehicles></Stock>`), xml);
    expect(text).toMatchObject({ ok: true, records: [], broken: [{ line: 1, reason: "'Stock.Vehicles.Vehicle' holds no elements" }] });
  });
});
