/** An explicit search's text read as filters (issue 15): "used suv under 30000" becomes Used, SUV and under $30,000. */
import { interpretQuery, READ_PHRASES_PARAM, type PhraseVocabulary } from "~/domain/listing/query-phrases";
import { listingHref, type ListingState, type UrlFacet } from "~/domain/listing/search-params";
import type { StockIndex } from "~/server/search/stock-index";
import type { Site } from "~/server/tenancy/site-directory";

/** The site's makes, models (with their make), bodies and vehicle kinds: what a typed phrase may name. */
function phraseVocabulary(site: Site, stock: StockIndex): PhraseVocabulary {
  const facets = stock.search(site, { hitsPerPage: 0, facetNames: ["make", "body", "vehicle_kind"] }).facets;
  const makes = Object.keys(facets.make ?? {});
  const models = makes.flatMap((make) =>
    Object.keys(stock.search(site, { hitsPerPage: 0, facets: { make: [make] }, facetNames: ["model"] }).facets.model ?? {}).map(
      (model) => ({ make, model }),
    ),
  );
  return { makes, models, bodies: Object.keys(facets.body ?? {}), vehicleKinds: Object.keys(facets.vehicle_kind ?? {}) };
}

/** An explicit search's text read as filters the shopper sees (and can remove), the rest kept as text. */
export function phrasesRedirect(url: URL, site: Site, stock: StockIndex, state: ListingState): string | null {
  if (!url.searchParams.has(READ_PHRASES_PARAM)) return null;
  const read = interpretQuery(state.query, phraseVocabulary(site, stock));
  const facets = { ...state.facets };
  for (const [facet, values] of Object.entries(read.facets) as Array<[UrlFacet, string[]]>) {
    facets[facet] = [...new Set([...(facets[facet] ?? []), ...values])];
  }
  return listingHref(url.pathname, { ...state, query: read.query, facets, ranges: { ...state.ranges, ...read.ranges }, page: 1 });
}
