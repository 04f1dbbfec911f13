import { serialiseListingParams, type ListingState } from "~/domain/listing/search-params";

/**
 * Hidden inputs carrying the rest of the listing state, so a form that changes one part (the text, the sort)
 * keeps every other filter. `page` is never carried: a changed search starts at page 1.
 */
export function HiddenListingFields({ state, except }: { state: ListingState; except: readonly string[] }) {
  const params = serialiseListingParams({ ...state, page: 1 });
  return (
    <>
      {[...params.entries()]
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
