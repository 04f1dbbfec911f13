/**
 * The in-process faceted search engine. Every website's cars live in one index:
 *
 * - numeric columns in typed arrays, indexed by slot (a car's row in the index);
 * - facet values dictionary-encoded (a code per slot) with one bitset per value;
 * - a token dictionary (trie) with one bitset per token for text;
 * - per website, a sparse bitset of its slots and its slots pre-sorted for every sort option
 *   (and by km and year, which give range stats without visiting every hit).
 *
 * A query only ever walks its website's bitset words, so its cost follows that website's stock,
 * not the whole index; no other tenant's car can reach a result. Mutations touch only the
 * changed car's bits and sorted positions.
 */
import { grow, lowestBit, popcount, SparseBitset } from "./bitset";
import type { FilterExpression, NumericAttribute } from "./filter-expression";
import {
  FACET_NAMES,
  type FacetName,
  MAX_HITS_PER_PAGE,
  RANGE_NAMES,
  type RangeName,
  type SearchQuery,
  SORT_OPTIONS,
  type SortOption,
} from "./query";
import type { SearchDocument, StockStatus } from "./types";
import { fieldTokens, normaliseText, queryWords, TokenDictionary } from "./text";

const DAY_MS = 86_400_000;

export type RangeStats = { min: number; max: number };

export type SearchResult = {
  /** Car ids of the requested page, in order. */
  ids: number[];
  /** The documents' `hit` payloads, aligned with `ids`. */
  hits: unknown[];
  /** Number of matching cars. */
  count: number;
  /**
   * Per facet, value → count. A facet's counts honour every other active filter but not its own
   * selection (disjunctive), so a shopper sees what ticking another value would add.
   * Selected values are always present (0 when nothing matches). Key order is not meaningful.
   */
  facets: Partial<Record<FacetName, Record<string, number>>>;
  /** Min/max over the results, ignoring the range's own bounds (for sliders and the budget finder). */
  stats: Record<RangeName, RangeStats | null>;
  /** Page count at hitsPerPage. */
  pages: number;
  /** Time spent in the engine. */
  ms: number;
};

export type SearchIndex = {
  search(query: SearchQuery): SearchResult;
  /** Adds a car, or replaces the car with the same id; visible to the next search. */
  upsert(doc: SearchDocument): void;
  /** Returns whether the car was indexed. */
  remove(id: number): boolean;
  get(id: number): SearchDocument | undefined;
  readonly size: number;
};

export function createSearchIndex(docs: readonly SearchDocument[] = []): SearchIndex {
  return new ColumnarIndex(docs);
}

const FACET_FIELDS: Record<FacetName, (d: SearchDocument) => string> = {
  car_type: (d) => d.carType,
  make: (d) => d.make,
  model: (d) => d.model,
  badge: (d) => d.badge,
  series: (d) => d.series,
  body: (d) => d.body,
  fuel: (d) => d.fuel,
  transmission: (d) => d.transmission,
  drive: (d) => d.drive,
  year: (d) => yearText(d.year),
  colour: (d) => d.colour,
  city: (d) => d.city,
  dealership: (d) => d.dealershipName,
  dealership_slug: (d) => d.dealershipSlug,
  location: (d) => d.locationName,
  vehicle_kind: (d) => d.vehicleKind,
};

/** The fields free text matches, word by word. */
const TEXT_FIELDS: Array<(d: SearchDocument) => string> = [
  (d) => d.make,
  (d) => d.model,
  (d) => d.badge,
  (d) => d.series,
  (d) => d.colour,
  (d) => d.body,
  (d) => d.fuel,
  (d) => d.transmission,
  (d) => d.drive,
  (d) => yearText(d.year),
];

const YEAR_TEXT: string[] = [];
/** String(year), without a new string per car. */
function yearText(year: number): string {
  if (!Number.isInteger(year) || year < 0 || year > 4000) return String(year);
  return (YEAR_TEXT[year] ??= String(year));
}

function facetKey(value: string): string {
  return normaliseText(value.trim());
}

/** Stock numbers and VINs are stored upper-case, so upper-casing is usually a no-op. */
function exactKey(value: string): string {
  return value.trim().toUpperCase();
}

/** A query's facet value → its code (0 if unknown); the stored spelling skips normalising. */
function lookupCode(facet: Facet, value: string): number {
  return facet.rawCodes.get(value) ?? facet.keys.get(facetKey(value)) ?? 0;
}

function addExactKeys(exact: Map<string, number[]>, slot: number, doc: SearchDocument): void {
  for (const raw of [doc.stocknum, doc.vin]) {
    const key = exactKey(raw);
    if (key === "") continue;
    const slots = exact.get(key);
    if (!slots) exact.set(key, [slot]);
    else if (!slots.includes(slot)) slots.push(slot);
  }
}

function putBit(bits: Uint32Array, word: number, mask: number, value: boolean): void {
  if (value) bits[word] |= mask;
  else bits[word] &= ~mask;
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

type Facet = {
  name: FacetName;
  /** Position in the index's facet list (and in Tenant.values). */
  index: number;
  field: (d: SearchDocument) => string;
  /** Normalised value → code; code 0 means "no value". */
  keys: Map<string, number>;
  /** Value as stored → code, to skip normalising repeated values. */
  rawCodes: Map<string, number>;
  labels: string[];
  bits: Uint32Array[];
  codes: Uint32Array;
  /** Scratch counts by code; always back to zero between searches. */
  counts: Int32Array;
};

/** Orders kept per website: the sort options, plus km and year ascending for range stats. */
const ORDERS = [...SORT_OPTIONS, "kmAsc", "yearAsc"] as const;
type Order = (typeof ORDERS)[number];

type Tenant = {
  set: SparseBitset;
  sorted: Record<Order, number[]>;
  /**
   * Per facet, the value codes this website's cars use (a superset after removals, which is
   * harmless); built after a bulk build or by the next search, then kept current by upserts.
   */
  values: Int32Array[] | null;
  /** Upper-cased stock number or VIN → slots; built by the first text search, then kept current. */
  exact: Map<string, number[]> | null;
};

type Exec =
  | { t: "and"; items: Exec[] }
  | { t: "or"; items: Exec[] }
  | { t: "not"; item: Exec }
  | { t: "bits"; bits: Uint32Array | null; negate: boolean }
  | { t: "test"; test: (slot: number) => boolean };

type ActiveRange = { name: RangeName; col: Float64Array; min: number; max: number; ok: Uint32Array };
type SelectedFacet = { facet: Facet; mask: Uint32Array; values: readonly string[] };

class ColumnarIndex implements SearchIndex {
  private capacity = 0;
  private highWater = 0;
  private readonly free: number[] = [];
  private readonly docs: Array<SearchDocument | undefined> = [];
  private readonly slotOf = new Map<number, number>();

  private id = new Float64Array(0);
  /** NaN when the car has no price. */
  private price = new Float64Array(0);
  private km = new Float64Array(0);
  private year = new Float64Array(0);
  private rank = new Float64Array(0);
  private views = new Float64Array(0);
  private arrived = new Float64Array(0);
  /** NaN when not sold. */
  private sold = new Float64Array(0);
  private dealershipId = new Float64Array(0);
  private locationId = new Float64Array(0);

  /** Shown on the website and in stock or coming soon: visible whatever the date. */
  private live = new Uint32Array(0);
  /** Shown and sold: visible while soldAt is within the query's soldDays. */
  private soldShown = new Uint32Array(0);
  private shown = new Uint32Array(0);
  private certified = new Uint32Array(0);
  private reserved = new Uint32Array(0);
  private readonly status: Record<StockStatus, Uint32Array> = {
    in_stock: new Uint32Array(0),
    coming_soon: new Uint32Array(0),
    sold: new Uint32Array(0),
  };

  private readonly facets: Facet[];
  private readonly facetByName: Map<FacetName, Facet>;
  private readonly dictionary = new TokenDictionary();
  private readonly valueTokens = new Map<string, number[]>();
  private tokenBits: Uint32Array[] = [];
  private readonly tenants = new Map<number, Tenant>();

  /** Full-width scratch for the page walk; only the queried tenant's words are ever read. */
  private resultWords = new Uint32Array(0);
  private exactWords = new Uint32Array(0);
  private statsWords = new Uint32Array(0);
  private readonly pool: Uint32Array[] = [];
  private liveWords = new Int32Array(64);

  private comparators = {} as Record<Order, (a: number, b: number) => number>;

  constructor(docs: readonly SearchDocument[]) {
    this.facets = FACET_NAMES.map((name, index) => ({
      name,
      index,
      field: FACET_FIELDS[name],
      keys: new Map(),
      rawCodes: new Map(),
      labels: [""],
      bits: [new Uint32Array(0)],
      codes: new Uint32Array(0),
      counts: new Int32Array(1),
    }));
    this.facetByName = new Map(this.facets.map((f) => [f.name, f]));

    // Slots grouped by website keep each tenant's bitset words few and dense.
    const byWebsite = new Map<number, number[]>();
    docs.forEach((doc, i) => {
      const group = byWebsite.get(doc.websiteId);
      if (group) group.push(i);
      else byWebsite.set(doc.websiteId, [i]);
    });
    this.ensureCapacity(docs.length);
    const inputIndex = new Int32Array(docs.length);
    for (const group of byWebsite.values()) {
      for (const i of group) {
        const doc = docs[i];
        const known = this.slotOf.get(doc.id);
        if (known === undefined) {
          const slot = this.allocate();
          inputIndex[slot] = i;
          this.attach(slot, doc, true);
        } else if (inputIndex[known] < i) {
          // A repeated id: the later document wins, as with upsert.
          this.detach(known);
          inputIndex[known] = i;
          this.attach(known, doc, true);
        }
      }
    }
    this.writeColumns();
    for (const tenant of this.tenants.values()) {
      for (const order of ORDERS) tenant.sorted[order].sort(this.comparators[order]);
      this.tenantValues(tenant);
    }
  }

  get size(): number {
    return this.slotOf.size;
  }

  get(id: number): SearchDocument | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.docs[slot];
  }

  upsert(doc: SearchDocument): void {
    let slot = this.slotOf.get(doc.id);
    if (slot !== undefined) this.detach(slot);
    else slot = this.allocate();
    this.attach(slot, doc, false);
  }

  remove(id: number): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    this.detach(slot);
    this.slotOf.delete(id);
    this.free.push(slot);
    return true;
  }

  // ---- storage -------------------------------------------------------------------------------

  private allocate(): number {
    const slot = this.free.pop() ?? this.highWater++;
    this.ensureCapacity(slot + 1);
    return slot;
  }

  private ensureCapacity(slots: number): void {
    if (slots <= this.capacity) return;
    const capacity = Math.max(64, this.capacity * 2, Math.ceil(slots / 32) * 32);
    const words = capacity / 32;
    const f64 = (a: Float64Array) => {
      const next = new Float64Array(capacity);
      next.set(a);
      return next;
    };
    this.id = f64(this.id);
    this.price = f64(this.price);
    this.km = f64(this.km);
    this.year = f64(this.year);
    this.rank = f64(this.rank);
    this.views = f64(this.views);
    this.arrived = f64(this.arrived);
    this.sold = f64(this.sold);
    this.dealershipId = f64(this.dealershipId);
    this.locationId = f64(this.locationId);
    this.live = grow(this.live, words);
    this.soldShown = grow(this.soldShown, words);
    this.shown = grow(this.shown, words);
    this.certified = grow(this.certified, words);
    this.reserved = grow(this.reserved, words);
    for (const s of Object.keys(this.status) as StockStatus[]) this.status[s] = grow(this.status[s], words);
    for (const facet of this.facets) {
      const codes = new Uint32Array(capacity);
      codes.set(facet.codes);
      facet.codes = codes;
      facet.bits = facet.bits.map((b) => grow(b, words));
    }
    this.tokenBits = this.tokenBits.map((b) => grow(b, words));
    this.resultWords = new Uint32Array(words);
    this.exactWords = new Uint32Array(words);
    this.statsWords = new Uint32Array(words);
    this.capacity = capacity;
    this.makeComparators();
  }

  /** Comparators over the current columns; remade whenever the columns are reallocated. */
  private makeComparators(): void {
    const { rank, id, price, arrived, km, year } = this;
    const relevance = (a: number, b: number) => rank[b] - rank[a] || id[a] - id[b];
    const byPrice = (direction: 1 | -1) => (a: number, b: number) => {
      const pa = price[a];
      const pb = price[b];
      const na = Number.isNaN(pa);
      const nb = Number.isNaN(pb);
      if (na !== nb) return na ? 1 : -1;
      return (na ? 0 : direction * (pa - pb)) || relevance(a, b);
    };
    this.comparators = {
      mostRelevant: relevance,
      latest: (a, b) => arrived[b] - arrived[a] || relevance(a, b),
      highestPrice: byPrice(-1),
      lowestPrice: byPrice(1),
      kmAsc: (a, b) => km[a] - km[b] || id[a] - id[b],
      yearAsc: (a, b) => year[a] - year[b] || id[a] - id[b],
    };
  }

  private tenant(websiteId: number): Tenant {
    let tenant = this.tenants.get(websiteId);
    if (!tenant) {
      tenant = {
        set: new SparseBitset(),
        sorted: { mostRelevant: [], latest: [], highestPrice: [], lowestPrice: [], kmAsc: [], yearAsc: [] },
        values: null,
        exact: null,
      };
      this.tenants.set(websiteId, tenant);
    }
    return tenant;
  }

  private attach(slot: number, doc: SearchDocument, bulk: boolean): void {
    this.docs[slot] = doc;
    this.slotOf.set(doc.id, slot);
    this.id[slot] = doc.id;
    this.price[slot] = doc.price === null || !Number.isFinite(doc.price) ? Number.NaN : doc.price;
    this.km[slot] = finite(doc.km);
    this.year[slot] = finite(doc.year);
    this.rank[slot] = finite(doc.customRank);
    this.views[slot] = finite(doc.views);
    this.arrived[slot] = finite(doc.arrivedAt);
    this.sold[slot] = doc.soldAt === null || !Number.isFinite(doc.soldAt) ? Number.NaN : doc.soldAt;
    this.dealershipId[slot] = doc.dealershipId;
    this.locationId[slot] = doc.locationId;
    this.writeFlags(slot, doc, true);
    // A bulk build writes facets and text column by column afterwards (writeColumns).
    if (!bulk) this.writeValues(slot, doc, true);

    const tenant = this.tenant(doc.websiteId);
    tenant.set.add(slot);
    if (bulk) {
      tenant.values = null;
      tenant.exact = null;
    } else {
      this.addToTenantLookups(tenant, slot, doc);
    }
    for (const order of ORDERS) {
      const list = tenant.sorted[order];
      if (bulk) list.push(slot);
      else list.splice(this.position(list, slot, this.comparators[order]), 0, slot);
    }
  }

  /** Takes a car out of every structure, using its current (old) values. Keeps slotOf. */
  private detach(slot: number): void {
    const doc = this.docs[slot];
    if (!doc) return;
    const tenant = this.tenants.get(doc.websiteId);
    if (tenant) {
      for (const order of ORDERS) {
        const list = tenant.sorted[order];
        let i = this.position(list, slot, this.comparators[order]);
        if (list[i] !== slot) i = list.indexOf(slot);
        if (i >= 0) list.splice(i, 1);
      }
      tenant.set.delete(slot);
      if (tenant.exact) {
        for (const key of [exactKey(doc.stocknum), exactKey(doc.vin)]) {
          const rest = tenant.exact.get(key)?.filter((s) => s !== slot);
          if (rest?.length) tenant.exact.set(key, rest);
          else tenant.exact.delete(key);
        }
      }
    }
    this.writeFlags(slot, doc, false);
    this.writeValues(slot, doc, false);
    this.docs[slot] = undefined;
  }

  private position(list: number[], slot: number, compare: (a: number, b: number) => number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(list[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Sets (on) or clears (off) the document's status and flag bits. */
  private writeFlags(slot: number, doc: SearchDocument, on: boolean): void {
    const word = slot >>> 5;
    const mask = 1 << (slot & 31);
    const shown = doc.shownOnWebsite;
    putBit(this.live, word, mask, on && shown && (doc.status === "in_stock" || doc.status === "coming_soon"));
    putBit(this.soldShown, word, mask, on && shown && doc.status === "sold");
    putBit(this.shown, word, mask, on && shown);
    putBit(this.certified, word, mask, on && doc.certified);
    putBit(this.reserved, word, mask, on && doc.reserved);
    putBit(this.status.in_stock, word, mask, on && doc.status === "in_stock");
    putBit(this.status.coming_soon, word, mask, on && doc.status === "coming_soon");
    putBit(this.status.sold, word, mask, on && doc.status === "sold");
  }

  /** Sets (on) or clears (off) the document's facet codes and bits and text tokens. */
  private writeValues(slot: number, doc: SearchDocument, on: boolean): void {
    const word = slot >>> 5;
    const mask = 1 << (slot & 31);
    for (const facet of this.facets) {
      if (on) {
        const code = this.code(facet, facet.field(doc));
        facet.codes[slot] = code;
        if (code) facet.bits[code][word] |= mask;
      } else {
        const code = facet.codes[slot];
        if (code) facet.bits[code][word] &= ~mask;
        facet.codes[slot] = 0;
      }
    }

    for (const read of TEXT_FIELDS) this.writeTokens(read(doc), word, mask, on);

  }

  private writeTokens(value: string, word: number, mask: number, on: boolean): void {
    const ids = this.tokenIds(value);
    for (let i = 0; i < ids.length; i++) {
      if (on) this.tokenBits[ids[i]][word] |= mask;
      else this.tokenBits[ids[i]][word] &= ~mask;
    }
  }

  /** Bulk build: facet codes and tokens one column at a time (one dictionary hot at once). */
  private writeColumns(): void {
    const docs = this.docs;
    const n = this.highWater;
    for (const facet of this.facets) {
      const { codes, field } = facet;
      for (let slot = 0; slot < n; slot++) {
        const doc = docs[slot];
        if (!doc) continue;
        const code = this.code(facet, field(doc));
        codes[slot] = code;
        if (code) facet.bits[code][slot >>> 5] |= 1 << (slot & 31);
      }
    }
    for (const read of TEXT_FIELDS) {
      for (let slot = 0; slot < n; slot++) {
        const doc = docs[slot];
        if (doc) this.writeTokens(read(doc), slot >>> 5, 1 << (slot & 31), true);
      }
    }
  }

  /** Token ids of a field value; values repeat across cars, so each is cut into words once. */
  private tokenIds(value: string): number[] {
    let ids = this.valueTokens.get(value);
    if (!ids) {
      ids = [...fieldTokens(value)].map((token) => {
        const id = this.dictionary.add(token);
        if (id === this.tokenBits.length) this.tokenBits.push(new Uint32Array(this.capacity / 32));
        return id;
      });
      this.valueTokens.set(value, ids);
    }
    return ids;
  }

  private code(facet: Facet, value: string): number {
    const known = facet.rawCodes.get(value);
    if (known !== undefined) return known;
    const key = facetKey(value);
    let code = key === "" ? 0 : facet.keys.get(key);
    if (code === undefined) {
      code = facet.labels.length;
      facet.keys.set(key, code);
      facet.labels.push(value.trim());
      facet.bits.push(new Uint32Array(this.capacity / 32));
      if (facet.counts.length <= code) {
        const counts = new Int32Array(facet.counts.length * 2 + 1);
        counts.set(facet.counts);
        facet.counts = counts;
      }
    }
    facet.rawCodes.set(value, code);
    return code;
  }

  private scratch(i: number, length: number): Uint32Array {
    if (!this.pool[i] || this.pool[i].length < length) this.pool[i] = new Uint32Array(Math.max(length, 64) * 2);
    return this.pool[i];
  }

  // ---- search --------------------------------------------------------------------------------

  search(query: SearchQuery): SearchResult {
    const started = performance.now();
    const hitsPerPage = Math.min(MAX_HITS_PER_PAGE, Math.max(0, Math.floor(query.hitsPerPage) || 0));
    const offset = Math.max(0, Math.floor(query.offset) || 0);
    const tenant = this.tenants.get(query.websiteId);
    const set = tenant?.set;
    const K = set ? set.length : 0;
    const W = set ? set.words : new Int32Array(0);
    const T = set ? set.bits : new Uint32Array(0);

    // 1. Tenant ∧ stock visibility ∧ certified.
    const base = this.scratch(0, K);
    const cutoff = query.now - query.soldDays * DAY_MS;
    const certifiedOnly = query.certifiedOnly;
    for (let k = 0; k < K; k++) {
      const w = W[k];
      const t = T[k];
      let m = t & this.live[w];
      let s = t & this.soldShown[w];
      while (s !== 0) {
        const bit = lowestBit(s);
        if (this.sold[(w << 5) | bit] >= cutoff) m |= 1 << bit;
        s &= s - 1;
      }
      if (certifiedOnly) m &= this.certified[w];
      base[k] = m;
    }

    // 2. Text, 3. filter expression.
    const exact = this.applyText(query.text, tenant, base, K, W);
    if (query.filter) {
      const exec = this.compile(query.filter, query.now);
      for (let k = 0; k < K; k++) if (base[k] !== 0) base[k] = evaluate(exec, W[k], base[k]);
    }

    // 4. Ranges: one ok-mask per active range, so stats can leave a range's own bounds out.
    const ranges = this.activeRanges(query, K);
    let ranged = base;
    if (ranges.length) {
      ranged = this.scratch(1, K);
      for (let k = 0; k < K; k++) {
        const m = base[k];
        let all = m;
        for (const r of ranges) {
          let ok = 0;
          let rest = m;
          while (rest !== 0) {
            const bit = lowestBit(rest);
            const v = r.col[(W[k] << 5) | bit];
            if (v >= r.min && v <= r.max) ok |= 1 << bit;
            rest &= rest - 1;
          }
          r.ok[k] = ok;
          all &= ok;
        }
        ranged[k] = all;
      }
    }

    // 5. Facet selections: OR within a facet, AND across.
    const selected = this.selectFacets(query, K, W);
    const result = this.scratch(2, K);
    let count = 0;
    for (let k = 0; k < K; k++) {
      let m = ranged[k];
      for (let i = 0; i < selected.length && m !== 0; i++) m &= selected[i].mask[k];
      result[k] = m;
      count += popcount(m);
    }

    const facets = this.countFacets(query, tenant, selected, ranged, result, K, W);
    const R = this.resultWords;
    for (let k = 0; k < K; k++) R[W[k]] = result[k];
    const stats = this.rangeStats(tenant, ranges, selected, base, result, count, K, W);
    const ids: number[] = [];
    const hits: unknown[] = [];
    if (tenant && hitsPerPage > 0 && offset < count) {
      this.collectPage(tenant, query.sort, exact, result, K, W, offset, hitsPerPage, ids, hits);
    }
    return {
      ids,
      hits,
      count,
      facets,
      stats,
      pages: hitsPerPage > 0 ? Math.ceil(count / hitsPerPage) : 0,
      ms: performance.now() - started,
    };
  }

  /** Narrows `base` to text matches; returns the typo-free subset (for ranking) or null without text. */
  private applyText(
    text: string,
    tenant: Tenant | undefined,
    base: Uint32Array,
    K: number,
    W: Int32Array,
  ): Uint32Array | null {
    if (!tenant || text.trim() === "") return null;
    const words = queryWords(text);
    const exactSlots = this.exactKeysOf(tenant).get(exactKey(text));
    if (words.length === 0 && !exactSlots) return null;
    const all = this.scratch(3, K);
    const exact = this.scratch(4, K);
    const wordAny = this.scratch(5, K);
    const wordExact = this.scratch(6, K);
    all.set(base.subarray(0, K));
    exact.set(base.subarray(0, K));
    if (words.length === 0) {
      all.fill(0, 0, K);
      exact.fill(0, 0, K);
    }
    for (const word of words) {
      wordAny.fill(0, 0, K);
      wordExact.fill(0, 0, K);
      for (const { tokenId, typos } of this.dictionary.match(word)) {
        const bits = this.tokenBits[tokenId];
        for (let k = 0; k < K; k++) {
          if (all[k] === 0) continue;
          const b = bits[W[k]];
          wordAny[k] |= b;
          if (typos === 0) wordExact[k] |= b;
        }
      }
      for (let k = 0; k < K; k++) {
        all[k] &= wordAny[k];
        exact[k] &= wordExact[k];
      }
    }
    if (exactSlots) {
      for (const slot of exactSlots) {
        const k = tenant.set.indexOf(slot >>> 5);
        const bit = 1 << (slot & 31);
        if (k >= 0 && (base[k] & bit) !== 0) {
          all[k] |= bit;
          exact[k] |= bit;
        }
      }
    }
    for (let k = 0; k < K; k++) base[k] = all[k];
    return exact;
  }

  /** Keeps a website's value lists and stock number / VIN map current when one car is added. */
  private addToTenantLookups(tenant: Tenant, slot: number, doc: SearchDocument): void {
    if (tenant.values) {
      for (const facet of this.facets) {
        const code = facet.codes[slot];
        const list = tenant.values[facet.index];
        if (code !== 0 && !list.includes(code)) {
          const next = new Int32Array(list.length + 1);
          next.set(list);
          next[list.length] = code;
          tenant.values[facet.index] = next;
        }
      }
    }
    if (tenant.exact) addExactKeys(tenant.exact, slot, doc);
  }

  /** The website's stock numbers and VINs, upper-cased; a website's own map keeps lookups tenant-scoped. */
  private exactKeysOf(tenant: Tenant): Map<string, number[]> {
    if (tenant.exact) return tenant.exact;
    const exact = new Map<string, number[]>();
    const { words, bits, length } = tenant.set;
    for (let i = 0; i < length; i++) {
      let m = bits[i];
      while (m !== 0) {
        const slot = (words[i] << 5) | lowestBit(m);
        addExactKeys(exact, slot, this.docs[slot] as SearchDocument);
        m &= m - 1;
      }
    }
    tenant.exact = exact;
    return exact;
  }

  private activeRanges(query: SearchQuery, K: number): ActiveRange[] {
    const ranges: ActiveRange[] = [];
    RANGE_NAMES.forEach((name, i) => {
      const range = query.ranges[name];
      if (!range || (range.min === undefined && range.max === undefined)) return;
      const col = name === "price" ? this.price : name === "km" ? this.km : this.year;
      ranges.push({
        name,
        col,
        min: range.min ?? Number.NEGATIVE_INFINITY,
        max: range.max ?? Number.POSITIVE_INFINITY,
        ok: this.scratch(7 + i, K),
      });
    });
    return ranges;
  }

  private selectFacets(query: SearchQuery, K: number, W: Int32Array): SelectedFacet[] {
    const selected: SelectedFacet[] = [];
    for (const facet of this.facets) {
      const values = query.facets[facet.name];
      if (!values || values.length === 0) continue;
      const mask = this.scratch(10 + selected.length, K);
      mask.fill(0, 0, K);
      for (const value of values) {
        const code = lookupCode(facet, value);
        if (!code) continue;
        const bits = facet.bits[code];
        for (let k = 0; k < K; k++) mask[k] |= bits[W[k]];
      }
      selected.push({ facet, mask, values });
    }
    return selected;
  }

  private countFacets(
    query: SearchQuery,
    tenant: Tenant | undefined,
    selected: SelectedFacet[],
    ranged: Uint32Array,
    result: Uint32Array,
    K: number,
    W: Int32Array,
  ): Partial<Record<FacetName, Record<string, number>>> {
    const out: Partial<Record<FacetName, Record<string, number>>> = {};
    const wanted: Facet[] = [];
    for (const name of query.facetNames ?? FACET_NAMES) {
      const facet = this.facetByName.get(name);
      if (facet) wanted.push(facet);
    }
    if (!tenant) {
      for (const f of wanted) out[f.name] = drain(f, new Int32Array(0), query.facets[f.name] ?? []);
      return out;
    }
    const values = this.tenantValues(tenant);
    const plain = wanted.filter((f) => !selected.some((s) => s.facet === f));
    this.countOver(plain, result, values, K, W, out, []);
    for (const own of selected) {
      if (!wanted.includes(own.facet)) continue;
      // Disjunctive: every filter but this facet's own selection.
      const mask = this.scratch(30, K);
      for (let k = 0; k < K; k++) {
        let m = ranged[k];
        for (const other of selected) if (other !== own && m !== 0) m &= other.mask[k];
        mask[k] = m;
      }
      this.countOver([own.facet], mask, values, K, W, out, own.values);
    }
    return out;
  }

  /**
   * Counts `facets` over `mask`, per facet the cheaper way: visiting each hit and reading its value
   * code (cost ~ hits), or intersecting each of the website's values' bitsets with the mask
   * (cost ~ values × words). Large hit sets on few-valued facets (car type, fuel…) take the second.
   */
  private countOver(
    facets: Facet[],
    mask: Uint32Array,
    values: Int32Array[],
    K: number,
    W: Int32Array,
    out: Partial<Record<FacetName, Record<string, number>>>,
    selectedValues: readonly string[],
  ): void {
    if (facets.length === 0) return;
    const live = this.scratchInt(K);
    let words = 0;
    let hits = 0;
    for (let k = 0; k < K; k++) {
      const m = mask[k];
      if (m !== 0) {
        live[words++] = k;
        hits += popcount(m);
      }
    }
    const byHits: Facet[] = [];
    for (const f of facets) {
      const list = values[f.index];
      if (list.length * (words + 2) * WORD_COST < hits) {
        out[f.name] = countByValues(f, list, mask, live, words, W, selectedValues);
      } else {
        byHits.push(f);
      }
    }
    countInto(byHits, mask, K, W);
    for (const f of byHits) out[f.name] = drain(f, values[f.index], selectedValues);
  }

  private scratchInt(length: number): Int32Array {
    if (this.liveWords.length < length) this.liveWords = new Int32Array(length * 2);
    return this.liveWords;
  }

  /** The facet value codes a website's cars use, recomputed after cars were added. */
  private tenantValues(tenant: Tenant): Int32Array[] {
    if (tenant.values) return tenant.values;
    const { words, bits, length } = tenant.set;
    tenant.values = this.facets.map((facet) => {
      const seen = new Uint8Array(facet.labels.length);
      const codes: number[] = [];
      for (let i = 0; i < length; i++) {
        let m = bits[i];
        while (m !== 0) {
          const c = facet.codes[(words[i] << 5) | lowestBit(m)];
          if (c !== 0 && seen[c] === 0) {
            seen[c] = 1;
            codes.push(c);
          }
          m &= m - 1;
        }
      }
      return Int32Array.from(codes);
    });
    return tenant.values;
  }

  /**
   * Min/max per range over the hits, leaving out the range's own bounds. Large hit sets read the
   * answer off the website's pre-sorted orders (the first hit in ascending order is the minimum);
   * small ones visit their hits.
   */
  private rangeStats(
    tenant: Tenant | undefined,
    ranges: ActiveRange[],
    selected: SelectedFacet[],
    base: Uint32Array,
    result: Uint32Array,
    count: number,
    K: number,
    W: Int32Array,
  ): Record<RangeName, RangeStats | null> {
    const stats: Record<RangeName, RangeStats | null> = { price: null, km: null, year: null };
    if (!tenant) return stats;
    for (const name of RANGE_NAMES) {
      const own = ranges.find((r) => r.name === name);
      let mask = result;
      let words = this.resultWords;
      let n = count;
      if (own) {
        mask = this.scratch(31, K);
        words = this.statsWords;
        n = 0;
        for (let k = 0; k < K; k++) {
          let m = base[k];
          for (const r of ranges) if (r !== own) m &= r.ok[k];
          for (const s of selected) if (m !== 0) m &= s.mask[k];
          mask[k] = m;
          words[W[k]] = m;
          n += popcount(m);
        }
      }
      if (n === 0) continue;
      stats[name] = n <= 32 ? this.statsOfHits(name, mask, K, W) : this.statsFromOrders(tenant, name, words);
    }
    return stats;
  }

  private rangeColumn(name: RangeName): Float64Array {
    return name === "price" ? this.price : name === "km" ? this.km : this.year;
  }

  private statsOfHits(name: RangeName, mask: Uint32Array, K: number, W: Int32Array): RangeStats | null {
    const col = this.rangeColumn(name);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < K; k++) {
      let m = mask[k];
      while (m !== 0) {
        // NaN (no price) fails both comparisons and is skipped.
        const v = col[(W[k] << 5) | lowestBit(m)];
        if (v < min) min = v;
        if (v > max) max = v;
        m &= m - 1;
      }
    }
    return min <= max ? { min, max } : null;
  }

  private statsFromOrders(tenant: Tenant, name: RangeName, words: Uint32Array): RangeStats | null {
    const col = this.rangeColumn(name);
    const [ascending, descending] =
      name === "price"
        ? [tenant.sorted.lowestPrice, tenant.sorted.highestPrice]
        : [name === "km" ? tenant.sorted.kmAsc : tenant.sorted.yearAsc, null];
    const first = firstHit(ascending, words, false);
    const last = descending ? firstHit(descending, words, false) : firstHit(ascending, words, true);
    const min = col[first];
    const max = col[last];
    // Cars without a price sort last both ways: a NaN here means no hit has a price.
    return Number.isNaN(min) || Number.isNaN(max) ? null : { min, max };
  }

  private collectPage(
    tenant: Tenant,
    sort: SortOption,
    exact: Uint32Array | null,
    result: Uint32Array,
    K: number,
    W: Int32Array,
    offset: number,
    hitsPerPage: number,
    ids: number[],
    hits: unknown[],
  ): void {
    const R = this.resultWords;
    const list = tenant.sorted[sort] ?? tenant.sorted.mostRelevant;
    const docs = this.docs;
    let skip = offset;
    // With text, "most relevant" puts cars matched without typos first: one walk for those, one for the rest.
    const twoWalks = sort === "mostRelevant" && exact !== null;
    const X = this.exactWords;
    if (twoWalks) for (let k = 0; k < K; k++) X[W[k]] = (exact as Uint32Array)[k] & result[k];
    for (let walk = twoWalks ? 0 : 1; walk < 2; walk++) {
      for (let i = 0; i < list.length; i++) {
        const slot = list[i];
        const w = slot >>> 5;
        const word = walk === 0 ? X[w] : twoWalks ? R[w] & ~X[w] : R[w];
        if (((word >>> (slot & 31)) & 1) === 0) continue;
        if (skip > 0) {
          skip--;
          continue;
        }
        const doc = docs[slot] as SearchDocument;
        ids.push(doc.id);
        hits.push(doc.hit);
        if (ids.length >= hitsPerPage) return;
      }
    }
  }

  // ---- filter expression ---------------------------------------------------------------------

  private compile(node: FilterExpression, now: number): Exec {
    switch (node.kind) {
      case "and":
      case "or":
        return { t: node.kind, items: node.items.map((i) => this.compile(i, now)) };
      case "not":
        return { t: "not", item: this.compile(node.item, now) };
      case "facet": {
        const facet = this.facetByName.get(node.attribute) as Facet;
        const code = lookupCode(facet, node.value);
        return { t: "bits", bits: code ? facet.bits[code] : null, negate: false };
      }
      case "status":
        return { t: "bits", bits: this.status[node.value], negate: false };
      case "flag": {
        const bits = { shown_on_website: this.shown, certified: this.certified, reserved: this.reserved }[node.attribute];
        return { t: "bits", bits, negate: !node.value };
      }
      case "recency": {
        const col = node.attribute === "arrived_within_days" ? this.arrived : this.sold;
        const since = now - node.days * DAY_MS;
        return { t: "test", test: (slot) => col[slot] >= since };
      }
      case "compare":
        return { t: "test", test: comparison(this.column(node.attribute), node.op, node.value) };
      case "range": {
        const col = this.column(node.attribute);
        const { min, max } = node;
        return { t: "test", test: (slot) => col[slot] >= min && col[slot] <= max };
      }
    }
  }

  private column(attribute: NumericAttribute): Float64Array {
    switch (attribute) {
      case "price":
        return this.price;
      case "km":
        return this.km;
      case "year":
        return this.year;
      case "custom_rank":
        return this.rank;
      case "views":
        return this.views;
      case "id":
        return this.id;
      case "dealership_id":
        return this.dealershipId;
      case "location_id":
        return this.locationId;
    }
  }
}

/** NaN (no price) never satisfies a comparison, "!=" included. */
function comparison(col: Float64Array, op: string, value: number): (slot: number) => boolean {
  switch (op) {
    case "<":
      return (s) => col[s] < value;
    case "<=":
      return (s) => col[s] <= value;
    case ">":
      return (s) => col[s] > value;
    case ">=":
      return (s) => col[s] >= value;
    case "=":
      return (s) => col[s] === value;
    default:
      return (s) => !Number.isNaN(col[s]) && col[s] !== value;
  }
}

/** The first slot of `list` (or the last, from the end) whose bit is set in `words`; one must exist. */
function firstHit(list: number[], words: Uint32Array, fromEnd: boolean): number {
  const n = list.length;
  for (let i = 0; i < n; i++) {
    const slot = list[fromEnd ? n - 1 - i : i];
    if ((words[slot >>> 5] >>> (slot & 31)) & 1) return slot;
  }
  return -1;
}

/** Evaluates a compiled filter on one bitset word; returns the subset of `candidates` that match. */
function evaluate(node: Exec, w: number, candidates: number): number {
  switch (node.t) {
    case "bits": {
      const b = node.bits ? node.bits[w] : 0;
      return node.negate ? candidates & ~b : candidates & b;
    }
    case "and": {
      let m = candidates;
      for (const item of node.items) {
        m = evaluate(item, w, m);
        if (m === 0) return 0;
      }
      return m;
    }
    case "or": {
      let matched = 0;
      let rest = candidates;
      for (const item of node.items) {
        const got = evaluate(item, w, rest);
        matched |= got;
        rest &= ~got;
        if (rest === 0) break;
      }
      return matched;
    }
    case "not":
      return candidates & ~evaluate(node.item, w, candidates);
    case "test": {
      let matched = 0;
      let rest = candidates;
      while (rest !== 0) {
        const bit = lowestBit(rest);
        if (node.test((w << 5) | bit)) matched |= 1 << bit;
        rest &= rest - 1;
      }
      return matched;
    }
  }
}

function countInto(facets: Facet[], mask: Uint32Array, K: number, W: Int32Array): void {
  const n = facets.length;
  if (n === 0) return;
  const codes = facets.map((f) => f.codes);
  const counts = facets.map((f) => f.counts);
  for (let k = 0; k < K; k++) {
    let m = mask[k];
    if (m === 0) continue;
    const base = W[k] << 5;
    do {
      const slot = base | (31 - Math.clz32(m & -m));
      for (let j = 0; j < n; j++) {
        const c = codes[j][slot];
        counts[j][c]++;
      }
      m &= m - 1;
    } while (m !== 0);
  }
}

/**
 * Relative cost of one word intersection (per value, plus about two for the value's own overhead)
 * against one hit visit (per facet). Calibrated on the bench stock: 0.25 to 1 all beat always
 * visiting the hits by about half; 1 was best.
 */
const WORD_COST = 1;

function countByValues(
  facet: Facet,
  codes: Int32Array,
  mask: Uint32Array,
  live: Int32Array,
  words: number,
  W: Int32Array,
  selectedValues: readonly string[],
): Record<string, number> {
  const out = countsObject(codes.length);
  for (let i = 0; i < codes.length; i++) {
    const bits = facet.bits[codes[i]];
    let n = 0;
    for (let j = 0; j < words; j++) {
      const k = live[j];
      n += popcount(mask[k] & bits[W[k]]);
    }
    if (n !== 0) setCount(out, facet.labels[codes[i]], n);
  }
  addSelected(out, facet, selectedValues);
  return out;
}

function addSelected(out: Record<string, number>, facet: Facet, selectedValues: readonly string[]): void {
  for (const value of selectedValues) {
    const code = lookupCode(facet, value);
    const label = code ? facet.labels[code] : value;
    if (!Object.hasOwn(out, label)) setCount(out, label, 0);
  }
}

/**
 * Turns a facet's scratch counts into value → count, resetting the scratch. Walking the website's
 * value list (rather than first-seen order) adds keys in the same order every time, which V8
 * builds faster.
 */
function drain(facet: Facet, codes: Int32Array, selectedValues: readonly string[]): Record<string, number> {
  const out = countsObject(codes.length);
  const { counts, labels } = facet;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i];
    const n = counts[c];
    if (n !== 0) {
      setCount(out, labels[c], n);
      counts[c] = 0;
    }
  }
  counts[0] = 0;
  addSelected(out, facet, selectedValues);
  return out;
}

/**
 * An empty object for up to `keys` counts. V8 builds small plain objects fastest, but past a few
 * dozen keys a dictionary-mode object (null prototype) is cheaper than growing a plain one.
 */
function countsObject(keys: number): Record<string, number> {
  return keys > 32 ? Object.create(null) : {};
}

/** "__proto__" alone needs defineProperty to stay a plain key. */
function setCount(out: Record<string, number>, label: string, count: number): void {
  if (label === "__proto__") Object.defineProperty(out, label, { value: count, enumerable: true, writable: true, configurable: true });
  else out[label] = count;
}
