/**
 * The location pages (/locations/{slug}, /our-location/{slug}, /contact-us/{locationSlug}): which of the
 * site's places a slug names, and what the page shows of it. Hidden locations (visible false, or on the
 * dealer's hidden list) are not found. /locations/{dealership_slug} names a dealership and its locations.
 */
import { visibleLocations } from "~/domain/locations/visible-locations";
import { openingHoursRows } from "~/domain/locations/opening-hours";
import { localIsoDate, upcomingExceptionRows } from "~/domain/locations/hours-exceptions";
import { stateTimeZone } from "~/domain/locations/australian-state";
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { Address, ContactDetail, OpeningHours } from "~/domain/locations/location-fields";

type LocationRow = {
  id: number;
  slug: string;
  name: string;
  visible: boolean;
  primary: boolean;
  locationType: string;
  dealershipId: number;
  address: Address;
  contactDetail: ContactDetail;
  openingHours: OpeningHours;
  latitude: number;
  longitude: number;
};
type DealershipRow = { id: number; slug: string; name: string; phone: string | null; email: string | null };
type PlaceSite = { settings: WebsiteSettings; locations: LocationRow[]; dealerships: DealershipRow[] };

export type LocationView = {
  id: number;
  slug: string;
  name: string;
  typeLabel: string;
  address: Address;
  phone: string | null;
  email: string | null;
  hours: Array<{ label: string; hours: string }>;
  /** The coming dates with other hours (public holidays), from the location's today on. */
  holidayHours: Array<{ label: string; hours: string }>;
  mapUrl: string;
  directionsUrl: string;
  dealership: { slug: string; name: string } | null;
};

export type Place =
  | { kind: "location"; location: LocationView }
  | { kind: "dealership"; dealership: { slug: string; name: string; phone: string | null }; locations: LocationView[] };

const TYPE_LABELS: Record<string, string> = { sales: "Sales", service: "Service", parts: "Parts" };

export function mapLinks(lat: number, lng: number, map: WebsiteSettings["map"]): { mapUrl: string; directionsUrl: string } {
  const center = `${lat},${lng}`;
  const mapParams = new URLSearchParams({ api: "1", map_action: "map", center, zoom: String(map.defaultZoom), basemap: map.type });
  return {
    mapUrl: `https://www.google.com/maps/@?${mapParams}`,
    directionsUrl: `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination: center })}`,
  };
}

export function locationView(site: PlaceSite, l: LocationRow, now = new Date()): LocationView {
  const dealership = site.dealerships.find((d) => d.id === l.dealershipId);
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    typeLabel: TYPE_LABELS[l.locationType] ?? l.locationType,
    address: l.address,
    phone: l.contactDetail.phone || dealership?.phone || null,
    email: l.contactDetail.email || dealership?.email || null,
    hours: openingHoursRows(l.openingHours),
    holidayHours: upcomingExceptionRows(site.settings.locations.hoursExceptions[l.slug], localIsoDate(now, stateTimeZone(l.address.state))),
    ...mapLinks(l.latitude, l.longitude, site.settings.map),
    dealership: dealership ? { slug: dealership.slug, name: dealership.name } : null,
  };
}

/** The site's shown locations, in the spec's order. */
export function shownLocations(site: PlaceSite): LocationRow[] {
  return visibleLocations(site.locations, site.settings.locations.hiddenSlugs);
}

export function findLocation(site: PlaceSite, slug: string): LocationView | null {
  const location = shownLocations(site).find((l) => l.slug === slug);
  return location ? locationView(site, location) : null;
}

export function findPlace(site: PlaceSite, slug: string): Place | null {
  const location = findLocation(site, slug);
  if (location) return { kind: "location", location };
  const dealership = site.dealerships.find((d) => d.slug === slug);
  if (!dealership) return null;
  const locations = shownLocations(site)
    .filter((l) => l.dealershipId === dealership.id)
    .map((l) => locationView(site, l));
  if (locations.length === 0) return null;
  return { kind: "dealership", dealership: { slug: dealership.slug, name: dealership.name, phone: dealership.phone }, locations };
}
