/**
 * A feed file into records, both read as a stream: CSV with csv-parse (the first line names the columns), XML with
 * saxes (server/feeds/parse-xml.ts; the mapping names the repeated vehicle element). Text is UTF-8 (a BOM is fine) or, failing
 * that, Windows-1252 as older DMS exports write it. Anything that is not a feed (a spreadsheet, a file too big,
 * too many rows, broken quoting or tags) answers one clear message and no records; a row whose number of
 * columns differs from the header is a bad row, not a bad file.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { parse as parseCsvStream, CsvError, type Options as CsvOptions } from "csv-parse";
import type { FeedMapping } from "~/domain/feeds/mapping";
import type { FeedRecord, RecordUnit } from "~/domain/feeds/rows";
import { openXml } from "./parse-xml";

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

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

function mib(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** A feed to read: its bytes, or a file on disk read as a stream (an upload never sits in memory whole). */
export type FeedInput = { bytes: Uint8Array } | { file: string };

/** One item of a feed as it is read: a record, or a record that is no row. */
export type FeedItem = { ok: true; record: FeedRecord } | { ok: false; broken: BrokenRecord };

/**
 * A feed opened for reading: the header is checked, the rows come as they are parsed (`items`), so a 10,000-car
 * feed is never held whole. `sample` is what the mapping's columns are checked against: the CSV's header as one
 * record, or the first XML vehicles (XML_SAMPLE_RECORDS). A problem found later in the file (broken quoting,
 * too many rows) throws a FeedError from `items`: the run is refused, nothing applied.
 */
export type FeedStream =
  | { ok: true; unit: RecordUnit; columns?: string[]; sample: FeedRecord[]; items: AsyncIterable<FeedItem>; close: () => void }
  | { ok: false; error: string };

export class FeedError extends Error {}

const CHUNK = 256 * 1024;

async function* inputChunks(input: FeedInput): AsyncGenerator<Uint8Array> {
  if ("bytes" in input) {
    for (let at = 0; at < input.bytes.byteLength; at += CHUNK) yield input.bytes.subarray(at, at + CHUNK);
    return;
  }
  for await (const chunk of createReadStream(input.file, { highWaterMark: CHUNK })) yield chunk as Buffer;
}

async function inputSize(input: FeedInput): Promise<number> {
  return "bytes" in input ? input.bytes.byteLength : (await stat(input.file)).size;
}

type Encoding = "utf-8" | "windows-1252";

/** The checks made before a feed is parsed: size, a zip or spreadsheet, binary, and which encoding its text is in. */
export async function sniffFeed(input: FeedInput): Promise<{ ok: true; encoding: Encoding } | { ok: false; error: string }> {
  const size = await inputSize(input);
  if (size === 0) return fail("The feed file is empty.");
  if (size > FEED_MAX_BYTES) return fail(`The feed file is ${mib(size)}; at most ${mib(FEED_MAX_BYTES)} is accepted.`);
  let first = true;
  let utf8 = true;
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  for await (const chunk of inputChunks(input)) {
    if (first && chunk[0] === 0x50 && chunk[1] === 0x4b)
      return fail("The feed file is a zip or a spreadsheet (.xlsx): export it as CSV or XML.");
    first = false;
    if (chunk.includes(0)) return fail("The feed file is not text: export it as CSV or XML.");
    if (utf8) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        utf8 = false;
      }
    }
  }
  if (utf8) {
    try {
      decoder.decode();
    } catch {
      utf8 = false;
    }
  }
  return { ok: true, encoding: utf8 ? "utf-8" : "windows-1252" };
}

async function* textChunks(input: FeedInput, encoding: Encoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  for await (const chunk of inputChunks(input)) yield decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest !== "") yield rest;
}

/** Opens a feed for reading through the mapping's format (both streamed). */
export async function openFeed(input: FeedInput, mapping: FeedMapping): Promise<FeedStream> {
  const sniffed = await sniffFeed(input);
  if (!sniffed.ok) return sniffed;
  if (mapping.format === "xml") return openXml(textChunks(input, sniffed.encoding), mapping.records ?? "", FEED_MAX_RECORDS);
  return openCsv(input, sniffed.encoding, mapping.delimiter ?? ",");
}

async function openCsv(input: FeedInput, encoding: Encoding, delimiter: string): Promise<FeedStream> {
  const text = textChunks(input, encoding);
  const head = await text.next();
  const firstText = head.done ? "" : head.value;
  if (/^\s*</.test(firstText.replace(/^\uFEFF/, ""))) {
    await text.return(undefined);
    return fail("The feed file looks like XML, but the mapping is for CSV.");
  }
  const source = Readable.from(
    (async function* () {
      if (firstText !== "") yield firstText;
      yield* text;
    })(),
  );
  const parser = parseCsvStream({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: CSV_MAX_RECORD_BYTES,
    // The line each record ends on, without csv-parse's `info` (a copied object per record: 3 times slower).
    on_record: ((record: string[], context: { lines: number }) => ({ record, line: context.lines })) as unknown as CsvOptions["on_record"],
  });
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  const rows = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; line: number }>;
  const close = () => {
    source.destroy();
    parser.destroy();
  };
  const csvError = (error: unknown) => {
    if (error instanceof CsvError) return `The CSV could not be read: ${error.message}`;
    throw error;
  };
  let first: IteratorResult<{ record: string[]; line: number }>;
  try {
    first = await rows.next();
  } catch (error) {
    close();
    return fail(csvError(error));
  }
  if (first.done) return fail("The CSV has no header line.");
  const header = first.value.record.map((name) => name.trim());
  const seen = new Set<string>();
  for (const name of header) {
    if (name === "") continue;
    if (seen.has(name.toLowerCase())) {
      close();
      return fail(`The CSV names the column '${name}' twice.`);
    }
    seen.add(name.toLowerCase());
  }
  if (seen.size < 2) {
    close();
    return fail(`The CSV's first line has ${seen.size} column name${seen.size === 1 ? "" : "s"}: is the delimiter '${delimiter}' right?`);
  }
  const columns = header.filter((n) => n !== "");
  async function* items(): AsyncGenerator<FeedItem> {
    let count = 0;
    try {
      for (;;) {
        let next: IteratorResult<{ record: string[]; line: number }>;
        try {
          next = await rows.next();
        } catch (error) {
          throw new FeedError(csvError(error));
        }
        if (next.done) return;
        const { record, line } = next.value;
        // A spreadsheet's trailing ",,,," rows are no vehicles.
        if (record.every((value) => value.trim() === "")) continue;
        if (++count > FEED_MAX_RECORDS)
          throw new FeedError(`The feed has more than ${FEED_MAX_RECORDS.toLocaleString("en-AU")} vehicles; split it.`);
        const values: Record<string, string> = {};
        for (let c = 0; c < Math.min(header.length, record.length); c++) if (header[c] !== "") values[header[c]] = record[c];
        if (record.length !== header.length)
          yield { ok: false, broken: { line, reason: `Has ${record.length} columns; the header has ${header.length}`, values } };
        else yield { ok: true, record: { line, values } };
      }
    } finally {
      close();
    }
  }
  return {
    ok: true,
    unit: "line",
    columns,
    sample: [{ line: 1, values: Object.fromEntries(columns.map((c) => [c, ""])) }],
    items: items(),
    close,
  };
}

/** The whole feed read at once (tests and small files): every record and every bad one, or the one message. */
export async function parseFeed(input: Uint8Array | FeedInput, mapping: FeedMapping): Promise<ParsedFeed> {
  const opened = await openFeed(input instanceof Uint8Array ? { bytes: input } : input, mapping);
  if (!opened.ok) return opened;
  const records: FeedRecord[] = [];
  const broken: BrokenRecord[] = [];
  try {
    for await (const item of opened.items) {
      if (item.ok) records.push(item.record);
      else broken.push(item.broken);
    }
  } catch (error) {
    if (error instanceof FeedError) return fail(error.message);
    throw error;
  }
  return { ok: true, unit: opened.unit, records, broken, ...(opened.columns && { columns: opened.columns }) };
}

/** The first rows of a CSV feed, for the column-mapping step: its columns and a few values of each. */
export async function peekCsv(
  input: FeedInput,
  delimiter = ",",
  rows = 3,
): Promise<{ ok: true; columns: string[]; examples: Record<string, string>[] } | { ok: false; error: string }> {
  const sniffed = await sniffFeed(input);
  if (!sniffed.ok) return sniffed;
  const opened = await openCsv(input, sniffed.encoding, delimiter);
  if (!opened.ok) return opened;
  const examples: Record<string, string>[] = [];
  const iterator = opened.items[Symbol.asyncIterator]();
  try {
    while (examples.length < rows) {
      const next = await iterator.next();
      if (next.done) break;
      if (next.value.ok) examples.push(next.value.record.values as Record<string, string>);
    }
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    return fail(error.message);
  } finally {
    await iterator.return?.(undefined);
  }
  return { ok: true, columns: opened.columns ?? [], examples };
}
