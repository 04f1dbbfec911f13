/**
 * A feed file's bytes into records: CSV with csv-parse (the first line names the columns), XML with
 * fast-xml-parser (the mapping names the repeated vehicle element). Text is UTF-8 (a BOM is fine) or, failing
 * that, Windows-1252 as older DMS exports write it. Anything that is not a feed (a spreadsheet, a file too big,
 * too many rows, broken quoting or tags) answers one clear message and no records; a row whose number of
 * columns differs from the header is a bad row, not a bad file.
 */
import { parse as parseCsv, CsvError, type Options as CsvOptions } from "csv-parse/sync";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { FeedMapping } from "~/domain/feeds/mapping";
import type { FeedRecord, RecordUnit } from "~/domain/feeds/rows";

/** The largest feed file accepted (a 10,000-car CSV is about 5 MB; XML with photos about 20 MB). */
export const FEED_MAX_BYTES = 50 * 1024 * 1024;
/** The most vehicles one feed may hold. */
export const FEED_MAX_RECORDS = 25_000;
/** The longest CSV record (a row with long comments and equipment is a few KB). */
const CSV_MAX_RECORD_BYTES = 1024 * 1024;

export type ParsedFeed =
  { ok: true; unit: RecordUnit; records: FeedRecord[]; broken: BrokenRecord[]; columns?: string[] } | { ok: false; error: string };

/** A record that is no row: where it is, why, and what could be read of it (to find its stock number). */
export type BrokenRecord = { line: number; reason: string; values?: Record<string, string> };

const fail = (error: string): ParsedFeed => ({ ok: false, error });

function mib(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** UTF-8, else Windows-1252; null for what is no text at all (NUL bytes: a spreadsheet or an archive). */
export function decodeFeedText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export function parseFeed(bytes: Uint8Array, mapping: FeedMapping): ParsedFeed {
  if (bytes.byteLength === 0) return fail("The feed file is empty.");
  if (bytes.byteLength > FEED_MAX_BYTES)
    return fail(`The feed file is ${mib(bytes.byteLength)}; at most ${mib(FEED_MAX_BYTES)} is accepted.`);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return fail("The feed file is a zip or a spreadsheet (.xlsx): export it as CSV or XML.");
  const text = decodeFeedText(bytes);
  if (text === null) return fail("The feed file is not text: export it as CSV or XML.");
  return mapping.format === "csv" ? parseCsvFeed(text, mapping.delimiter ?? ",") : parseXmlFeed(text, mapping.records ?? "");
}

function parseCsvFeed(text: string, delimiter: string): ParsedFeed {
  if (/^\s*</.test(text.replace(/^\uFEFF/, ""))) return fail("The feed file looks like XML, but the mapping is for CSV.");
  let rows: Array<{ record: string[]; line: number }>;
  try {
    rows = parseCsv(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: CSV_MAX_RECORD_BYTES,
      to: FEED_MAX_RECORDS + 2,
      // The line each record ends on, without csv-parse's `info` (a copied object per record: 3 times slower).
      on_record: ((record: string[], context: { lines: number }) => ({
        record,
        line: context.lines,
      })) as unknown as CsvOptions["on_record"],
    }) as unknown as Array<{ record: string[]; line: number }>;
  } catch (error) {
    if (error instanceof CsvError) return fail(`The CSV could not be read: ${error.message}`);
    throw error;
  }
  if (rows.length === 0) return fail("The CSV has no header line.");
  if (rows.length - 1 > FEED_MAX_RECORDS)
    return fail(`The feed has more than ${FEED_MAX_RECORDS.toLocaleString("en-AU")} vehicles; split it.`);
  const header = rows[0].record.map((name) => name.trim());
  const seen = new Set<string>();
  for (const name of header) {
    if (name === "") continue;
    if (seen.has(name.toLowerCase())) return fail(`The CSV names the column '${name}' twice.`);
    seen.add(name.toLowerCase());
  }
  if (seen.size < 2) {
    return fail(`The CSV's first line has ${seen.size} column name${seen.size === 1 ? "" : "s"}: is the delimiter '${delimiter}' right?`);
  }
  const records: FeedRecord[] = [];
  const broken: BrokenRecord[] = [];
  for (let i = 1; i < rows.length; i++) {
    const { record, line } = rows[i];
    // A spreadsheet's trailing ",,,," rows are no vehicles.
    if (record.every((value) => value.trim() === "")) continue;
    const values: Record<string, string> = {};
    for (let c = 0; c < Math.min(header.length, record.length); c++) if (header[c] !== "") values[header[c]] = record[c];
    if (record.length !== header.length)
      broken.push({ line, reason: `Has ${record.length} columns; the header has ${header.length}`, values });
    else records.push({ line, values });
  }
  return { ok: true, unit: "line", records, broken, columns: header.filter((n) => n !== "") };
}

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 64,
  // Entities stay bounded: no billion laughs (the library's limits, stated here).
  processEntities: { enabled: true, maxEntityCount: 100, maxTotalExpansions: 1000, maxExpandedLength: 100_000 },
});

function parseXmlFeed(text: string, recordsPath: string): ParsedFeed {
  if (!/^\s*</.test(text.replace(/^\uFEFF/, "")))
    return fail("The feed file is not XML (it does not start with a tag), but the mapping is for XML.");
  const valid = XMLValidator.validate(text);
  if (valid !== true) return fail(`The XML could not be read: ${valid.err.msg} (line ${valid.err.line}).`);
  let document: unknown;
  try {
    document = xmlParser.parse(text);
  } catch (error) {
    return fail(`The XML could not be read: ${(error as Error).message}`);
  }
  let level: unknown = document;
  for (const part of recordsPath.split(".")) {
    const node = Array.isArray(level) ? level[0] : level;
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, part)) {
      return fail(`The XML has no '${recordsPath}' element (the mapping's records): '${part}' is missing.`);
    }
    level = (node as Record<string, unknown>)[part];
  }
  const items = (Array.isArray(level) ? level : [level]).filter((item) => item !== "" && item !== undefined);
  if (items.length > FEED_MAX_RECORDS)
    return fail(`The feed has more than ${FEED_MAX_RECORDS.toLocaleString("en-AU")} vehicles; split it.`);
  const records: FeedRecord[] = [];
  const broken: BrokenRecord[] = [];
  items.forEach((item, i) => {
    if (item !== null && typeof item === "object" && !Array.isArray(item))
      records.push({ line: i + 1, values: item as Record<string, unknown> });
    else broken.push({ line: i + 1, reason: `'${recordsPath}' holds no elements` });
  });
  return { ok: true, unit: "vehicle", records, broken };
}
