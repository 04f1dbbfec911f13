import { Link } from "~/app/ui/router-links";
import { EMPTY_LISTING, listingHrefHere, URL_FACETS, type ListingState, type UrlFacet } from "~/domain/listing/search-params";
import type { NumericRange, RangeName } from "~/domain/search/query";
import { formatAud, groupDigits } from "~/domain/stock/format";
import { bodyLabel, carTypeLabel, driveLabel, fuelLabel, transmissionLabel, vehicleKindLabel } from "~/domain/stock/labels";

const FACET_LABELS: Partial<Record<UrlFacet, (value: string) => string>> = {
  car_type: carTypeLabel,
  vehicle_kind: vehicleKindLabel,
  body: bodyLabel,
  fuel: fuelLabel,
  transmission: transmissionLabel,
  drive: driveLabel,
};

function rangeLabel(range: RangeName, { min, max }: NumericRange): string {
  const show = range === "price" ? formatAud : range === "km" ? (n: number) => `${groupDigits(n)} km` : String;
  if (range === "year") {
    if (min !== undefined && max !== undefined) return min === max ? String(min) : `${min} – ${max}`;
    return min !== undefined ? `${min} or newer` : `${max} or older`;
  }
  if (min !== undefined && max !== undefined) return `${show(min)} – ${show(max)}`;
  return min !== undefined ? `From ${show(min)}` : `Under ${show(max!)}`;
}

type Chip = { label: string; state: ListingState };

/** Each filter of the search (and its text) as a chip, with the search without it. */
function chips(state: ListingState, dealershipNames: Record<string, string>): Chip[] {
  const base = { ...state, page: 1 };
  const list: Chip[] = [];
  if (state.query) list.push({ label: `“${state.query}”`, state: { ...base, query: "" } });
  for (const facet of URL_FACETS) {
    const label = facet === "dealership" ? (v: string) => dealershipNames[v] ?? v : (FACET_LABELS[facet] ?? String);
    for (const value of state.facets[facet] ?? []) {
      const rest = (state.facets[facet] ?? []).filter((v) => v !== value);
      const facets = { ...state.facets, [facet]: rest };
      if (rest.length === 0) delete facets[facet];
      // A model without its make would stay hidden in the panel: removing a make removes its models too.
      if (facet === "make") delete facets.model;
      list.push({ label: label(value), state: { ...base, facets } });
    }
  }
  for (const [range, bounds] of Object.entries(state.ranges) as Array<[RangeName, NumericRange]>) {
    const ranges = { ...state.ranges };
    delete ranges[range];
    list.push({ label: rangeLabel(range, bounds), state: { ...base, ranges } });
  }
  if (state.certified) list.push({ label: "Certified pre-owned", state: { ...base, certified: false } });
  return list;
}

/**
 * The search's filters and text as chips above the results, each removable in one tap, and 'Clear all'. This is where
 * the filters read from a typed phrase ("used suv under 30000") show, on phones too, where the filter panel is closed.
 * The chips' look is `.applied-filters` in search.css.
 */
export function AppliedFilters({
  searchPath,
  state,
  dealershipNames,
}: {
  searchPath: string;
  state: ListingState;
  dealershipNames: Record<string, string>;
}) {
  const list = chips(state, dealershipNames);
  if (list.length === 0) return null;
  return (
    <div className="applied-filters" data-testid="applied-filters">
      <h2 className="text-sm font-semibold">Your filters:</h2>
      <ul className="flex flex-wrap gap-2">
        {list.map((chip, i) => (
          <li key={`${i}-${chip.label}`}>
            <Link to={listingHrefHere(searchPath, chip.state)} preventScrollReset aria-label={`Remove ${chip.label}`}>
              {chip.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      {list.length > 1 && (
        <Link to={listingHrefHere(searchPath, { ...EMPTY_LISTING, sortBy: state.sortBy })} preventScrollReset className="text-sm underline">
          Clear all
        </Link>
      )}
    </div>
  );
}
