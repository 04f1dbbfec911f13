/**
 * An XML stock feed read as a stream (issue 19): saxes (a strict, maintained SAX parser) reads the text as it comes,
 * and each element at the mapping's records path (`Stock.Vehicles.Vehicle`, from the root) becomes one record as
 * soon as it closes, in the shape fast-xml-parser gave before (attributes as `@name`, an element with only text as
 * its trimmed text, an element with attributes or children as an object, its text as `#text`, repeated elements
 * as a list), so mappings read it unchanged. Memory is one record plus what one chunk of text closes, never the
 * whole file. Only XML's own entities are expanded: a DTD's entities are not (no entity bomb); a reference to one
 * stays as it was written.
 */
import { SaxesParser } from "saxes";
import type { FeedRecord } from "~/domain/feeds/rows";
import { FeedError, type FeedItem, type FeedStream } from "./parse";

/** Vehicles read ahead before the mapping is checked against them (a field seen in none of them is refused). */
export const XML_SAMPLE_RECORDS = 500;

type Building = { name: string; attrs: Record<string, string>; children: Record<string, unknown>; text: string; hasChild: boolean };

function valueOf(node: Building): unknown {
  const text = node.text.trim();
  const attrNames = Object.keys(node.attrs);
  if (!node.hasChild && attrNames.length === 0) return text;
  const out: Record<string, unknown> = {};
  for (const name of attrNames) out[`@${name}`] = node.attrs[name];
  Object.assign(out, node.children);
  if (text !== "") out["#text"] = text;
  return out;
}

function addChild(parent: Building, name: string, value: unknown) {
  parent.hasChild = true;
  const existing = parent.children[name];
  if (existing === undefined) parent.children[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else parent.children[name] = [existing, value];
}

/** saxes' "line:column: message" as the feed's sentence. */
function xmlError(error: Error): string {
  const match = /^(\d+):(\d+): (.*)$/s.exec(error.message);
  if (!match) return `The XML could not be read: ${error.message}`;
  return `The XML could not be read: ${match[3].replace(/\.$/, "")} (line ${match[1]}).`;
}

/**
 * Opens an XML feed: reads ahead to the first XML_SAMPLE_RECORDS vehicles (or the end), so a file that is not XML,
 * is broken early or has no records element is refused at once; the rest comes from `items` as it is parsed, and a
 * problem found later throws a FeedError there (the run is refused, nothing applied).
 */
export async function openXml(text: AsyncGenerator<string>, recordsPath: string, maxRecords: number): Promise<FeedStream> {
  const want = recordsPath.split(".").filter(Boolean);
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  /** How many of `want`'s parts the document was seen to have (for the message when no record is found). */
  let deepestMatch = 0;
  let building: Building[] = [];
  let index = 0;
  const ready: FeedItem[] = [];

  parser.on("error", (error) => {
    // A DTD's entity is not expanded: its reference stays as written, as before.
    if (/undefined entity\.$/.test(error.message)) return;
    throw new FeedError(xmlError(error));
  });
  parser.on("opentag", (tag) => {
    path.push(tag.name);
    if (building.length > 0) {
      building.push({ name: tag.name, attrs: tag.attributes as Record<string, string>, children: {}, text: "", hasChild: false });
      return;
    }
    const depth = path.length;
    if (depth > want.length || !path.every((name, i) => name === want[i])) return;
    deepestMatch = Math.max(deepestMatch, depth);
    if (depth === want.length) {
      building = [{ name: tag.name, attrs: tag.attributes as Record<string, string>, children: {}, text: "", hasChild: false }];
    }
  });
  const onText = (text: string) => {
    const top = building[building.length - 1];
    if (top) top.text += text;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    path.pop();
    const node = building.pop();
    if (!node) return;
    const parent = building[building.length - 1];
    const value = valueOf(node);
    if (parent) {
      addChild(parent, node.name, value);
      return;
    }
    // An empty records element (<Vehicle/>) is no vehicle.
    if (value === "") return;
    index += 1;
    if (index > maxRecords) throw new FeedError(`The feed has more than ${maxRecords.toLocaleString("en-AU")} vehicles; split it.`);
    if (typeof value === "object") ready.push({ ok: true, record: { line: index, values: value as Record<string, unknown> } });
    else ready.push({ ok: false, broken: { line: index, reason: `'${recordsPath}' holds no elements` } });
  });

  let first = true;
  let ended = false;
  /** Feeds the parser one more piece of text; false at the end of the file. */
  const step = async (): Promise<boolean> => {
    const next = await text.next();
    if (next.done) {
      parser.close();
      ended = true;
      return false;
    }
    let chunk = next.value;
    if (first) {
      chunk = chunk.replace(/^\uFEFF/, "");
      if (chunk.trim() === "") return true;
      first = false;
      if (!/^\s*</.test(chunk)) throw new FeedError("The feed file is not XML (it does not start with a tag), but the mapping is for XML.");
    }
    parser.write(chunk);
    return true;
  };

  const sample: FeedRecord[] = [];
  const held: FeedItem[] = [];
  try {
    while (sample.length < XML_SAMPLE_RECORDS && (await step())) {
      for (const item of ready.splice(0)) {
        held.push(item);
        if (item.ok) sample.push(item.record);
      }
    }
    for (const item of ready.splice(0)) {
      held.push(item);
      if (item.ok) sample.push(item.record);
    }
  } catch (error) {
    await text.return(undefined);
    if (error instanceof FeedError) return { ok: false, error: error.message };
    throw error;
  }
  if (ended && index === 0) {
    if (first) return { ok: false, error: "The feed file is not XML (it does not start with a tag), but the mapping is for XML." };
    return {
      ok: false,
      error: `The XML has no '${recordsPath}' element (the mapping's records): '${want[deepestMatch] ?? want[want.length - 1]}' is missing.`,
    };
  }

  async function* items(): AsyncGenerator<FeedItem> {
    try {
      yield* held.splice(0);
      while (!ended) {
        await step();
        yield* ready.splice(0);
      }
      yield* ready.splice(0);
    } finally {
      await text.return(undefined);
    }
  }
  return {
    ok: true,
    unit: "vehicle",
    sample,
    items: items(),
    close: () => void text.return(undefined),
  };
}
