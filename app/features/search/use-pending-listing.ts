import { useLocation, useNavigation } from "react-router";
import { parseListingParams, type ListingState } from "~/domain/listing/search-params";

/** The listing state of the URL being loaded (or the current one): filters show a click at once. */
export function usePendingListing(): { state: ListingState; loading: boolean } {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location && navigation.location.pathname === location.pathname ? navigation.location : null;
  return {
    state: parseListingParams(new URLSearchParams((pending ?? location).search)),
    loading: navigation.state === "loading" && pending !== null,
  };
}
