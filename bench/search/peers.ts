/**
 * The peers, fed the same documents and asked the same queries as our engine.
 * Each runs two ways: one index for every site (the tenant is a filter, as in our engine), and one
 * index per site (the tenant is partitioned away, the most favourable set-up for the peer).
 * Stock visibility is precomputed into a `visible` field at the bench's fixed `now`, a shortcut the
 * peers get and our engine does not take.
 */
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import itemsjs, { type ItemsJsSearch } from "itemsjs";
import type { SearchDocument } from "~/domain/search/types";
import { type BenchQuery, PAGE_FACETS } from "./queries";

export type EngineAnswer = { count: number; ids: number[]; facets?: Record<string, Record<string, number>> };
export type Engine = { name: string; run(q: BenchQuery): EngineAnswer | Promise<EngineAnswer> };

const DAY = 86_400_000;

export function visibleAt(d: SearchDocument, now: number, soldDays: number): boolean {
  if (!d.shownOnWebsite) return false;
  if (d.status === "in_stock" || d.status === "coming_soon") return true;
  return d.status === "sold" && d.soldAt !== null && d.soldAt >= now - soldDays * DAY;
}

function facetValue(d: SearchDocument, facet: (typeof PAGE_FACETS)[number]): string {
  switch (facet) {
    case "car_type":
      return d.carType;
    case "year":
      return String(d.year);
    case "dealership":
      return d.dealershipName;
    case "location":
      return d.locationName;
    default:
      return d[facet];
  }
}

function inRanges(q: BenchQuery, price: number | null, km: number, year: number): boolean {
  const r = q.query.ranges;
  const within = (v: number | null, range?: { min?: number; max?: number }) =>
    !range ||
    (range.min === undefined && range.max === undefined) ||
    (v !== null && v >= (range.min ?? -Infinity) && v <= (range.max ?? Infinity));
  return within(price, r.price) && within(km, r.km) && within(year, r.year);
}

function hasRanges(q: BenchQuery): boolean {
  return Object.values(q.query.ranges).some((r) => r && (r.min !== undefined || r.max !== undefined));
}

// ---- itemsjs ---------------------------------------------------------------------------------

type Item = Record<string, string | number | null> & { id: number; price: number | null; km: number; yearNum: number; make: string };

function itemsOf(docs: SearchDocument[], now: number, soldDays: number): Item[] {
  return docs.map((d) => {
    const item: Item = {
      id: d.id,
      websiteId: String(d.websiteId),
      visible: visibleAt(d, now, soldDays) ? "1" : "0",
      certified: d.certified ? "1" : "0",
      price: d.price,
      km: d.km,
      yearNum: d.year,
      customRank: d.customRank,
      arrivedAt: d.arrivedAt,
      make: d.make,
      model: d.model,
      badge: d.badge,
      series: d.series,
      colour: d.colour,
      body: d.body,
    };
    for (const f of PAGE_FACETS) item[f] = facetValue(d, f);
    return item;
  });
}

function itemsjsEngine(items: Item[], withTenant: boolean) {
  const aggregations: Record<string, { conjunction: boolean; size: number }> = {
    visible: { conjunction: true, size: 2 },
    certified: { conjunction: true, size: 2 },
  };
  if (withTenant) aggregations.websiteId = { conjunction: true, size: 1000 };
  for (const f of PAGE_FACETS) aggregations[f] = { conjunction: false, size: 1000 };
  return itemsjs(items, {
    aggregations,
    sortings: {
      mostRelevant: { field: ["customRank", "id"], order: ["desc", "asc"] },
      latest: { field: "arrivedAt", order: "desc" },
      highestPrice: { field: "price", order: "desc" },
      lowestPrice: { field: "price", order: "asc" },
    },
    searchableFields: ["make", "model", "badge", "series", "colour", "body"],
  });
}

function itemsjsOptions(q: BenchQuery, withTenant: boolean): ItemsJsSearch<Item> {
  const filters: Record<string, string[]> = { visible: ["1"] };
  if (withTenant) filters.websiteId = [String(q.query.websiteId)];
  if (q.query.certifiedOnly) filters.certified = ["1"];
  for (const [facet, values] of Object.entries(q.query.facets)) if (values?.length) filters[facet] = [...values];
  const exclude = q.excludeMakes;
  const ranged = hasRanges(q);
  return {
    per_page: q.query.hitsPerPage,
    page: Math.floor(q.query.offset / q.query.hitsPerPage) + 1,
    sort: q.query.sort,
    query: q.query.text || undefined,
    filters,
    filter: ranged || exclude.length ? (item) => inRanges(q, item.price, item.km, item.yearNum) && !exclude.includes(item.make) : undefined,
  };
}

function itemsjsAnswer(result: ReturnType<ReturnType<typeof itemsjsEngine>["search"]>): EngineAnswer {
  const facets: Record<string, Record<string, number>> = {};
  for (const f of PAGE_FACETS) {
    facets[f] = Object.fromEntries(
      (result.data.aggregations[f]?.buckets ?? []).filter((b) => b.doc_count > 0).map((b) => [b.key, b.doc_count]),
    );
  }
  return { count: result.pagination.total, ids: result.data.items.map((i) => i.id), facets };
}

export function createItemsjs(docs: SearchDocument[], now: number, soldDays: number): Engine {
  const engine = itemsjsEngine(itemsOf(docs, now, soldDays), true);
  return { name: "itemsjs (one index)", run: (q) => itemsjsAnswer(engine.search(itemsjsOptions(q, true))) };
}

export function createItemsjsPerSite(docs: SearchDocument[], now: number, soldDays: number): Engine {
  const engines = new Map<number, ReturnType<typeof itemsjsEngine>>();
  for (const [site, siteDocs] of groupBySite(docs)) engines.set(site, itemsjsEngine(itemsOf(siteDocs, now, soldDays), false));
  return {
    name: "itemsjs (one per site)",
    run: (q) => itemsjsAnswer((engines.get(q.query.websiteId) as ReturnType<typeof itemsjsEngine>).search(itemsjsOptions(q, false))),
  };
}

// ---- Orama -----------------------------------------------------------------------------------

const ORAMA_SCHEMA = {
  websiteId: "enum",
  visible: "boolean",
  certified: "boolean",
  car_type: "enum",
  make: "enum",
  model: "enum",
  body: "enum",
  fuel: "enum",
  transmission: "enum",
  drive: "enum",
  year: "enum",
  colour: "enum",
  city: "enum",
  dealership: "enum",
  location: "enum",
  yearNum: "number",
  price: "number",
  km: "number",
  customRank: "number",
  arrivedAt: "number",
  text: "string",
} as const;

function oramaDocs(docs: SearchDocument[], now: number, soldDays: number) {
  return docs.map((d) => {
    const doc: Record<string, string | number | boolean> = {
      id: String(d.id),
      websiteId: d.websiteId,
      visible: visibleAt(d, now, soldDays),
      certified: d.certified,
      yearNum: d.year,
      km: d.km,
      customRank: d.customRank,
      arrivedAt: d.arrivedAt,
      text: [d.make, d.model, d.badge, d.series, d.colour, d.body].join(" "),
    };
    // Orama has no null: a car without a price simply has no price field.
    if (d.price !== null) doc.price = d.price;
    for (const f of PAGE_FACETS) doc[f] = facetValue(d, f);
    return doc;
  });
}

async function oramaEngine(docs: SearchDocument[], now: number, soldDays: number) {
  const db = create({ schema: ORAMA_SCHEMA });
  await insertMultiple(db, oramaDocs(docs, now, soldDays) as never, 1000);
  return db;
}

type Where = Record<string, unknown>;

function oramaWhere(q: BenchQuery, withTenant: boolean): Where {
  const all: Where[] = [{ visible: true }];
  if (withTenant) all.push({ websiteId: { eq: q.query.websiteId } });
  if (q.query.certifiedOnly) all.push({ certified: true });
  for (const [facet, values] of Object.entries(q.query.facets)) if (values?.length) all.push({ [facet]: { in: [...values] } });
  const r = q.query.ranges;
  const range = (name: string, bounds?: { min?: number; max?: number }) => {
    if (!bounds || (bounds.min === undefined && bounds.max === undefined)) return;
    all.push({ [name]: { between: [bounds.min ?? -1e15, bounds.max ?? 1e15] } });
  };
  range("price", r.price);
  range("km", r.km);
  range("yearNum", r.year);
  // One flat object ANDs its keys; `and` only where a key repeats (make selected and excluded).
  const flat: Where = {};
  for (const condition of all) Object.assign(flat, condition);
  if (!q.excludeMakes.length) return flat;
  const exclusion = { make: { nin: q.excludeMakes } };
  return flat.make ? { and: [flat, exclusion] } : { ...flat, ...exclusion };
}

const ORAMA_SORT: Record<string, { property: string; order: "ASC" | "DESC" }> = {
  mostRelevant: { property: "customRank", order: "DESC" },
  latest: { property: "arrivedAt", order: "DESC" },
  highestPrice: { property: "price", order: "DESC" },
  lowestPrice: { property: "price", order: "ASC" },
};

async function oramaRun(db: Awaited<ReturnType<typeof oramaEngine>>, q: BenchQuery, withTenant: boolean): Promise<EngineAnswer> {
  const params = {
    // Without text, no term at all: an empty term over `properties` makes Orama scan every document.
    ...(q.query.text ? { term: q.query.text, properties: ["text"], tolerance: 1 } : {}),
    where: oramaWhere(q, withTenant),
    facets: Object.fromEntries(PAGE_FACETS.map((f) => [f, { limit: 1000 }])),
    sortBy: ORAMA_SORT[q.query.sort],
    limit: q.query.hitsPerPage,
    offset: q.query.offset,
  };
  const pending = oramaSearch(db, params as never);
  const result = pending instanceof Promise ? await pending : pending;
  const facets: Record<string, Record<string, number>> = {};
  for (const f of PAGE_FACETS) facets[f] = (result.facets?.[f]?.values ?? {}) as Record<string, number>;
  return { count: result.count, ids: result.hits.map((h) => Number(h.id)), facets };
}

export async function createOrama(docs: SearchDocument[], now: number, soldDays: number): Promise<Engine> {
  const db = await oramaEngine(docs, now, soldDays);
  return { name: "orama (one index)", run: (q) => oramaRun(db, q, true) };
}

export async function createOramaPerSite(docs: SearchDocument[], now: number, soldDays: number): Promise<Engine> {
  const dbs = new Map<number, Awaited<ReturnType<typeof oramaEngine>>>();
  for (const [site, siteDocs] of groupBySite(docs)) dbs.set(site, await oramaEngine(siteDocs, now, soldDays));
  return {
    name: "orama (one per site)",
    run: (q) => oramaRun(dbs.get(q.query.websiteId) as Awaited<ReturnType<typeof oramaEngine>>, q, false),
  };
}

function groupBySite(docs: SearchDocument[]): Map<number, SearchDocument[]> {
  const groups = new Map<number, SearchDocument[]>();
  for (const d of docs) {
    const list = groups.get(d.websiteId) ?? [];
    list.push(d);
    groups.set(d.websiteId, list);
  }
  return groups;
}
