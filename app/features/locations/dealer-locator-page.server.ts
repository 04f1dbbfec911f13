/**
 * The dealer locator's loader: every visible location (visible true, not on the dealer's hidden list; sales,
 * service, parts), each with its opening hours and whether it is open now by its own clock, the map of them, and,
 * with ?postcode=NNNN, the locations nearest that postcode first (embedded Australian geocoder, haversine on a
 * 6371 km earth).
 */
import type { RouterContextProvider } from "react-router";
import { mapLinks } from "~/app/features/forms/location-place";
import { byDistance, checkPostcode, distanceText, POSTCODE_NOT_FOUND } from "~/domain/locations/nearest";
import { siteDefaultState, stateTimeZone } from "~/domain/locations/australian-state";
import { hoursOnDate, localIsoDate, upcomingExceptionRows, type HoursException } from "~/domain/locations/hours-exceptions";
import type { OpeningHours } from "~/domain/locations/location-fields";
import { openNow } from "~/domain/locations/open-now";
import { locationGridLayout, openingHoursRows } from "~/domain/locations/opening-hours";
import { visibleLocations } from "~/domain/locations/visible-locations";
import type { LatLng } from "~/domain/vehicle/geo";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import type { MapPin } from "~/server/services/maps";

const TYPE_LABELS: Record<string, string> = { sales: "Sales", service: "Service", parts: "Parts" };
export const LOCATOR_MAP = { width: 640, height: 420 };

/** "Open now" by the location's clock, a date with other hours (a public holiday) counting instead of its weekday. */
function openNowWithExceptions(
  l: { openingHours: OpeningHours },
  exceptions: readonly HoursException[] | undefined,
  timeZone: string,
  now: Date,
) {
  return openNow(hoursOnDate(l.openingHours, exceptions, localIsoDate(now, timeZone)), timeZone, now);
}

export async function loadDealerLocatorPage(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const shown = visibleLocations(site.locations, site.settings.locations.hiddenSlugs);

  const raw = new URL(request.url).searchParams.get("postcode");
  let postcode: string | null = null;
  let postcodeError: string | null = null;
  let from: LatLng | null = null;
  if (raw !== null && raw.trim() !== "") {
    const checked = checkPostcode(raw);
    if (!checked.ok) postcodeError = checked.message;
    else {
      postcode = checked.postcode;
      try {
        from = await runtime.geocoder.geocodePostcode(checked.postcode);
        if (!from) postcodeError = POSTCODE_NOT_FOUND;
      } catch (error) {
        runtime.log.warn({ err: error, postcode }, "postcode lookup failed");
        postcodeError = "We couldn't look that postcode up just now. Please try again.";
      }
    }
  }

  const ordered = from ? byDistance(shown, from) : shown.map((l) => ({ ...l, distanceKm: null as number | null }));
  const now = new Date();
  const defaultState = siteDefaultState(site.settings);
  const locations = ordered.map((l, index) => ({
    id: l.id,
    number: index + 1,
    slug: l.slug,
    name: l.name,
    typeLabel: TYPE_LABELS[l.locationType] ?? "",
    address: l.address,
    phone: l.contactDetail.phone ?? null,
    hours: openingHoursRows(l.openingHours),
    // The coming dates with other hours (public holidays), the next three.
    holidayHours: upcomingExceptionRows(
      site.settings.locations.hoursExceptions[l.slug],
      localIsoDate(now, stateTimeZone(l.address.state, defaultState)),
    ).slice(0, 3),
    openNow: openNowWithExceptions(l, site.settings.locations.hoursExceptions[l.slug], stateTimeZone(l.address.state, defaultState), now),
    distance: l.distanceKm === null ? null : distanceText(l.distanceKm),
    directionsUrl: mapLinks(l.latitude, l.longitude, site.settings.map).directionsUrl,
  }));
  const pins: MapPin[] = ordered.map((l, index) => ({ id: l.slug, label: `${index + 1}. ${l.name}`, lat: l.latitude, lng: l.longitude }));
  if (from) pins.push({ id: "you", label: `Postcode ${postcode}`, lat: from.lat, lng: from.lng, kind: "you" });
  const map = runtime.maps.render({ pins, zoom: site.settings.map.defaultZoom, type: site.settings.map.type, ...LOCATOR_MAP });
  return {
    locations,
    map,
    postcode: postcode ?? raw ?? "",
    postcodeError,
    nearest: from !== null,
    layout: locationGridLayout(locations.length),
  };
}

export type DealerLocatorData = Awaited<ReturnType<typeof loadDealerLocatorPage>>;
