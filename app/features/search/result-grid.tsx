import { Link } from "~/app/ui/router-links";
import type { GridItem } from "~/domain/listing/promo-grid";
import type { SearchLayout } from "~/domain/settings/templates";
import { CarCard, type CardLabels } from "./car-card";
import { fromCardRow, type CardRow } from "./card-rows";
import { ButtonLink } from "~/app/ui/button";
import { useDelegatedLinks } from "~/app/ui/delegated-links";
import { HydrationBoundary } from "~/app/features/site-shell/hydration-boundary";

/** The first card's picture loads at once, first (a phone's first screen shows one card); the rest when scrolled near.
 *  An eager picture is also preloaded from the page's head by React (~430 bytes each with its srcset), so the second and
 *  third of a desktop's first row, lazy, still load as soon as the layout puts them on screen, without that cost. */
const EAGER_CARDS = 1;

export function ResultGrid({
  grid,
  labels,
  showViews,
  showSave,
  tradeInTitle,
  layout = "cards",
}: {
  grid: Array<GridItem<CardRow>>;
  labels: CardLabels;
  showViews: boolean;
  showSave: boolean;
  tradeInTitle: string;
  /** The template's density (domain/settings/templates.ts): large cards, a dense list or compact cards; app.css draws it. */
  layout?: SearchLayout;
}) {
  let carIndex = 0;
  const links = useDelegatedLinks();
  return (
    <>
      <ul className="results" data-layout={layout} aria-label="Search results" {...links.handlers}>
        {grid.map((item) => {
          if (item.kind === "car") {
            const index = carIndex++;
            const car = fromCardRow(item.car);
            return (
              <li key={`car-${car.id}`}>
                {/* Each card hydrates on its own, in a short task of its own (ADR 021). */}
                <HydrationBoundary>
                  <CarCard
                    car={car}
                    eager={index < EAGER_CARDS}
                    priority={index === 0}
                    labels={labels}
                    showViews={showViews}
                    showSave={showSave}
                  />
                </HydrationBoundary>
              </li>
            );
          }
          if (item.kind === "promo") {
            return (
              <li key={`promo-${item.tile.position}`}>
                <Link to={item.tile.href} className="promo-tile">
                  <span>{item.tile.title}</span>
                  {item.tile.text && <span>{item.tile.text}</span>}
                  <span>Find out more</span>
                </Link>
              </li>
            );
          }
          return (
            <li key="trade-in">
              <Link to="/trade-in" className="trade-in-tile">
                <span>{tradeInTitle}</span>
                <span>Get a fast, fair valuation on your current vehicle and put it towards your next one.</span>
                <span>Value my car</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {links.prefetch}
    </>
  );
}

export function EmptyState({ query, clearHref }: { query: string; clearHref: string }) {
  return (
    <div className="rounded-brand border border-dashed border-black/20 p-10 text-center" role="status">
      <h2 className="text-2xl font-bold">{query ? `No results for “${query}”` : "No Results Available"}</h2>
      <p className="mx-auto mt-3 max-w-md text-muted">
        {query
          ? "We couldn't find any vehicles matching your search. Check the spelling or try fewer words."
          : "There appears to be no offers currently available that meet the conditions of your search"}
      </p>
      <ButtonLink to={clearHref} className="mt-6 inline-block">
        Clear Filters
      </ButtonLink>
    </div>
  );
}

export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  const windowStart = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => windowStart + i);
  // The look is `.pagination` in search.css: every page's box, and the current page (aria-current) filled.
  return (
    <nav aria-label="Pagination" className="pagination">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev">
          Previous
        </Link>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} aria-label={`Page ${n}`}>
            {n}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={href(page + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
