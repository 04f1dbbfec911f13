/**
 * The process's search index over every dealer's stock: built from the database at boot, then kept current
 * by pulling cars whose `updated_at` moved past a watermark (so a status change shows without a restart,
 * in every process). A deleted row leaves no `updated_at` behind, so every `reconcileEvery` pulls the
 * index is also checked against the table's ids and drops cars that are gone. Searches are per site: the
 * site's sold days and configured filter always apply.
 */
import type { Logger } from "pino";
import { createSearchIndex, type SearchResult } from "~/domain/search/engine";
import { andFilters, parseFilterExpression, type FilterExpression } from "~/domain/search/filter-expression";
import { createQuery, type SearchQuery } from "~/domain/search/query";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import type { Site } from "~/server/tenancy/site-directory";
import { anyCarUpdatedAfter, loadAllDocuments, loadCarIds, loadDocuments, loadDocumentsUpdatedAfter } from "./search-documents";

export type SiteSearchInput = Omit<Partial<SearchQuery>, "websiteId" | "now" | "soldDays">;

export async function createStockIndex(db: Db, log: Logger, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const started = performance.now();
  const rows = await loadAllDocuments(db);
  const index = createSearchIndex(rows.map((r) => r.doc));
  /** Indexed car id → its website, to find the cars a reconcile must drop and whose pages change. */
  const indexed = new Map(rows.map((r) => [r.doc.id, r.doc.websiteId]));
  const upsert = (doc: (typeof rows)[number]["doc"]) => {
    index.upsert(doc);
    indexed.set(doc.id, doc.websiteId);
  };
  let watermark = rows.reduce((max, r) => (r.updatedAt > max ? r.updatedAt : max), new Date(0));
  log.info({ cars: index.size, ms: Math.round(performance.now() - started) }, "search index built");

  const siteFilters = new Map<number, { source: string; filter: FilterExpression | null }>();
  function siteFilter(site: Site): FilterExpression | null {
    const source = site.settings.stock.searchFilter;
    const cached = siteFilters.get(site.id);
    if (cached && cached.source === source) return cached.filter;
    let filter: FilterExpression | null = null;
    try {
      filter = parseFilterExpression(source);
    } catch (error) {
      // A dealer's broken filter must not take their search down; it is logged for the platform team.
      log.error({ site: site.slug, err: (error as Error).message }, "invalid dealer search filter ignored");
    }
    siteFilters.set(site.id, { source, filter });
    return filter;
  }

  const changeListeners = new Set<(websiteIds: Set<number>) => void>();
  const notify = (websiteIds: Set<number>) => {
    if (websiteIds.size > 0) for (const listener of changeListeners) listener(websiteIds);
  };

  let timer: NodeJS.Timeout | undefined;
  let pulling: Promise<number> | undefined;

  const stockIndex = {
    index,
    search(site: Site, input: SiteSearchInput): SearchResult {
      return index.search(
        createQuery({
          ...input,
          websiteId: site.id,
          now: now(),
          soldDays: site.settings.stock.soldDays,
          filter: andFilters(siteFilter(site), input.filter),
        }),
      );
    },
    /** Pulls every car changed since the last pull into the index; returns how many changed. */
    pullChanges(): Promise<number> {
      pulling ??= (async () => {
        try {
          // Every process pulls every 2 s and most pulls find nothing: the join runs only when something changed.
          if (!(await anyCarUpdatedAfter(db, watermark))) return 0;
          const changed = await loadDocumentsUpdatedAfter(db, watermark);
          const websiteIds = new Set<number>();
          for (const { doc, updatedAt } of changed) {
            upsert(doc);
            websiteIds.add(doc.websiteId);
            if (updatedAt > watermark) watermark = updatedAt;
          }
          notify(websiteIds);
          return changed.length;
        } finally {
          pulling = undefined;
        }
      })();
      return pulling;
    },
    /** Drops cars deleted from the database; returns how many. */
    async reconcileDeletions(): Promise<number> {
      const present = await loadCarIds(db);
      const websiteIds = new Set<number>();
      let dropped = 0;
      for (const [id, websiteId] of indexed) {
        if (present.has(id)) continue;
        index.remove(id);
        indexed.delete(id);
        websiteIds.add(websiteId);
        dropped++;
      }
      notify(websiteIds);
      return dropped;
    },
    /** Re-reads named cars now (the writer's own process need not wait for the next pull). */
    async refreshCars(ids: number[]): Promise<void> {
      const websiteIds = new Set<number>();
      for (const doc of await loadDocuments(db, ids)) {
        upsert(doc);
        websiteIds.add(doc.websiteId);
      }
      notify(websiteIds);
    },
    /** Called with the dealers whose stock changed, e.g. to drop their cached pages. */
    onChange(listener: (websiteIds: Set<number>) => void) {
      changeListeners.add(listener);
    },
    start(intervalMs = 2000, reconcileEvery = 30) {
      let pulls = 0;
      timer = setInterval(() => {
        const reconcile = ++pulls % reconcileEvery === 0;
        stockIndex
          .pullChanges()
          .then(() => (reconcile ? stockIndex.reconcileDeletions() : 0))
          .catch((error) => log.error({ err: dbErrorForLog(error) }, "search index refresh failed"));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
  return stockIndex;
}

export type StockIndex = Awaited<ReturnType<typeof createStockIndex>>;
