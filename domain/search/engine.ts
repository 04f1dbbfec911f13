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
import { bitsets, grow, lowestBit, popcount, SparseBitset } from "./bitset";
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
import type { RangeStats, SearchDocument, SearchResult, StockStatus } from "./types";
import { fieldTokens, queryWords, TokenDictionary } from "./text";
import { firstHit, removeSlot, SlotOrder } from "./slot-order";
import { BulkOrderer, type OrderColumns } from "./bulk-order";
import { addExactKeys, exactKey, FACET_FIELDS, facetKey, TEXT_FIELDS } from "./document-fields";
import { comparison, evaluate, type Exec } from "./filter-exec";
import { countsObject, type FacetCounts, facetsObject, internalised } from "./result-objects";
import { WebsiteValues } from "./value-list";

const DAY_MS = 86_400_000;
const NO_SALES = new SlotOrder();

export type { RangeStats, SearchResult } from "./types";

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

/** A query's facet value → its code (0 if unknown); the stored spelling skips normalising. */
function lookupCode(facet: Facet, value: string): number {
  return facet.rawCodes.get(value) ?? facet.keys.get(facetKey(value)) ?? 0;
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
  /** Position in the index's facet list (and of the facet's cell in a car's row). */
  index: number;
  field: (d: SearchDocument) => string;
  /** Normalised value → value code (codes are shared by all facets); code 0 means "no value". */
  keys: Map<string, number>;
  /** Value as stored → code, to skip normalising repeated values. */
  rawCodes: Map<string, number>;
};

/** A car's facet cells are stored side by side, STRIDE per slot. */
const STRIDE = FACET_NAMES.length;
/** Scratch arrays a search uses: base, ranges, text, selections by facet, masks for counts and stats. */
const SCRATCH = 32;
/** Slots are handed to websites a bitset word at a time, so no word holds two websites' cars. */
const CHUNK = 32;

/** Orders kept per website: the sort options, plus km and year ascending for range stats. */
const ORDERS = [...SORT_OPTIONS, "kmAsc", "yearAsc"] as const;
type Order = (typeof ORDERS)[number];

type Tenant = {
  set: SparseBitset;
  /** Unused slots in words this website holds; a word with no car left goes back to the index. */
  free: number[];
  sorted: Record<Order, SlotOrder>;
  /** Its sold cars shown on the website that have a sale date, newest sale first. */
  sales: SlotOrder;
  values: TenantValues;
  /** Upper-cased stock number or VIN → slots; built by the first text search, then kept current. */
  exact: Map<string, number[]> | null;
  /**
   * Facet counts over the website's whole visible stock (no text, filter, range or other selection),
   * by baseKey × 32 + facet: every shopper's first search page asks for them. Frozen, shared by the
   * results that return them, and dropped whenever a car of the website changes.
   */
  baseCounts: Map<number, Record<string, number>>;
};

/**
 * Per facet, the values a website's cars use, by position (a car's facet cell holds the position),
 * with the number of its live cars holding each: facet counts over a hit set close to the live set
 * start from these and visit only the difference.
 */
type TenantValues = {
  table: WebsiteValues;
  /** Value code → its position in its facet's list (codes are distinct across facets). */
  position: Map<number, number>;
};

type ActiveRange = { name: RangeName; col: Float64Array; min: number; max: number; ok: Uint32Array };
type SelectedFacet = { facet: Facet; mask: Uint32Array; values: readonly string[] };

class ColumnarIndex implements SearchIndex {
  private capacity = 0;
  /** Words handed out so far; words below it that no website holds are in freeWords. */
  private highWater = 0;
  private readonly freeWords: number[] = [];
  private readonly docs: Array<SearchDocument | undefined> = [];
  /** Id and `hit` payload side by side (2 entries a slot), so a page reads one place per car, not the document. */
  private readonly pageEntries: unknown[] = [];
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
  /** By value code (index-wide): the first spelling indexed. */
  private readonly labels: string[] = [""];
  /**
   * Facet cells by slot, STRIDE per slot in facet order: the position of the car's value in its
   * website's list for that facet (0: no value). 16-bit, so a counting pass reads 32 bytes a car,
   * until a website's list passes 65,535 values, then 32-bit.
   */
  private rows: Uint16Array | Uint32Array = new Uint16Array(0);
  /** Scratch counts at a website's value indices (WebsiteValues); always back to zero between searches. */
  private counts = new Int32Array(256);
  private readonly dictionary = new TokenDictionary();
  private readonly valueTokens = new Map<string, number[]>();
  private tokenBits: Uint32Array[] = [];
  private readonly tenants = new Map<number, Tenant>();

  /** Full-width scratch for the page walk; only the queried tenant's words are ever read. */
  private resultWords = new Uint32Array(0);
  private exactWords = new Uint32Array(0);
  private statsWords = new Uint32Array(0);
  /** Full-width scratch for marking slots (recent sales, range runs); all zero between uses. */
  private markWords = new Uint32Array(0);
  private readonly pool: Uint32Array[] = [];
  private liveWords = new Int32Array(64);
  /** Counts by facet position, until the result object is made. */
  private readonly counted: FacetCounts[] = FACET_NAMES.map(() => undefined);
  /** Facets being counted by visiting cars, and where each one's values start (WebsiteValues.start). */
  private readonly columns = new Int32Array(STRIDE);
  private readonly offsets = new Int32Array(STRIDE);
  /** Rows of the cars a count visits. */
  private visits = new Int32Array(256);

  private comparators = {} as Record<Order, (a: number, b: number) => number>;
  private byNewestSale: (a: number, b: number) => number = () => 0;

  constructor(docs: readonly SearchDocument[]) {
    this.facets = FACET_NAMES.map((name, index) => ({
      name,
      index,
      field: FACET_FIELDS[name],
      keys: new Map(),
      rawCodes: new Map(),
    }));
    this.facetByName = new Map(this.facets.map((f) => [f.name, f]));

    // A repeated id: the later document wins, as with upsert. slotOf first holds each id's last document
    // (attach then overwrites it with the slot: one map of every id, grown once).
    const last = this.slotOf;
    docs.forEach((doc, i) => last.set(doc.id, i));
    // Each website's slots are contiguous whole words, so its bitset words are few and its own.
    const byWebsite = new Map<number, SearchDocument[]>();
    docs.forEach((doc, i) => {
      if (last.get(doc.id) !== i) return;
      const group = byWebsite.get(doc.websiteId);
      if (group) group.push(doc);
      else byWebsite.set(doc.websiteId, [doc]);
    });
    // The build's large typed arrays come from a few allocations made together, not thousands made one
    // by one: V8 answers every ~64 MB of new array memory with a full collection of the heap, which
    // holds the documents, so at a million cars that many collections took most of the build.
    let words = 0;
    let cars = 0;
    for (const group of byWebsite.values()) {
      words += Math.ceil(group.length / CHUNK);
      cars += group.length;
    }
    this.ensureCapacity(words * CHUNK);
    const orders = new Int32Array(cars * ORDERS.length);
    let used = 0;
    for (const [websiteId, group] of byWebsite) {
      const tenant = this.tenant(websiteId, true);
      for (const order of ORDERS) {
        tenant.sorted[order] = new SlotOrder(orders.subarray(used, used + group.length));
        used += group.length;
      }
      for (const doc of group) this.attach(this.allocate(tenant), doc, true);
    }
    this.writeColumns();
    // Sorted without a comparator call per comparison (bulk-order.ts): the same orders as the comparators.
    let largest = 0;
    for (const tenant of this.tenants.values()) largest = Math.max(largest, tenant.sorted.mostRelevant.length);
    const orderer = new BulkOrderer(largest);
    const slots = new Int32Array(largest);
    const soldBits = this.status.sold;
    const columns: OrderColumns = {
      id: this.id,
      rank: this.rank,
      price: this.price,
      arrived: this.arrived,
      km: this.km,
      year: this.year,
      isSold: (slot) => (soldBits[slot >>> 5] >>> (slot & 31)) & 1,
    };
    for (const tenant of this.tenants.values()) {
      const { sorted } = tenant;
      const n = sorted.mostRelevant.length;
      const own = slots.subarray(0, n);
      own.set(sorted.mostRelevant.items.subarray(0, n));
      orderer.order(own, columns, {
        mostRelevant: sorted.mostRelevant.items,
        latest: sorted.latest.items,
        highestPrice: sorted.highestPrice.items,
        lowestPrice: sorted.lowestPrice.items,
        kmAsc: sorted.kmAsc.items,
        yearAsc: sorted.yearAsc.items,
      });
      tenant.sales.sort(this.byNewestSale);
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
    const slot = this.slotOf.get(doc.id);
    if (slot !== undefined && (this.docs[slot] as SearchDocument).websiteId === doc.websiteId) {
      this.detach(slot);
      this.attach(slot, doc, false);
      return;
    }
    // New, or moving to another website: its slot must come from that website's words.
    if (slot !== undefined) this.release(slot);
    this.attach(this.allocate(this.tenant(doc.websiteId)), doc, false);
  }

  remove(id: number): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    this.release(slot);
    this.slotOf.delete(id);
    return true;
  }

  // ---- storage -------------------------------------------------------------------------------

  /** A free slot in the website's words, taking a new word (32 slots) when it has none. */
  private allocate(tenant: Tenant): number {
    const reused = tenant.free.pop();
    if (reused !== undefined) return reused;
    const word = this.freeWords.pop() ?? this.highWater++;
    this.ensureCapacity((word + 1) * CHUNK);
    tenant.values.table.insertWord(tenant.set.addWord(word));
    for (let bit = CHUNK - 1; bit > 0; bit--) tenant.free.push(word * CHUNK + bit);
    return word * CHUNK;
  }

  /** Takes a car out and frees its slot; a word left without cars goes back to the index. */
  private release(slot: number): void {
    const tenant = this.tenants.get((this.docs[slot] as SearchDocument).websiteId) as Tenant;
    this.detach(slot);
    const word = slot >>> 5;
    const k = tenant.set.indexOf(word);
    if (tenant.set.bits[k] !== 0) {
      tenant.free.push(slot);
    } else {
      tenant.set.removeWord(word);
      tenant.values.table.removeWord(k);
      tenant.free = tenant.free.filter((s) => s >>> 5 !== word);
      this.freeWords.push(word);
    }
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
    const rows = this.rows instanceof Uint16Array ? new Uint16Array(capacity * STRIDE) : new Uint32Array(capacity * STRIDE);
    rows.set(this.rows);
    this.rows = rows;
    this.tokenBits = bitsets(this.tokenBits.length, words, this.tokenBits);
    this.resultWords = new Uint32Array(words);
    this.exactWords = new Uint32Array(words);
    this.statsWords = new Uint32Array(words);
    this.markWords = new Uint32Array(words);
    // Filled, not left with holes, so the array stays a dense list however slots are handed out.
    while (this.pageEntries.length < 2 * capacity) this.pageEntries.push(0, undefined);
    this.capacity = capacity;
    this.makeComparators();
  }

  /** Comparators over the current columns; remade whenever the columns are reallocated. */
  private makeComparators(): void {
    const { rank, id, price, arrived, km, year } = this;
    const relevance = (a: number, b: number) => rank[b] - rank[a] || id[a] - id[b];
    // "Most relevant" shows cars a shopper can still buy first: a sold car (shown for soldDays) goes after them.
    const status = this.status;
    const isSold = (slot: number) => (status.sold[slot >>> 5] >>> (slot & 31)) & 1;
    const byPrice = (direction: 1 | -1) => (a: number, b: number) => {
      const pa = price[a];
      const pb = price[b];
      const na = Number.isNaN(pa);
      const nb = Number.isNaN(pb);
      if (na !== nb) return na ? 1 : -1;
      return (na ? 0 : direction * (pa - pb)) || relevance(a, b);
    };
    this.comparators = {
      mostRelevant: (a, b) => isSold(a) - isSold(b) || relevance(a, b),
      latest: (a, b) => arrived[b] - arrived[a] || relevance(a, b),
      highestPrice: byPrice(-1),
      lowestPrice: byPrice(1),
      kmAsc: (a, b) => km[a] - km[b] || id[a] - id[b],
      yearAsc: (a, b) => year[a] - year[b] || id[a] - id[b],
    };
    const { sold } = this;
    this.byNewestSale = (a, b) => sold[b] - sold[a] || a - b;
  }

  /** The website's structures, made on its first car (a bulk build lays its value bitsets later, once). */
  private tenant(websiteId: number, bulk = false): Tenant {
    let tenant = this.tenants.get(websiteId);
    if (!tenant) {
      tenant = {
        set: new SparseBitset(),
        free: [],
        sorted: {
          mostRelevant: new SlotOrder(),
          latest: new SlotOrder(),
          highestPrice: new SlotOrder(),
          lowestPrice: new SlotOrder(),
          kmAsc: new SlotOrder(),
          yearAsc: new SlotOrder(),
        },
        sales: new SlotOrder(),
        values: { table: new WebsiteValues(STRIDE), position: new Map() },
        exact: null,
        baseCounts: new Map(),
      };
      if (!bulk) tenant.values.table.layBits();
      this.tenants.set(websiteId, tenant);
    }
    return tenant;
  }

  private attach(slot: number, doc: SearchDocument, bulk: boolean): void {
    this.docs[slot] = doc;
    this.pageEntries[2 * slot] = doc.id;
    this.pageEntries[2 * slot + 1] = doc.hit;
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
    const tenant = this.tenant(doc.websiteId);
    if (tenant.baseCounts.size !== 0) tenant.baseCounts.clear();
    // A bulk build writes facets and text column by column afterwards (writeColumns).
    if (!bulk) this.writeValues(slot, doc, tenant, true);

    tenant.set.add(slot);
    if (bulk) {
      tenant.exact = null;
    } else {
      this.addToTenantLookups(tenant, slot, doc);
    }
    for (const order of ORDERS) {
      const list = tenant.sorted[order];
      if (bulk) list.push(slot);
      else list.insert(list.position(slot, this.comparators[order]), slot);
    }
    if (this.isSale(slot)) {
      if (bulk) tenant.sales.push(slot);
      else tenant.sales.insert(tenant.sales.position(slot, this.byNewestSale), slot);
    }
  }

  /** A sold car shown on the website, with a sale date: visible for soldDays after it. */
  private isSale(slot: number): boolean {
    return ((this.soldShown[slot >>> 5] >>> (slot & 31)) & 1) === 1 && !Number.isNaN(this.sold[slot]);
  }

  /** Takes a car out of every structure, using its current (old) values. Keeps slotOf. */
  private detach(slot: number): void {
    const doc = this.docs[slot];
    if (!doc) return;
    const tenant = this.tenants.get(doc.websiteId) as Tenant;
    if (tenant.baseCounts.size !== 0) tenant.baseCounts.clear();
    for (const order of ORDERS) removeSlot(tenant.sorted[order], slot, this.comparators[order]);
    if (this.isSale(slot)) removeSlot(tenant.sales, slot, this.byNewestSale);
    tenant.set.delete(slot);
    this.removeFromTenantLookups(tenant, slot);
    if (tenant.exact) {
      for (const key of [exactKey(doc.stocknum), exactKey(doc.vin)]) {
        const rest = tenant.exact.get(key)?.filter((s) => s !== slot);
        if (rest?.length) tenant.exact.set(key, rest);
        else tenant.exact.delete(key);
      }
    }
    this.writeFlags(slot, doc, false);
    this.writeValues(slot, doc, tenant, false);
    this.docs[slot] = undefined;
    this.pageEntries[2 * slot + 1] = undefined;
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

  /** Sets (on) or clears (off) the document's facet cells and bits and text tokens. */
  private writeValues(slot: number, doc: SearchDocument, tenant: Tenant, on: boolean): void {
    const word = slot >>> 5;
    const mask = 1 << (slot & 31);
    const row = slot * STRIDE;
    const k = tenant.set.indexOf(word);
    for (const facet of this.facets) {
      const at = row + facet.index;
      const position = on ? this.positionOf(tenant, facet, this.code(facet, facet.field(doc))) : this.rows[at];
      this.rows[at] = on ? position : 0;
      if (position === 0) continue;
      const table = tenant.values.table;
      const bit = (table.start[facet.index] + position) * table.stride + k;
      if (on) table.bits[bit] |= mask;
      else table.bits[bit] &= ~mask;
    }

    for (const read of TEXT_FIELDS) this.writeTokens(read(doc), word, mask, on);
  }

  /** Where the value's bitset starts in the website's table, or -1 if none of its cars has it. */
  private valueRow(tenant: Tenant, facet: Facet, code: number): number {
    const position = code === 0 ? undefined : tenant.values.position.get(code);
    if (position === undefined) return -1;
    const { table } = tenant.values;
    return (table.start[facet.index] + position) * table.stride;
  }

  /** The value's position in the website's list for the facet, added if new; 0 for no value. */
  private positionOf(tenant: Tenant, facet: Facet, code: number): number {
    if (code === 0) return 0;
    const known = tenant.values.position.get(code);
    if (known !== undefined) return known;
    const position = tenant.values.table.add(facet.index, code, this.labels[code]);
    tenant.values.position.set(code, position);
    if (position > 0xffff && this.rows instanceof Uint16Array) this.rows = Uint32Array.from(this.rows);
    return position;
  }

  private writeTokens(value: string, word: number, mask: number, on: boolean): void {
    const ids = this.tokenIds(value);
    if (this.tokenBits.length < this.dictionary.size) this.layTokenBits();
    for (let i = 0; i < ids.length; i++) {
      if (on) this.tokenBits[ids[i]][word] |= mask;
      else this.tokenBits[ids[i]][word] &= ~mask;
    }
  }

  /**
   * Bulk build: each car's facet cells, and the tokens of its text, in one visit of its document (at a
   * million cars, a pass over the documents per facet cost more in memory reads than the look-ups).
   */
  private writeColumns(): void {
    const docs = this.docs;
    const facets = this.facets;
    const n = this.highWater * CHUNK;
    for (const tenant of this.tenants.values()) {
      const { words, bits, length } = tenant.set;
      for (let k = 0; k < length; k++) {
        let m = bits[k];
        while (m !== 0) {
          const slot = (words[k] << 5) | lowestBit(m);
          const doc = docs[slot] as SearchDocument;
          const row = slot * STRIDE;
          for (let f = 0; f < STRIDE; f++) {
            const facet = facets[f];
            // this.rows, not a local: positionOf may widen it to 32 bits.
            this.rows[row + f] = this.positionOf(tenant, facet, this.code(facet, facet.field(doc)));
          }
          // Every token known before any bitset is made, so that they come from one allocation.
          for (let t = 0; t < TEXT_FIELDS.length; t++) this.tokenIds(TEXT_FIELDS[t](doc));
          m &= m - 1;
        }
      }
    }
    // Every value and token known: each website's value bitsets (cut from one allocation) and live counts, laid
    // out once, and the tokens' bitsets made together with them.
    let room = 0;
    for (const tenant of this.tenants.values()) room += tenant.values.table.bitsLength();
    const valueBits = new Uint32Array(room);
    this.layTokenBits();
    room = 0;
    for (const tenant of this.tenants.values()) {
      const table = tenant.values.table;
      const needed = table.bitsLength();
      table.layBits(valueBits.subarray(room, room + needed));
      room += needed;
      const { start, stride, live } = table;
      const { words, bits, length } = tenant.set;
      for (let k = 0; k < length; k++) {
        const liveBits = this.live[words[k]];
        let m = bits[k];
        while (m !== 0) {
          const bit = lowestBit(m);
          const row = ((words[k] << 5) | bit) * STRIDE;
          const isLive = (liveBits >>> bit) & 1;
          for (let f = 0; f < STRIDE; f++) {
            const position = this.rows[row + f];
            if (position === 0) continue;
            const at = start[f] + position;
            table.bits[at * stride + k] |= 1 << bit;
            live[at] += isLive;
          }
          m &= m - 1;
        }
      }
    }
    for (let slot = 0; slot < n; slot++) {
      const doc = docs[slot];
      if (!doc) continue;
      const word = slot >>> 5;
      const mask = 1 << (slot & 31);
      for (let t = 0; t < TEXT_FIELDS.length; t++) this.writeTokens(TEXT_FIELDS[t](doc), word, mask, true);
    }
  }

  /** Token ids of a field value; values repeat across cars, so each is cut into words once. */
  private tokenIds(value: string): number[] {
    let ids = this.valueTokens.get(value);
    if (!ids) {
      ids = [...fieldTokens(value)].map((token) => this.dictionary.add(token));
      this.valueTokens.set(value, ids);
    }
    return ids;
  }

  /** Bitsets for the tokens that have none yet, in one allocation. */
  private layTokenBits(): void {
    for (const bits of bitsets(this.dictionary.size - this.tokenBits.length, this.capacity / 32)) this.tokenBits.push(bits);
  }

  private code(facet: Facet, value: string): number {
    const known = facet.rawCodes.get(value);
    if (known !== undefined) return known;
    const key = facetKey(value);
    let code = key === "" ? 0 : facet.keys.get(key);
    if (code === undefined) {
      code = this.labels.length;
      facet.keys.set(key, code);
      this.labels.push(internalised(value.trim()));
    }
    facet.rawCodes.set(value, code);
    return code;
  }

  /** Scratch array `i` (of SCRATCH), with room for `length` words; all of them share one buffer. */
  private scratch(i: number, length: number): Uint32Array {
    if (this.pool.length === 0 || this.pool[0].length < length) {
      const room = Math.max(length, 64) * 2;
      const buffer = new ArrayBuffer(room * 4 * SCRATCH);
      this.pool.length = 0;
      for (let j = 0; j < SCRATCH; j++) this.pool.push(new Uint32Array(buffer, j * room * 4, room));
    }
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
    // Sold cars still shown are the newest sales: a prefix of the website's sales, newest first.
    const marks = this.markWords;
    const sales = tenant ? tenant.sales : NO_SALES;
    const saleSlots = sales.items;
    const whole = query.wholeStock === true;
    let recent = 0;
    for (; !whole && recent < sales.length; recent++) {
      const slot = saleSlots[recent];
      if (!(this.sold[slot] >= cutoff)) break;
      marks[slot >>> 5] |= 1 << (slot & 31);
    }
    for (let k = 0; k < K; k++) {
      const w = W[k];
      let m = whole ? T[k] : T[k] & this.live[w];
      if (recent !== 0) {
        m |= T[k] & marks[w];
        marks[w] = 0;
      }
      if (certifiedOnly) m &= this.certified[w];
      base[k] = m;
    }

    // 2. Text, 3. filter expression.
    const exact = this.applyText(query.text, tenant, base, K, W);
    if (query.filter && tenant) {
      const exec = this.compile(query.filter, query.now, tenant);
      for (let k = 0; k < K; k++) if (base[k] !== 0) base[k] = evaluate(exec, W[k], k, base[k]);
    }

    // 4. Ranges: one ok-mask per active range, so stats can leave a range's own bounds out.
    const ranges = this.activeRanges(query, K);
    let ranged = base;
    if (ranges.length) {
      ranged = this.scratch(1, K);
      ranged.set(base.subarray(0, K));
      for (const r of ranges) {
        if (tenant) this.rangeMask(tenant, r, base, K, W);
        else r.ok.fill(0, 0, K);
        for (let k = 0; k < K; k++) ranged[k] &= r.ok[k];
      }
    }

    // 5. Facet selections: OR within a facet, AND across.
    const selected = this.selectFacets(query, tenant, K);
    const result = this.scratch(2, K);
    let count = 0;
    for (let k = 0; k < K; k++) {
      let m = ranged[k];
      for (let i = 0; i < selected.length && m !== 0; i++) m &= selected[i].mask[k];
      result[k] = m;
      count += popcount(m);
    }

    // Which visible stock the counts run over when nothing narrows it: the shown sales and certified-only.
    const unnarrowed = exact === null && !query.filter && ranges.length === 0 && !whole;
    const baseKey = unnarrowed ? recent * 2 + (certifiedOnly ? 1 : 0) : -1;
    const facets = this.countFacets(query, tenant, selected, ranged, result, K, W, baseKey);
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
  private applyText(text: string, tenant: Tenant | undefined, base: Uint32Array, K: number, W: Int32Array): Uint32Array | null {
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

  /** Keeps a website's live counts and stock number / VIN map current when one car is added. */
  private addToTenantLookups(tenant: Tenant, slot: number, doc: SearchDocument): void {
    this.countLive(tenant, slot, 1);
    if (tenant.exact) addExactKeys(tenant.exact, slot, doc);
  }

  /** Before a car's cells and bits are cleared: takes it out of its website's live counts. */
  private removeFromTenantLookups(tenant: Tenant, slot: number): void {
    this.countLive(tenant, slot, -1);
  }

  private countLive(tenant: Tenant, slot: number, delta: 1 | -1): void {
    if (!this.isLive(slot)) return;
    const row = slot * STRIDE;
    const { live, start } = tenant.values.table;
    for (let f = 0; f < STRIDE; f++) live[start[f] + this.rows[row + f]] += delta;
  }

  private isLive(slot: number): boolean {
    return ((this.live[slot >>> 5] >>> (slot & 31)) & 1) === 1;
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
    const { price, km, year } = query.ranges;
    this.addRange(ranges, "price", price, this.price, 7, K);
    this.addRange(ranges, "km", km, this.km, 8, K);
    this.addRange(ranges, "year", year, this.year, 9, K);
    return ranges;
  }

  private addRange(
    ranges: ActiveRange[],
    name: RangeName,
    range: { min?: number; max?: number } | undefined,
    col: Float64Array,
    scratch: number,
    K: number,
  ): void {
    if (!range || (range.min === undefined && range.max === undefined)) return;
    ranges.push({
      name,
      col,
      min: range.min ?? Number.NEGATIVE_INFINITY,
      max: range.max ?? Number.POSITIVE_INFINITY,
      ok: this.scratch(scratch, K),
    });
  }

  /**
   * The cars of `base` within a range, read off the website's order by that column: the cars in
   * range are one run of it, found by binary search, so the cost is the shorter of the run and the
   * rest rather than a visit of every car. Cars without a price sort last and fall outside.
   */
  private rangeMask(tenant: Tenant, r: ActiveRange, base: Uint32Array, K: number, W: Int32Array): void {
    const order = r.name === "price" ? tenant.sorted.lowestPrice : r.name === "km" ? tenant.sorted.kmAsc : tenant.sorted.yearAsc;
    const list = order.items;
    const { col, min, max, ok } = r;
    const n = order.length;
    // First position at or above min, then first above max; NaN counts as above everything.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (col[list[mid]] < min) lo = mid + 1;
      else hi = mid;
    }
    const from = lo;
    hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (col[list[mid]] <= max) lo = mid + 1;
      else hi = mid;
    }
    const to = Math.max(from, lo);
    const marks = this.markWords;
    const inside = to - from <= n - (to - from);
    if (inside) {
      for (let i = from; i < to; i++) marks[list[i] >>> 5] |= 1 << (list[i] & 31);
    } else {
      for (let i = 0; i < from; i++) marks[list[i] >>> 5] |= 1 << (list[i] & 31);
      for (let i = to; i < n; i++) marks[list[i] >>> 5] |= 1 << (list[i] & 31);
    }
    for (let k = 0; k < K; k++) {
      const w = W[k];
      ok[k] = inside ? base[k] & marks[w] : base[k] & ~marks[w];
      marks[w] = 0;
    }
  }

  private selectFacets(query: SearchQuery, tenant: Tenant | undefined, K: number): SelectedFacet[] {
    const selected: SelectedFacet[] = [];
    // The query's own keys (usually none to three) rather than a look-up per facet name.
    for (const name of Object.keys(query.facets)) {
      const facet = this.facetByName.get(name as FacetName);
      const values = query.facets[name as FacetName];
      if (!facet || !values || values.length === 0) continue;
      const mask = this.scratch(10 + selected.length, K);
      mask.fill(0, 0, K);
      for (const value of values) {
        const at = tenant ? this.valueRow(tenant, facet, lookupCode(facet, value)) : -1;
        if (at < 0) continue;
        const bits = (tenant as Tenant).values.table.bits;
        for (let k = 0; k < K; k++) mask[k] |= bits[at + k];
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
    baseKey: number,
  ): Partial<Record<FacetName, Record<string, number>>> {
    const out = this.counted;
    const wanted: Facet[] = [];
    for (const name of query.facetNames ?? FACET_NAMES) {
      const facet = this.facetByName.get(name);
      if (facet) wanted.push(facet);
    }
    if (!tenant) {
      for (const f of wanted) {
        const counts = countsObject();
        this.addSelected(counts, f, query.facets[f.name] ?? []);
        out[f.index] = counts;
      }
      return facetsObject(out);
    }
    const values = tenant.values;
    const plain = wanted.filter((f) => !selected.some((s) => s.facet === f));
    this.countOver(plain, result, values, tenant, K, W, out, [], selected.length === 0 ? baseKey : -1);
    for (const own of selected) {
      if (!wanted.includes(own.facet)) continue;
      // Disjunctive: every filter but this facet's own selection.
      const mask = this.scratch(30, K);
      for (let k = 0; k < K; k++) {
        let m = ranged[k];
        for (const other of selected) if (other !== own && m !== 0) m &= other.mask[k];
        mask[k] = m;
      }
      this.countOver([own.facet], mask, values, tenant, K, W, out, own.values, selected.length === 1 ? baseKey : -1);
    }
    return facetsObject(out);
  }

  /**
   * Counts `facets` over `mask`, per facet the cheapest way: visiting each hit and reading its facet
   * cell (cost ~ hits); starting from the website's live counts and visiting only the cars where
   * the mask and the live set differ (cost ~ difference; browsing is nearly free); or intersecting
   * each of the website's values' bitsets with the mask (cost ~ values × words), which suits large
   * hit sets on few-valued facets (car type, fuel…).
   */
  private countOver(
    facets: Facet[],
    mask: Uint32Array,
    values: TenantValues,
    tenant: Tenant,
    K: number,
    W: Int32Array,
    out: FacetCounts[],
    selectedValues: readonly string[],
    /** ≥ 0 when `mask` is the website's whole visible stock: its counts are memoised under this key. */
    baseKey: number,
  ): void {
    if (baseKey >= 0) facets = this.fromBaseCounts(facets, tenant, baseKey, out, selectedValues);
    if (facets.length === 0) return;
    const live = this.scratchInt(K);
    const T = tenant.set.bits;
    let words = 0;
    let hits = 0;
    let differ = 0;
    for (let k = 0; k < K; k++) {
      const m = mask[k];
      if (m !== 0) {
        live[words++] = k;
        hits += popcount(m);
      }
      const d = (this.live[W[k]] & T[k]) ^ m;
      if (d !== 0) differ += popcount(d);
    }
    const fromLive = differ < hits;
    const visits = fromLive ? differ : hits;
    const { columns, offsets } = this;
    const { table } = values;
    let n = 0;
    for (const f of facets) {
      if ((table.size[f.index] - 1) * (words + 2) * WORD_COST < visits) {
        out[f.index] = this.countByValues(f, table, mask, live, words, W, selectedValues);
        if (baseKey >= 0) this.memoiseBaseCounts(tenant, baseKey, f, out, selectedValues);
      } else {
        columns[n] = f.index;
        offsets[n++] = table.start[f.index];
      }
    }
    if (n === 0) return;
    // Counts sit at the same index as the website's values, so reading them out walks both together.
    if (this.counts.length < table.length) this.counts = new Int32Array(table.length * 2);
    if (fromLive) this.countDifference(n, mask, T, K, W);
    else this.countHits(n, mask, live, words, W);
    for (let j = 0; j < n; j++) {
      const f = this.facets[columns[j]];
      out[f.index] = this.drain(f, table, fromLive, selectedValues);
      if (baseKey >= 0) this.memoiseBaseCounts(tenant, baseKey, f, out, selectedValues);
    }
  }

  /** Fills `out` from the website's memoised whole-stock counts where it has them; returns the facets still to count. */
  private fromBaseCounts(facets: Facet[], tenant: Tenant, baseKey: number, out: FacetCounts[], selectedValues: readonly string[]): Facet[] {
    const rest: Facet[] = [];
    for (const f of facets) {
      const memo = tenant.baseCounts.get(baseKey * 32 + f.index);
      if (memo && this.holdsSelected(memo, f, selectedValues)) out[f.index] = memo;
      else rest.push(f);
    }
    return rest;
  }

  /** Keeps counts that depend on nothing but the website's stock (no selected value was added at 0). */
  private memoiseBaseCounts(tenant: Tenant, baseKey: number, f: Facet, out: FacetCounts[], selectedValues: readonly string[]): void {
    if (selectedValues.length > 0) return;
    tenant.baseCounts.set(baseKey * 32 + f.index, Object.freeze(out[f.index] as Record<string, number>));
  }

  private holdsSelected(counts: Record<string, number>, facet: Facet, selectedValues: readonly string[]): boolean {
    for (const value of selectedValues) if (!Object.hasOwn(counts, this.selectedLabel(facet, value))) return false;
    return true;
  }

  /** Lists each hit's row (to add its facet cells to the counts). */
  private countHits(n: number, mask: Uint32Array, live: Int32Array, words: number, W: Int32Array): void {
    const visits = this.visitList(words * 32);
    let v = 0;
    for (let i = 0; i < words; i++) {
      const k = live[i];
      let m = mask[k];
      const base = W[k] << 5;
      do {
        visits[v++] = (base | lowestBit(m)) * STRIDE;
        m &= m - 1;
      } while (m !== 0);
    }
    this.tally(n, visits, v);
  }

  /**
   * The counts as a correction to the website's live counts: lists each live car outside the mask
   * (to subtract, as ~row) and each hit that is not live, a recent sale (to add).
   */
  private countDifference(n: number, mask: Uint32Array, T: Uint32Array, K: number, W: Int32Array): void {
    const visits = this.visitList(K * 32);
    let v = 0;
    for (let k = 0; k < K; k++) {
      const m = mask[k];
      const l = this.live[W[k]] & T[k];
      const base = W[k] << 5;
      let minus = l & ~m;
      while (minus !== 0) {
        visits[v++] = ~((base | lowestBit(minus)) * STRIDE);
        minus &= minus - 1;
      }
      let plus = m & ~l;
      while (plus !== 0) {
        visits[v++] = (base | lowestBit(plus)) * STRIDE;
        plus &= plus - 1;
      }
    }
    this.tally(n, visits, v);
  }

  private visitList(length: number): Int32Array {
    if (this.visits.length < length) this.visits = new Int32Array(length * 2);
    return this.visits;
  }

  /**
   * Adds the facet cells of the listed rows (subtracts those listed as ~row) to the counts, for the
   * facets at columns[0..n). The facets' columns and offsets are locals and the facets unrolled:
   * read from their arrays inside the loop, V8 reloads them after every store to the counts,
   * which made each increment about three times slower.
   */
  private tally(n: number, visits: Int32Array, count: number): void {
    const { rows, counts, columns: C, offsets: O } = this;
    const c0 = C[0],
      c1 = C[1],
      c2 = C[2],
      c3 = C[3],
      c4 = C[4],
      c5 = C[5],
      c6 = C[6],
      c7 = C[7],
      c8 = C[8],
      c9 = C[9],
      c10 = C[10],
      c11 = C[11],
      c12 = C[12],
      c13 = C[13],
      c14 = C[14],
      c15 = C[15];
    const o0 = O[0],
      o1 = O[1],
      o2 = O[2],
      o3 = O[3],
      o4 = O[4],
      o5 = O[5],
      o6 = O[6],
      o7 = O[7],
      o8 = O[8],
      o9 = O[9],
      o10 = O[10],
      o11 = O[11],
      o12 = O[12],
      o13 = O[13],
      o14 = O[14],
      o15 = O[15];
    for (let i = 0; i < count; i++) {
      const e = visits[i];
      const d = e < 0 ? -1 : 1;
      const r = e < 0 ? ~e : e;
      switch (n) {
        case 16:
          counts[o15 + rows[r + c15]] += d;
        // falls through
        case 15:
          counts[o14 + rows[r + c14]] += d;
        // falls through
        case 14:
          counts[o13 + rows[r + c13]] += d;
        // falls through
        case 13:
          counts[o12 + rows[r + c12]] += d;
        // falls through
        case 12:
          counts[o11 + rows[r + c11]] += d;
        // falls through
        case 11:
          counts[o10 + rows[r + c10]] += d;
        // falls through
        case 10:
          counts[o9 + rows[r + c9]] += d;
        // falls through
        case 9:
          counts[o8 + rows[r + c8]] += d;
        // falls through
        case 8:
          counts[o7 + rows[r + c7]] += d;
        // falls through
        case 7:
          counts[o6 + rows[r + c6]] += d;
        // falls through
        case 6:
          counts[o5 + rows[r + c5]] += d;
        // falls through
        case 5:
          counts[o4 + rows[r + c4]] += d;
        // falls through
        case 4:
          counts[o3 + rows[r + c3]] += d;
        // falls through
        case 3:
          counts[o2 + rows[r + c2]] += d;
        // falls through
        case 2:
          counts[o1 + rows[r + c1]] += d;
        // falls through
        case 1:
          counts[o0 + rows[r + c0]] += d;
      }
    }
  }

  private countByValues(
    facet: Facet,
    table: WebsiteValues,
    mask: Uint32Array,
    live: Int32Array,
    words: number,
    W: Int32Array,
    selectedValues: readonly string[],
  ): Record<string, number> {
    const out = countsObject();
    const { bits, labels, stride } = table;
    const from = table.start[facet.index] + 1;
    const to = table.start[facet.index] + table.size[facet.index];
    for (let i = from; i < to; i++) {
      const at = i * stride;
      let n = 0;
      for (let j = 0; j < words; j++) {
        const k = live[j];
        n += popcount(mask[k] & bits[at + k]);
      }
      if (n !== 0) out[labels[i]] = n;
    }
    this.addSelected(out, facet, selectedValues);
    return out;
  }

  private addSelected(out: Record<string, number>, facet: Facet, selectedValues: readonly string[]): void {
    for (const value of selectedValues) {
      const label = this.selectedLabel(facet, value);
      if (!Object.hasOwn(out, label)) out[label] = 0;
    }
  }

  /** A selected value as the counts name it: its stored spelling when the index knows it. */
  private selectedLabel(facet: Facet, value: string): string {
    const code = lookupCode(facet, value);
    return code ? this.labels[code] : value;
  }

  /**
   * Turns a facet's scratch counts (at its values' indices) into value → count, resetting the
   * scratch; with `fromLive` they are corrections to the website's live counts. Walking the
   * website's values adds keys in the same order every time.
   */
  private drain(facet: Facet, table: WebsiteValues, fromLive: boolean, selectedValues: readonly string[]): Record<string, number> {
    const out = countsObject();
    const counts = this.counts;
    const { live, labels } = table;
    const from = table.start[facet.index];
    const to = from + table.size[facet.index];
    counts[from] = 0;
    for (let i = from + 1; i < to; i++) {
      let n = counts[i];
      if (n !== 0) counts[i] = 0;
      if (fromLive) n += live[i];
      if (n !== 0) out[labels[i]] = n;
    }
    this.addSelected(out, facet, selectedValues);
    return out;
  }

  private scratchInt(length: number): Int32Array {
    if (this.liveWords.length < length) this.liveWords = new Int32Array(length * 2);
    return this.liveWords;
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
    const order = tenant.sorted[sort] ?? tenant.sorted.mostRelevant;
    const list = order.items;
    const n = order.length;
    const entries = this.pageEntries;
    let skip = offset;
    // With text, "most relevant" puts cars matched without typos first: one walk for those, one for the rest.
    const twoWalks = sort === "mostRelevant" && exact !== null;
    const X = this.exactWords;
    if (twoWalks) for (let k = 0; k < K; k++) X[W[k]] = (exact as Uint32Array)[k] & result[k];
    for (let walk = twoWalks ? 0 : 1; walk < 2; walk++) {
      for (let i = 0; i < n; i++) {
        const slot = list[i];
        const w = slot >>> 5;
        const word = walk === 0 ? X[w] : twoWalks ? R[w] & ~X[w] : R[w];
        if (((word >>> (slot & 31)) & 1) === 0) continue;
        if (skip > 0) {
          skip--;
          continue;
        }
        ids.push(entries[2 * slot] as number);
        hits.push(entries[2 * slot + 1]);
        if (ids.length >= hitsPerPage) return;
      }
    }
  }

  // ---- filter expression ---------------------------------------------------------------------

  private compile(node: FilterExpression, now: number, tenant: Tenant): Exec {
    switch (node.kind) {
      case "and":
      case "or":
        return { t: node.kind, items: node.items.map((i) => this.compile(i, now, tenant)) };
      case "not":
        return { t: "not", item: this.compile(node.item, now, tenant) };
      case "facet": {
        const facet = this.facetByName.get(node.attribute) as Facet;
        const at = this.valueRow(tenant, facet, lookupCode(facet, node.value));
        return at < 0
          ? { t: "bits", bits: null, at: 0, local: true, negate: false }
          : { t: "bits", bits: tenant.values.table.bits, at, local: true, negate: false };
      }
      case "status":
        return { t: "bits", bits: this.status[node.value], at: 0, local: false, negate: false };
      case "flag": {
        const bits = { shown_on_website: this.shown, certified: this.certified, reserved: this.reserved }[node.attribute];
        return { t: "bits", bits, at: 0, local: false, negate: !node.value };
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

/**
 * Relative cost of one word intersection (per value, plus about two for the value's own overhead)
 * against one car visit (per facet). A value's bitset is its own array, a cache miss or three
 * away, while a website's facet cells are contiguous: calibrated on the bench stock (with caches
 * flushed between blocks of queries, as in the bench), 4 to 16 beat 1 by about 5%.
 */
const WORD_COST = 4;
