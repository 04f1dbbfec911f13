/**
 * What a shopper types in the search box, read as filters (issue 15): "used suv under 30000" is car type Used,
 * body SUV and a price up to $30,000, not three words no car contains. Recognised: car type (new, used, demo and
 * their everyday names), vehicle kind, body, make, model (with its make), price and year phrases, and kilometres.
 * What is not recognised stays as text. The dealer's own values (makes, models, bodies) are the vocabulary, so a
 * phrase becomes a filter only where it names something the site can filter by.
 */
import type { NumericRange, RangeName } from "~/domain/search/query";
import { BODY_LABELS } from "~/domain/stock/labels";
import type { UrlFacet } from "./search-params";

export type PhraseVocabulary = {
  makes: readonly string[];
  /** Every model the site has, with its make (a model filter comes with its make). */
  models: ReadonlyArray<{ make: string; model: string }>;
  bodies: readonly string[];
  /** The vehicle kinds the site sells: a kind is a filter only on a site that sells more than one. */
  vehicleKinds: readonly string[];
};

export type InterpretedQuery = {
  /** The words left as text, in the shopper's order. */
  query: string;
  facets: Partial<Record<UrlFacet, string[]>>;
  ranges: Partial<Record<RangeName, NumericRange>>;
};

type Action = Array<{ facet: UrlFacet; value: string }>;

/** Letters and digits only, lower case: "CX-5", "cx 5" and "cx5" are one key; so are "people mover" and "peopleMover". */
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

const CAR_TYPE_WORDS: Record<string, string> = {
  new: "new",
  brandnew: "new",
  used: "used",
  secondhand: "used",
  preowned: "used",
  demo: "demo",
  demos: "demo",
  demonstrator: "demo",
  demonstrators: "demo",
};

const KIND_WORDS: Record<string, string> = {
  car: "car",
  cars: "car",
  motorcycle: "motorcycle",
  motorcycles: "motorcycle",
  motorbike: "motorcycle",
  motorbikes: "motorcycle",
  bike: "motorcycle",
  bikes: "motorcycle",
  caravan: "caravan",
  caravans: "caravan",
};

/** Other names of a body type (the site's value is used when it has one of them). */
const BODY_SYNONYMS: Record<string, string[]> = {
  hatch: ["hatchback"],
  hatchback: ["hatch"],
  peopleMover: ["mpv", "minivan"],
  ute: ["pickup", "pickup truck"],
  "4x4": ["4wd"],
  suv: ["4wd"],
  wagon: ["station wagon", "estate"],
};

/** Words that say nothing once the rest is understood ("used cars for sale under $20k"). */
const FILLER = new Set(["a", "an", "the", "for", "sale", "with", "and", "or", "in", "vehicle", "vehicles", "cheap", "price", "priced"]);

const MAX_PHRASE_WORDS = 3;
const YEAR = String.raw`(19[5-9]\d|20\d\d)`;
const AMOUNT = String.raw`(\$\s*)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b|thousand\b)?`;
const KM = String.raw`\s*(?:km|kms|kilometres|kilometers|klms)\b`;

function amount(dollar: string | undefined, digits: string, thousands: string | undefined): number {
  const n = Number(digits.replace(/,/g, ""));
  return Math.round(thousands ? n * 1000 : n);
}

/** The vocabulary as one map from a phrase's key to the filters it sets; earlier entries win. */
function dictionary(vocab: PhraseVocabulary): Map<string, Action> {
  const map = new Map<string, Action>();
  const add = (phrase: string, action: Action) => {
    const k = key(phrase);
    if (k && !map.has(k)) map.set(k, action);
  };
  const addWithPlural = (phrase: string, action: Action) => {
    add(phrase, action);
    add(`${phrase}s`, action);
    add(`${phrase}es`, action);
  };
  for (const [word, value] of Object.entries(CAR_TYPE_WORDS)) add(word, [{ facet: "car_type", value }]);
  add("second hand", [{ facet: "car_type", value: "used" }]);
  add("pre owned", [{ facet: "car_type", value: "used" }]);
  add("brand new", [{ facet: "car_type", value: "new" }]);
  for (const [word, kind] of Object.entries(KIND_WORDS)) {
    // On a site of one kind the kind is no filter, only a word to drop ("used cars").
    add(word, vocab.vehicleKinds.length > 1 && vocab.vehicleKinds.includes(kind) ? [{ facet: "vehicle_kind", value: kind }] : []);
  }
  for (const make of vocab.makes) add(make, [{ facet: "make", value: make }]);
  for (const { make, model } of vocab.models) {
    add(`${make} ${model}`, [
      { facet: "make", value: make },
      { facet: "model", value: model },
    ]);
    add(model, [
      { facet: "make", value: make },
      { facet: "model", value: model },
    ]);
  }
  for (const body of vocab.bodies) {
    addWithPlural(body, [{ facet: "body", value: body }]);
    if (Object.hasOwn(BODY_LABELS, body)) addWithPlural(BODY_LABELS[body], [{ facet: "body", value: body }]);
  }
  for (const body of vocab.bodies) {
    for (const other of BODY_SYNONYMS[body] ?? []) addWithPlural(other, [{ facet: "body", value: body }]);
  }
  for (const word of FILLER) add(word, []);
  return map;
}

type Found = { ranges: Partial<Record<RangeName, NumericRange>>; rest: string };

/** Price, kilometre and year phrases, taken out of the text. */
function numericPhrases(text: string): Found {
  const ranges: Partial<Record<RangeName, NumericRange>> = {};
  const set = (range: RangeName, bound: NumericRange) => (ranges[range] = { ...ranges[range], ...bound });
  let rest = ` ${text} `;
  const take = (pattern: string, apply: (m: RegExpMatchArray) => boolean) => {
    rest = rest.replace(new RegExp(String.raw`(?<=\s)${pattern}(?=\s)`, "gi"), (...args: unknown[]) => {
      const m = args.slice(0, -2) as unknown as RegExpMatchArray;
      return apply(m) ? " " : String(m[0]);
    });
  };
  const UNDER = String.raw`(?:under|below|less than|max|maximum|up to|upto|at most|cheaper than|<)\s*`;
  const OVER = String.raw`(?:over|above|more than|min|minimum|at least|from|>)\s*`;
  // Kilometres first: "under 50,000 km" is not a price.
  take(`${UNDER}${AMOUNT}${KM}`, (m) => (set("km", { max: amount(m[1], m[2], m[3]) }), true));
  take(`${OVER}${AMOUNT}${KM}`, (m) => (set("km", { min: amount(m[1], m[2], m[3]) }), true));
  // Years: a range, a bound or one year ("2019 onwards", "after 2018", "2016-2019", "2020").
  take(String.raw`(?:between\s+)?${YEAR}\s*(?:-|to|and)\s*${YEAR}`, (m) => {
    const [a, b] = [Number(m[1]), Number(m[2])].sort((x, y) => x - y);
    set("year", { min: a, max: b });
    return true;
  });
  take(String.raw`(?:since|from|newer than|after)\s+${YEAR}(?!\s*(?:k\b|thousand))`, (m) => {
    set("year", { min: Number(m[1]) + (/^(newer|after)/i.test(m[0]) ? 1 : 0) });
    return true;
  });
  take(String.raw`(?:before|older than)\s+${YEAR}`, (m) => (set("year", { max: Number(m[1]) - 1 }), true));
  take(
    String.raw`${YEAR}\s*(?:\+|onwards|or newer|or later|and newer|and later|and up)`,
    (m) => (set("year", { min: Number(m[1]) }), true),
  );
  // Prices: a range, then bounds ("between $10k and $20k", "10000-20000", "under 30000", "over $15,000").
  take(String.raw`(?:between\s+)?${AMOUNT}\s*(?:-|to|and)\s*${AMOUNT}`, (m) => {
    const between = /^between/i.test(m[0]);
    const money = !!(m[1] || m[3] || m[4] || m[6]);
    if (!between && !money) return false;
    const [a, b] = [amount(m[1], m[2], m[3]), amount(m[4], m[5], m[6])].sort((x, y) => x - y);
    set("price", { min: a, max: b });
    return true;
  });
  take(`${UNDER}${AMOUNT}`, (m) => (set("price", { max: amount(m[1], m[2], m[3]) }), true));
  take(`${OVER}${AMOUNT}`, (m) => (set("price", { min: amount(m[1], m[2], m[3]) }), true));
  // A year alone, last: "2020 corolla".
  take(YEAR, (m) => {
    if (ranges.year) return false;
    set("year", { min: Number(m[1]), max: Number(m[1]) });
    return true;
  });
  return { ranges, rest: rest.trim() };
}

/** Reads the filters out of a search box text; the words it does not understand stay as text. */
export function interpretQuery(text: string, vocab: PhraseVocabulary): InterpretedQuery {
  const { ranges, rest } = numericPhrases(text.replace(/\s+/g, " ").trim());
  const words = rest.split(" ").filter(Boolean);
  const phrases = dictionary(vocab);
  const facets: InterpretedQuery["facets"] = {};
  const left: string[] = [];
  let understood = Object.keys(ranges).length > 0;
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !matched; n--) {
      const action = phrases.get(key(words.slice(i, i + n).join(" ")));
      if (!action) continue;
      for (const { facet, value } of action) facets[facet] = [...new Set([...(facets[facet] ?? []), value])];
      if (action.length > 0) understood = true;
      matched = n;
    }
    if (matched) i += matched;
    else left.push(words[i++]);
  }
  // Nothing understood: the text is the shopper's, every word of it (a stock number, a colour, a badge).
  if (!understood) return { query: text.trim(), facets: {}, ranges: {} };
  return { query: left.join(" "), facets, ranges };
}

/**
 * The parameter an explicit search (Enter, the Search button, the home page's box) adds, asking for its text to be
 * read as filters. Search-as-you-type leaves it out: a pause after "under 3" must not become a $3 price limit.
 */
export const READ_PHRASES_PARAM = "phrases";
