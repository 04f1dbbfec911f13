/**
 * The issue 19 bar for stock feed import: a generated 10,000-car CSV (or XML) feed for one dealer on PostgreSQL, imported
 * with the real command (scripts/import-feed.ts) in a process of its own, measured for wall time and peak memory
 * (/usr/bin/time), then the same file again, which must change 0 rows. Target: under 30 s and 300 MB.
 *
 * The cars are the demo generator's (demo/stock-generator.ts: makes, badges, prices, kilometres, equipment,
 * galleries of /media/demo pictures); each becomes a row of a flat DMS export with 27 columns, or with `--format xml`
 * a <Vehicle> element of the same 27 values (the stock number an attribute, the lists as repeated child elements),
 * read by the XML stream reader (server/feeds/parse-xml.ts).
 *
 *   npx tsx bench/feed-import/run.ts [--cars 10000] [--format csv|xml]
 *
 * Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) to create a database of its own
 * (feed_bench_<pid>), dropped at the end.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { generateStock } from "~/demo/stock-generator";
import type { FeedMappingInput } from "~/domain/feeds/mapping";
import { openDatabase } from "~/server/db/client";
import { insertSite } from "~/server/db/test-factories";
import type { FeedReport } from "~/server/feeds/import-feed";

const BARS = { seconds: 30, megabytes: 300 };
const { values: args } = parseArgs({
  options: { cars: { type: "string", default: "10000" }, format: { type: "string", default: "csv" } },
});
if (args.format !== "csv" && args.format !== "xml") throw new Error("--format is csv or xml");
const FORMAT: "csv" | "xml" = args.format;
const COUNT = Number(args.cars);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const NAME = `feed_bench_${process.pid}`;
/** Node flags of the import process, e.g. BENCH_NODE_FLAGS="--max-old-space-size=160" to see the heap's share. */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);

const MAPPING: FeedMappingInput = {
  name: "bench-csv",
  format: "csv",
  fields: {
    stocknum: "Stock No",
    vin: "VIN",
    rego: "Rego",
    year: "Year",
    make: "Make",
    model: "Model",
    badge: "Variant",
    series: "Series",
    body: "Body Type",
    colour: "Colour",
    interiorColour: "Interior",
    transmission: "Transmission",
    fuel: "Fuel Type",
    drive: "Drive Type",
    engine: "Engine",
    cylinders: "Cylinders",
    seats: "Seats",
    doors: "Doors",
    km: "Odometer",
    price: "Price",
    priceType: "Price Type",
    carType: "Condition",
    status: "Status",
    dealerComments: "Comments",
    standardEquipment: { from: "Equipment", split: "|" },
    features: { from: "Features", split: "|" },
    images: { from: "Photos", split: "|" },
  },
};

const quote = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The same cars as XML: element names without spaces, the stock number an attribute, lists as repeated elements. */
const XML_MAPPING: FeedMappingInput = {
  name: "bench-xml",
  format: "xml",
  records: "Stock.Vehicles.Vehicle",
  fields: {
    ...Object.fromEntries(
      Object.entries(MAPPING.fields).map(([field, column]) => [field, typeof column === "string" ? column.replace(/ /g, "") : column]),
    ),
    stocknum: "@stockNo",
    standardEquipment: "Equipment.Item",
    features: "Features.Item",
    images: "Photos.Photo",
  },
};

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The CSV's header and rows as an XML document, written in pieces (never one string of the whole feed's rows). */
function csvToXml(header: string[], rows: unknown[][]): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<Stock generated="2026-11-27">\n<Vehicles>\n'];
  const value = (v: unknown) => (v === null || v === undefined ? "" : escapeXml(String(v)));
  for (const row of rows) {
    let out = `<Vehicle stockNo="${value(row[0])}">`;
    for (let c = 1; c < header.length; c++) {
      const name = header[c].replace(/ /g, "");
      if (name === "Equipment" || name === "Features" || name === "Photos") {
        const items = String(row[c] ?? "")
          .split("|")
          .filter(Boolean);
        const child = name === "Photos" ? "Photo" : "Item";
        out += `<${name}>${items.map((i) => `<${child}>${value(i)}</${child}>`).join("")}</${name}>`;
      } else out += `<${name}>${value(row[c])}</${name}>`;
    }
    parts.push(`${out}</Vehicle>\n`);
  }
  parts.push("</Vehicles>\n</Stock>\n");
  return parts.join("");
}

function feedCsv(): { csv: string; pictures: Set<string> } {
  const now = new Date("2026-11-27T00:00:00Z");
  const seen = new Set<string>();
  const pictures = new Set<string>();
  const header = [
    "Stock No",
    "VIN",
    "Rego",
    "Year",
    "Make",
    "Model",
    "Variant",
    "Series",
    "Body Type",
    "Colour",
    "Interior",
    "Transmission",
    "Fuel Type",
    "Drive Type",
    "Engine",
    "Cylinders",
    "Seats",
    "Doors",
    "Odometer",
    "Price",
    "Price Type",
    "Condition",
    "Status",
    "Comments",
    "Equipment",
    "Features",
    "Photos",
  ];
  const lines = [header.join(",")];
  const rows: unknown[][] = [];
  for (const car of generateStock({ count: Math.ceil(COUNT * 1.2), seed: 1919, now })) {
    if (lines.length > COUNT) break;
    if (car.status === "sold" || seen.has(car.stocknum)) continue;
    seen.add(car.stocknum);
    for (const image of car.images ?? []) pictures.add(image.url);
    const row = [
      car.stocknum,
      car.vin,
      car.rego,
      car.year,
      car.make,
      car.model,
      car.badge,
      car.series,
      car.body,
      car.colour,
      car.interiorColour,
      car.transmission,
      car.fuel,
      car.drive,
      car.engine,
      car.cylinders,
      car.seats,
      car.doors,
      car.km,
      car.price == null ? "POA" : `$${car.price.toLocaleString("en-AU")}`,
      car.priceType,
      car.carType,
      car.status === "coming_soon" ? "In Transit" : "Available",
      car.dealerComments,
      (car.standardEquipment ?? []).join("|"),
      (car.features ?? []).join("|"),
      (car.images ?? []).map((i) => i.url).join("|"),
    ];
    if (FORMAT === "xml") rows.push(row);
    else lines.push(row.map(quote).join(","));
    if (rows.length >= COUNT) break;
  }
  if (FORMAT === "xml") return { csv: csvToXml(header, rows), pictures };
  return { csv: `${lines.join("\n")}\n`, pictures };
}

type Run = { report: FeedReport; seconds: number; megabytes: number };

function importOnce(env: NodeJS.ProcessEnv, file: string, mapping: string): Run {
  const child = spawnSync(
    "/usr/bin/time",
    [
      "-f",
      "TIME %e %M",
      process.execPath,
      ...NODE_FLAGS,
      "--import",
      "tsx",
      "scripts/import-feed.ts",
      "--site",
      "bench",
      "--file",
      file,
      "--mapping",
      mapping,
      "--json",
    ],
    { env, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  const timing = /TIME ([\d.]+) (\d+)/.exec(child.stderr);
  if (child.status !== 0 || !timing) throw new Error(`import failed (${child.status}):\n${child.stderr}\n${child.stdout.slice(0, 2000)}`);
  const json = child.stdout.slice(child.stdout.indexOf("{"));
  return { report: JSON.parse(json) as FeedReport, seconds: Number(timing[1]), megabytes: Math.round(Number(timing[2]) / 1024) };
}

const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
const work = mkdtempSync(path.join(tmpdir(), "feed-bench-"));
let failures = 0;
try {
  await admin.unsafe(`create database ${NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ url: url.toString() });
  await insertSite(database.db, "bench");
  await database.close();

  const generated = performance.now();
  const { csv, pictures } = feedCsv();
  const file = path.join(work, `bench-feed.${FORMAT}`);
  writeFileSync(file, csv);
  const mapping = path.join(work, "bench-feed.mapping.json");
  writeFileSync(mapping, JSON.stringify(FORMAT === "xml" ? XML_MAPPING : MAPPING));
  // The pictures the feed names exist in the media folder, as the demo media do after seeding.
  mkdirSync(path.join(work, "media", "demo"), { recursive: true });
  for (const picture of pictures) writeFileSync(path.join(work, "media", picture.slice("/media/".length)), "<svg/>");
  console.log(
    `feed: ${COUNT} cars, ${(csv.length / 1024 / 1024).toFixed(1)} MB ${FORMAT.toUpperCase()}, ${pictures.size} distinct pictures (made in ${Math.round(performance.now() - generated)} ms)`,
  );
  console.log(
    `machine: ${cpus().length} CPUs, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; PostgreSQL ${url.host}`,
  );

  const env = { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: work };
  const first = importOnce(env, file, mapping);
  const second = importOnce(env, file, mapping);
  for (const [label, run] of [
    ["first import", first],
    ["same file again", second],
  ] as const) {
    const c = run.report.counts;
    console.log(
      `${label}: ${run.report.status}, ${c.new} new, ${c.changed} changed, ${c.removed} sold, ${c.unchanged} unchanged, ${c.invalid} invalid; ` +
        `import ${(run.report.ms / 1000).toFixed(1)} s, process ${run.seconds.toFixed(1)} s wall, peak RSS ${run.megabytes} MB`,
    );
  }
  const bar = (label: string, ok: boolean, detail: string) => {
    if (!ok) failures += 1;
    console.log(`${ok ? "PASS" : "FAIL"}  ${label}: ${detail}`);
  };
  bar(
    "all cars imported",
    first.report.counts.new === COUNT && first.report.counts.invalid === 0,
    `${first.report.counts.new} new, ${first.report.counts.invalid} invalid`,
  );
  for (const [label, run] of [
    ["first import", first],
    ["second import", second],
  ] as const) {
    bar(`${label} time`, run.seconds < BARS.seconds, `${run.seconds.toFixed(1)} s (bar ${BARS.seconds} s)`);
    bar(`${label} memory`, run.megabytes < BARS.megabytes, `${run.megabytes} MB (bar ${BARS.megabytes} MB)`);
  }
  const c = second.report.counts;
  bar(
    "second import changes 0 rows",
    c.new + c.changed + c.removed === 0 && c.unchanged === COUNT,
    `${c.new} new, ${c.changed} changed, ${c.removed} sold`,
  );
} finally {
  await admin.unsafe(`drop database if exists ${NAME} with (force)`);
  await admin.end({ timeout: 1 });
  rmSync(work, { recursive: true, force: true });
}
process.exit(failures > 0 ? 1 : 0);
