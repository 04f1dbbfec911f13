import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { useSite } from "~/app/site-context";
import { HydrationBoundary } from "~/app/features/site-shell/hydration-boundary";
import { bodyLabel } from "~/domain/stock/labels";
import { listingHrefHere } from "~/domain/listing/search-params";
import { SORT_OPTIONS } from "~/domain/search/query";
import { groupDigits } from "~/domain/stock/format";
import { templateLayout } from "~/domain/settings/templates";
import { AppliedFilters } from "./applied-filters";
import { BudgetFinder } from "./budget-finder";
import { DirectorySearch } from "./directory-search";
import { FiltersPanel } from "./filters-panel";
import { HiddenListingFields } from "./hidden-listing-fields";
import { EmptyState, Pagination, ResultGrid } from "./result-grid";
import { SearchHistory, searchKey } from "./search-history";
import type { SearchPageData } from "./search-page.server";
import { usePendingListing } from "./use-pending-listing";

const SORT_LABELS: Record<(typeof SORT_OPTIONS)[number], string> = {
  mostRelevant: "Most relevant",
  latest: "Latest arrivals",
  highestPrice: "Highest price",
  lowestPrice: "Lowest price",
};

/**
 * On phones the filters stand above the results, so after a new sort or page (same search) the page would open
 * at the top with the first car below the fold: bring the results into view instead. Back and Forward keep
 * their restored position, and a filter change leaves the shopper in the filters.
 */
function useResultsInViewAfterSortOrPage() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    const now = `${pathname}${search}`;
    previous.current = now;
    if (before === null || before === now || navigationType === "POP") return;
    const [beforePath, beforeSearch = ""] = before.split(/(?=\?)/);
    if (searchKey(beforePath, beforeSearch) !== searchKey(pathname, search)) return;
    if (!window.matchMedia("(max-width: 1023.98px)").matches) return;
    document.getElementById("results")?.scrollIntoView({ block: "start" });
  }, [pathname, search, navigationType]);
}

/** The search page: heading, text search, body shortcuts, filters, sort, results and pages. */
export function SearchPage({ data }: { data: SearchPageData & { hasError?: boolean } }) {
  const site = useSite();
  const hasError = !!data.hasError;
  const { loading } = usePendingListing();
  useResultsInViewAfterSortOrPage();
  const s = site.settings;
  const hrefFor = (page: number) => listingHrefHere(data.searchPath, { ...data.state, page });
  const heading = data.preset ? `${data.preset.label} ${data.carNoun.toLowerCase()}s for sale` : `${data.carNoun}s for sale`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {/* Named classes (search.css) rather than utility strings: every search page carries this head (issue 18). */}
      <nav aria-label="Breadcrumb" className="search-crumbs">
        <Link to="/">Home</Link>
        {" / "}
        <span>Search</span>
      </nav>
      <div className="search-heading">
        <h1>{heading}</h1>
        <p aria-live="polite" role="status">
          {loading ? "Loading…" : `${groupDigits(data.count)} ${data.count === 1 ? "result" : "results"}`}
        </p>
      </div>

      <DirectorySearch action={data.searchPath} state={data.state} debounceMs={s.search.textDebounceMs} />

      {data.bodySelector.length > 0 && (
        <ul className="body-chips" aria-label="Popular body types">
          {data.bodySelector.map((b) => (
            <li key={b.value}>
              <Link to={listingHrefHere(data.searchPath, { ...data.state, page: 1, facets: { ...data.state.facets, body: [b.value] } })}>
                {`${bodyLabel(b.value)} (${b.count})`}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <AppliedFilters searchPath={data.searchPath} state={data.state} dealershipNames={data.dealershipNames} />

      {hasError && (
        <p role="alert" className="mt-4 rounded-brand bg-red-50 p-3 text-red-900">
          We couldn't update the results. Showing your previous results; please try again.
        </p>
      )}

      <div className="search-layout">
        <aside>
          {/* One filter form for every screen: a toggle shows it on phones, it is always open on desktops. */}
          <input type="checkbox" id="show-filters" className="peer sr-only lg:hidden" />
          <label htmlFor="show-filters" className="filters-toggle">
            {`Filters (${Object.keys(data.state.facets).length + Object.keys(data.state.ranges).length} active)`}
          </label>
          <div className="hidden peer-checked:block lg:block">
            <HydrationBoundary>
              <Filters data={data} />
            </HydrationBoundary>
          </div>
          <HydrationBoundary>
            {s.features.budgetFinder && (
              <div className="mt-6">
                <BudgetFinder action={data.searchPath} settings={s.finance} priceStats={data.priceStats} carNoun={data.carNoun} />
              </div>
            )}
            <SearchHistory size={s.search.historySize} presetLabel={data.preset?.label} />
          </HydrationBoundary>
        </aside>
        <section id="results" aria-labelledby="results-heading" className={loading ? "opacity-60 transition-opacity" : undefined}>
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <SortSelect data={data} />
          {data.count === 0 ? (
            <EmptyState query={data.state.query} clearHref={s.search.refreshPath} />
          ) : (
            <HydrationBoundary>
              <ResultGrid
                grid={data.grid}
                labels={s.labels}
                showViews={s.features.viewsOnCards}
                showSave={s.features.garage}
                tradeInTitle={s.labels.weWantYourCarTitle}
                layout={templateLayout(site.template).search}
              />
              <Pagination page={data.state.page} pages={data.pages} href={hrefFor} />
            </HydrationBoundary>
          )}
        </section>
      </div>
    </div>
  );
}

function Filters({ data }: { data: SearchPageData }) {
  const s = useSite().settings;
  return (
    <FiltersPanel
      data={data}
      settings={{
        makeFacetVisible: s.search.makeFacetVisible,
        textDebounceMs: s.search.textDebounceMs,
        sliderDebounceMs: s.search.sliderDebounceMs,
        priceSlider: s.search.priceSlider,
        certifiedOnlyFilter: s.features.certifiedOnlyFilter,
      }}
    />
  );
}

function SortSelect({ data }: { data: SearchPageData }) {
  return (
    <Form method="get" action={data.searchPath} className="sort-form" onChange={(e) => e.currentTarget.requestSubmit()}>
      <HiddenListingFields state={data.state} except={["sortBy"]} />
      <label htmlFor="sort-by">Sort by</label>
      <select id="sort-by" name="sortBy" key={data.state.sortBy} defaultValue={data.state.sortBy} className="search-field">
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">Sort</button>
      </noscript>
    </Form>
  );
}
