import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Form } from "~/app/ui/router-links";
import { READ_PHRASES_PARAM } from "~/domain/listing/query-phrases";
import type { ListingState } from "~/domain/listing/search-params";
import { HiddenListingFields } from "./hidden-listing-fields";
import { useAutoSubmit } from "./use-auto-submit";

/**
 * The directory search box (placeholder 'Search...'): writes `query`, keeps the other filters and drops
 * `page`. With JavaScript it searches as the shopper types (after the dealer's text debounce); without it,
 * Enter or the button submit the same GET form. Enter and the button (not typing) also ask for the text to be read as
 * filters ("used suv under 30000": the button's name and value go only with a submit it makes).
 */
export function DirectorySearch({ action, state, debounceMs }: { action: string; state: ListingState; debounceMs: number }) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = useAutoSubmit(debounceMs, debounceMs);
  const { search } = useLocation();
  // After Enter or the button the box shows what the search kept as text (the phrases read as filters are chips).
  const submitted = useRef(false);
  useEffect(() => {
    // Back and Forward change the query under the box; typing must not be overwritten.
    if (input.current && (submitted.current || document.activeElement !== input.current)) input.current.value = state.query;
    submitted.current = false;
  }, [search, state.query]);
  return (
    <Form
      method="get"
      action={action}
      role="search"
      className="directory-search"
      onChange={onChange}
      onSubmit={() => (submitted.current = true)}
      preventScrollReset
    >
      <label htmlFor="directory-search" className="sr-only">
        Search stock
      </label>
      <input
        ref={input}
        id="directory-search"
        name="query"
        type="search"
        placeholder="Search..."
        defaultValue={state.query}
        onInput={() => (submitted.current = false)}
      />
      <HiddenListingFields state={state} except={["query"]} />
      <button type="submit" name={READ_PHRASES_PARAM} value="1">
        Search
      </button>
    </Form>
  );
}
