/**
 * Checks the engine against a brute-force reference over random stock, random queries and random
 * mutations: every id in order, count, page count, every facet count and every stat must agree.
 */
import { describe, expect, it } from "vitest";
import { createSearchIndex, type SearchResult } from "./engine";
import type { FilterExpression } from "./filter-expression";
import { FACET_NAMES, type FacetName, createQuery, type SearchQuery, SORT_OPTIONS } from "./query";
import { DAY, makeDoc, NOW } from "./test-fixtures";
import { fieldTokens, normaliseText, queryWords, typoBudget } from "./text";
import type { SearchDocument } from "./types";

function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATALOGUE: Record<string, string[]> = {
  Toyota: ["Corolla", "Camry", "HiLux", "RAV4"],
  Mazda: ["CX-5", "Mazda3", "BT-50"],
  Kia: ["Sportage", "Cerato", "Picanto"],
  Ford: ["Ranger", "Everest"],
};
const BADGES = ["", "GX", "GXL", "Sport", "Maxx", "SR5", "Ascent Sport"];
const COLOURS = ["White", "Silver", "Gold", "Red", "Blue", "Black"];
const BODIES = ["hatch", "sedan", "suv", "ute", "peopleMover"];

function randomDoc(next: () => number, id: number): SearchDocument {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const make = pick(Object.keys(CATALOGUE));
  const status = pick(["in_stock", "in_stock", "in_stock", "coming_soon", "sold"] as const);
  return makeDoc({
    id,
    websiteId: 1 + Math.floor(next() * 3),
    make,
    model: pick(CATALOGUE[make]),
    badge: pick(BADGES),
    colour: pick(COLOURS),
    body: pick(BODIES),
    year: 2015 + Math.floor(next() * 10),
    carType: pick(["new", "used", "demo"] as const),
    status,
    soldAt: status === "sold" ? (next() < 0.1 ? null : NOW - Math.floor(next() * 6 * DAY)) : null,
    shownOnWebsite: next() > 0.1,
    certified: next() < 0.3,
    reserved: next() < 0.1,
    price: next() < 0.1 ? null : 5000 + Math.floor(next() * 60) * 1000,
    km: Math.floor(next() * 200) * 1000,
    customRank: Math.floor(next() * 5),
    arrivedAt: NOW - Math.floor(next() * 40 * DAY),
    views: Math.floor(next() * 100),
    stocknum: `STK${id}`,
  });
}

function randomFilter(next: () => number, depth = 0): FilterExpression {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const roll = next();
  if (depth < 2 && roll < 0.25) {
    return { kind: pick(["and", "or"] as const), items: [randomFilter(next, depth + 1), randomFilter(next, depth + 1)] };
  }
  if (depth < 2 && roll < 0.35) return { kind: "not", item: randomFilter(next, depth + 1) };
  return pick<() => FilterExpression>([
    () => ({ kind: "facet", attribute: "make", value: pick([...Object.keys(CATALOGUE), "tesla"]).toLowerCase() }),
    () => ({ kind: "facet", attribute: "car_type", value: pick(["new", "used", "demo"]) }),
    () => ({ kind: "status", value: pick(["in_stock", "coming_soon", "sold"] as const) }),
    () => ({ kind: "flag", attribute: pick(["certified", "reserved", "shown_on_website"] as const), value: next() < 0.5 }),
    () => ({
      kind: "compare",
      attribute: pick(["price", "km", "views"] as const),
      op: pick(["<", "<=", ">", ">=", "=", "!="] as const),
      value: pick([0, 20000, 30000, 50]),
    }),
    () => ({ kind: "range", attribute: "year", min: 2016, max: 2020 }),
    () => ({ kind: "recency", attribute: pick(["arrived_within_days", "sold_within_days"] as const), days: pick([1, 14, 30]) }),
  ])();
}

function randomQuery(next: () => number): SearchQuery {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const facets: SearchQuery["facets"] = {};
  if (next() < 0.4) facets.make = Object.keys(CATALOGUE).filter(() => next() < 0.4);
  if (next() < 0.3) facets.car_type = ["new", "used", "demo"].filter(() => next() < 0.5);
  if (next() < 0.2) facets.body = BODIES.filter(() => next() < 0.4);
  if (next() < 0.1) facets.year = ["2018", "2019", "2020"];
  const ranges: SearchQuery["ranges"] = {};
  if (next() < 0.3) ranges.price = { min: 10000 + Math.floor(next() * 20) * 1000, max: next() < 0.5 ? 50000 : undefined };
  if (next() < 0.2) ranges.km = { max: Math.floor(next() * 150) * 1000 };
  if (next() < 0.1) ranges.year = { min: 2018 };
  const text =
    next() < 0.3
      ? pick(["toyota", "toyta", "cx", "cx-5", "gold", "golf", "sport", "ranger white", "mazda3", "STK7", "peoplemover", "2019", "ass"])
      : "";
  return createQuery({
    websiteId: 1 + Math.floor(next() * 4),
    now: NOW,
    soldDays: pick([0, 1, 3, 5]),
    text,
    facets,
    ranges,
    certifiedOnly: next() < 0.15,
    sort: pick(SORT_OPTIONS),
    offset: pick([0, 0, 0, 5, 21, 60]),
    hitsPerPage: pick([21, 10, 0]),
    filter: next() < 0.3 ? randomFilter(next) : null,
  });
}

// The reference reads documents its own way (not the engine's FACET_FIELDS), so a mistake in the engine's
// field map cannot hide behind a shared one.
const FIELD: Record<FacetName, (d: SearchDocument) => string> = {
  car_type: (d) => d.carType,
  make: (d) => d.make,
  model: (d) => d.model,
  badge: (d) => d.badge,
  series: (d) => d.series,
  body: (d) => d.body,
  fuel: (d) => d.fuel,
  transmission: (d) => d.transmission,
  drive: (d) => d.drive,
  year: (d) => String(d.year),
  colour: (d) => d.colour,
  city: (d) => d.city,
  dealership: (d) => d.dealershipName,
  dealership_slug: (d) => d.dealershipSlug,
  location: (d) => d.locationName,
  vehicle_kind: (d) => d.vehicleKind,
};
const norm = (v: string) => normaliseText(v.trim());

/** Optimal string alignment distance between `a` and the closest prefix of `b`. */
function prefixDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 0; i <= a.length; i++) d[i][0] = i;
  for (let j = 0; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return Math.min(...d[a.length]);
}

function numeric(d: SearchDocument, attribute: string): number | null {
  const map: Record<string, number | null> = {
    price: d.price,
    km: d.km,
    year: d.year,
    custom_rank: d.customRank,
    views: d.views,
    id: d.id,
    dealership_id: d.dealershipId,
    location_id: d.locationId,
  };
  return map[attribute];
}

function matchesFilter(d: SearchDocument, f: FilterExpression): boolean {
  switch (f.kind) {
    case "and":
      return f.items.every((i) => matchesFilter(d, i));
    case "or":
      return f.items.some((i) => matchesFilter(d, i));
    case "not":
      return !matchesFilter(d, f.item);
    case "facet":
      return norm(FIELD[f.attribute](d)) === norm(f.value);
    case "status":
      return d.status === f.value;
    case "flag":
      return { shown_on_website: d.shownOnWebsite, certified: d.certified, reserved: d.reserved }[f.attribute] === f.value;
    case "recency": {
      const at = f.attribute === "arrived_within_days" ? d.arrivedAt : d.soldAt;
      return at !== null && at >= NOW - f.days * DAY;
    }
    case "range": {
      const v = numeric(d, f.attribute);
      return v !== null && v >= f.min && v <= f.max;
    }
    case "compare": {
      const v = numeric(d, f.attribute);
      if (v === null) return false;
      return { "<": v < f.value, "<=": v <= f.value, ">": v > f.value, ">=": v >= f.value, "=": v === f.value, "!=": v !== f.value }[f.op];
    }
  }
}

function reference(all: SearchDocument[], q: SearchQuery): Omit<SearchResult, "ms" | "hits"> {
  const words = queryWords(q.text);
  const key = q.text.trim().toLowerCase();
  const exactHit = (d: SearchDocument) => key !== "" && (d.stocknum.toLowerCase() === key || d.vin.toLowerCase() === key);
  const useText = words.length > 0 || all.some(exactHit);
  const typos = (d: SearchDocument): number => {
    if (exactHit(d)) return 0;
    if (words.length === 0) return Number.POSITIVE_INFINITY;
    const tokens = new Set<string>();
    for (const v of [d.make, d.model, d.badge, d.series, d.colour, d.body, d.fuel, d.transmission, d.drive, String(d.year)]) {
      fieldTokens(v, tokens);
    }
    let worst = 0;
    for (const w of words) {
      let best = Number.POSITIVE_INFINITY;
      for (const t of tokens) best = Math.min(best, prefixDistance(w, t));
      if (best > typoBudget(w)) return Number.POSITIVE_INFINITY;
      worst = Math.max(worst, best);
    }
    return worst;
  };
  const inRange = (d: SearchDocument, name: "price" | "km" | "year") => {
    const r = q.ranges[name];
    if (!r || (r.min === undefined && r.max === undefined)) return true;
    const v = d[name];
    return v !== null && v >= (r.min ?? -Infinity) && v <= (r.max ?? Infinity);
  };
  const inFacet = (d: SearchDocument, name: FacetName) => {
    const values = q.facets[name];
    return !values || values.length === 0 || values.some((v) => norm(v) === norm(FIELD[name](d)));
  };
  const base = all.filter(
    (d) =>
      d.websiteId === q.websiteId &&
      d.shownOnWebsite &&
      (d.status === "in_stock" ||
        d.status === "coming_soon" ||
        (d.status === "sold" && d.soldAt !== null && d.soldAt >= q.now - q.soldDays * DAY)) &&
      (!q.certifiedOnly || d.certified) &&
      (!useText || typos(d) !== Number.POSITIVE_INFINITY) &&
      (!q.filter || matchesFilter(d, q.filter)),
  );
  const ranged = base.filter((d) => inRange(d, "price") && inRange(d, "km") && inRange(d, "year"));
  const result = ranged.filter((d) => FACET_NAMES.every((f) => inFacet(d, f)));

  const facets: SearchResult["facets"] = {};
  for (const name of FACET_NAMES) {
    const counts = new Map<string, number>();
    const labels = new Map<string, string>();
    // Labels are the first-indexed spelling; the random data has one spelling per value.
    for (const d of ranged.filter((d) => FACET_NAMES.every((f) => f === name || inFacet(d, f)))) {
      const v = FIELD[name](d);
      if (v.trim() === "") continue;
      counts.set(norm(v), (counts.get(norm(v)) ?? 0) + 1);
      labels.set(norm(v), v);
    }
    const out: Record<string, number> = {};
    for (const [k, c] of counts) out[labels.get(k) as string] = c;
    for (const v of q.facets[name] ?? []) {
      const known = all.find((d) => norm(FIELD[name](d)) === norm(v));
      const label = known ? FIELD[name](known) : v;
      if (!(label in out)) out[label] = 0;
    }
    facets[name] = out;
  }

  const stats = {} as SearchResult["stats"];
  for (const name of ["price", "km", "year"] as const) {
    const pool = base.filter(
      (d) => (["price", "km", "year"] as const).every((r) => r === name || inRange(d, r)) && FACET_NAMES.every((f) => inFacet(d, f)),
    );
    const values = pool.map((d) => d[name]).filter((v): v is number => v !== null);
    stats[name] = values.length ? { min: Math.min(...values), max: Math.max(...values) } : null;
  }

  const relevance = (a: SearchDocument, b: SearchDocument) => b.customRank - a.customRank || a.id - b.id;
  const price = (dir: number) => (a: SearchDocument, b: SearchDocument) => {
    if ((a.price === null) !== (b.price === null)) return a.price === null ? 1 : -1;
    return (a.price === null || b.price === null ? 0 : dir * (a.price - b.price)) || relevance(a, b);
  };
  const compare = {
    mostRelevant: (a: SearchDocument, b: SearchDocument) => Number(a.status === "sold") - Number(b.status === "sold") || relevance(a, b),
    latest: (a: SearchDocument, b: SearchDocument) => b.arrivedAt - a.arrivedAt || relevance(a, b),
    highestPrice: price(-1),
    lowestPrice: price(1),
  }[q.sort];
  const sorted = [...result].sort((a, b) => {
    if (q.sort === "mostRelevant" && useText) {
      const ta = typos(a) === 0 ? 0 : 1;
      const tb = typos(b) === 0 ? 0 : 1;
      if (ta !== tb) return ta - tb;
    }
    return compare(a, b);
  });
  const page = q.hitsPerPage > 0 ? sorted.slice(q.offset, q.offset + q.hitsPerPage) : [];
  return {
    ids: page.map((d) => d.id),
    count: result.length,
    facets,
    stats,
    pages: q.hitsPerPage > 0 ? Math.ceil(result.length / q.hitsPerPage) : 0,
  };
}

describe("engine against a brute-force reference", () => {
  it("agrees on random stock, queries and mutations", () => {
    const next = rng(20250715);
    const docs = new Map<number, SearchDocument>();
    for (let id = 1; id <= 400; id++) docs.set(id, randomDoc(next, id));
    const index = createSearchIndex([...docs.values()]);
    let nextId = 401;
    for (let round = 0; round < 300; round++) {
      const roll = next();
      if (roll < 0.2) {
        const doc = randomDoc(next, next() < 0.5 ? nextId++ : 1 + Math.floor(next() * (nextId - 1)));
        docs.set(doc.id, doc);
        index.upsert(doc);
      } else if (roll < 0.25) {
        const id = 1 + Math.floor(next() * (nextId - 1));
        expect(index.remove(id)).toBe(docs.delete(id));
      }
      const query = randomQuery(next);
      const { ms, hits, ...actual } = index.search(query);
      expect(actual, JSON.stringify(query)).toEqual(reference([...docs.values()], query));
      expect(hits).toEqual(actual.ids.map((id) => docs.get(id)?.hit));
      expect(ms).toBeGreaterThanOrEqual(0);
    }
  });

  // Each website holds whole bitset words of slots: moving, emptying and refilling websites must
  // hand slots (and words) back and forth without a car showing up on the wrong website.
  it("agrees while cars move between websites, websites empty out and fill up again", () => {
    const next = rng(7);
    const docs = new Map<number, SearchDocument>();
    for (let id = 1; id <= 150; id++) docs.set(id, randomDoc(next, id));
    const index = createSearchIndex([...docs.values()]);
    let nextId = 151;
    const check = (round: number) => {
      for (let i = 0; i < 4; i++) {
        const query = randomQuery(next);
        const { ms, hits, ...actual } = index.search(query);
        expect(actual, `round ${round}: ${JSON.stringify(query)}`).toEqual(reference([...docs.values()], query));
        expect(hits).toEqual(actual.ids.map((id) => docs.get(id)?.hit));
      }
    };
    const ids = () => [...docs.keys()];
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
    for (let round = 0; round < 60; round++) {
      const roll = next();
      if (roll < 0.3) {
        // Move a handful of cars to another website, some changing their values too.
        for (let i = 0; i < 5 && docs.size > 0; i++) {
          const id = pick(ids());
          const moved = next() < 0.5 ? { ...(docs.get(id) as SearchDocument), websiteId: 1 + Math.floor(next() * 3) } : randomDoc(next, id);
          docs.set(id, moved);
          index.upsert(moved);
        }
      } else if (roll < 0.45) {
        // Empty one website, then bring part of it back under the same ids.
        const websiteId = 1 + Math.floor(next() * 3);
        const gone = [...docs.values()].filter((d) => d.websiteId === websiteId);
        for (const d of gone) {
          expect(index.remove(d.id)).toBe(true);
          docs.delete(d.id);
        }
        check(round);
        for (const d of gone.filter(() => next() < 0.5)) {
          const back = next() < 0.5 ? d : { ...randomDoc(next, d.id), websiteId };
          docs.set(back.id, back);
          index.upsert(back);
        }
      } else if (roll < 0.65) {
        // A delivery: many new cars for one website, past its free slots.
        const websiteId = 1 + Math.floor(next() * 3);
        for (let i = 0; i < 40; i++) {
          const doc = { ...randomDoc(next, nextId++), websiteId };
          docs.set(doc.id, doc);
          index.upsert(doc);
        }
      } else {
        // Removals and re-adds scattered over every website.
        for (let i = 0; i < 10 && docs.size > 0; i++) {
          const id = pick(ids());
          expect(index.remove(id)).toBe(true);
          docs.delete(id);
          if (next() < 0.5) {
            const doc = randomDoc(next, id);
            docs.set(id, doc);
            index.upsert(doc);
          }
        }
      }
      expect(index.size).toBe(docs.size);
      check(round);
    }
  });
});
