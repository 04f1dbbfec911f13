/**
 * The search API's answer (000 §7) as JSON text: one implementation for the React Router route and for the
 * server's direct path (server/http/search-api-direct.ts, ADR 031).
 *
 * Most of an answer's bytes are its hits, and a hit is the same frozen object in the index until its car
 * changes (it is frozen, server/search/search-documents.ts), so each hit's JSON is written once and kept beside
 * the object (a WeakMap: a changed car gets a new object, the old text goes with the old object). Same for the
 * memoised (frozen) whole-stock facet counts.
 * The text is byte for byte what `JSON.stringify` of the whole answer gives (a unit test checks).
 */
import type { Site } from "~/server/tenancy/site-directory";
import { parseSearchApiInput, SearchApiInputError } from "./search-api-input";
import type { StockIndex } from "./stock-index";

export type SearchApiAnswer = { status: number; json: string; cacheControl: string | null };

const written = new WeakMap<object, string>();

/** JSON of an object the index never changes in place (a hit, memoised facet counts). */
function jsonOfStored(value: object): string {
  let text = written.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    if (Object.isFrozen(value)) written.set(value, text);
  }
  return text;
}

function hitsJson(hits: readonly unknown[]): string {
  let out = "[";
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i];
    if (i > 0) out += ",";
    out += typeof hit === "object" && hit !== null ? jsonOfStored(hit) : JSON.stringify(hit ?? null);
  }
  return `${out}]`;
}

/** The facets object is new per search, but each facet's counts may be a memoised frozen object. */
function facetsJson(facets: Record<string, unknown>): string {
  let out = "{";
  let first = true;
  for (const name in facets) {
    const counts = facets[name];
    if (counts === undefined) continue;
    out += `${first ? "" : ","}${JSON.stringify(name)}:${typeof counts === "object" && counts !== null ? jsonOfStored(counts) : JSON.stringify(counts)}`;
    first = false;
  }
  return `${out}}`;
}

/** `read` gives the raw input (query string or JSON body); a malformed one is a 400 with its message. */
export function searchApiAnswer(stock: Pick<StockIndex, "search">, site: Site, read: () => unknown): SearchApiAnswer {
  let input;
  try {
    input = parseSearchApiInput(read());
  } catch (error) {
    if (error instanceof SearchApiInputError) return { status: 400, json: JSON.stringify({ error: error.message }), cacheControl: null };
    throw error;
  }
  const result = stock.search(site, input);
  const ms = Math.round(result.ms * 1000) / 1000;
  const json = `{"hits":${hitsJson(result.hits)},"count":${JSON.stringify(result.count)},"facets":${facetsJson(result.facets as Record<string, unknown>)},"pages":${JSON.stringify(result.pages)},"ms":${JSON.stringify(ms)}}`;
  return { status: 200, json, cacheControl: "public, max-age=10" };
}
