/**
 * The home page's loader: featured cars and stock shortcuts on a dealer's host, and what the template's home sections
 * show (domain/settings/templates.ts: only the sections it lists are loaded); on the bare host the list of demo dealers.
 */
import type { RouterContextProvider } from "react-router";
import { brandsOf } from "~/app/features/brands/brands.server";
import { siteDefaultState, stateTimeZone } from "~/domain/locations/australian-state";
import { hoursToday } from "~/domain/locations/hours-today";
import { openingHoursRows } from "~/domain/locations/opening-hours";
import { visibleLocations } from "~/domain/locations/visible-locations";
import { offerPath } from "~/domain/offers/offer-rules";
import { reviewSummary, shownReviews } from "~/domain/reviews/reviews";
import { showingSlidePositions } from "~/domain/home/slider";
import { homeShows } from "~/domain/settings/templates";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { visibleOffers } from "~/server/offers/offer-queries";
import { siteReviews } from "~/server/reviews/review-queries";
import { featuredCars } from "~/server/stock/featured-cars";
import { stockOverview } from "~/server/stock/stock-overview";

/** The home page's map: wide and short, a strip beside the locations' list. */
export const HOME_MAP = { width: 640, height: 360 };

export async function loadHomePage(context: Readonly<RouterContextProvider>) {
  const { site } = context.get(siteLookupContext);
  const runtime = context.get(runtimeContext);
  if (!site) return { kind: "directory" as const, sites: await runtime.sites.listSites() };
  const shows = (section: Parameters<typeof homeShows>[1]) => homeShows(site.template, section);
  const slider = site.settings.promotionsSlider;
  const locations = visibleLocations(site.locations, site.settings.locations.hiddenSlugs);
  const now = new Date();
  const defaultState = siteDefaultState(site.settings);

  const hours = shows("hours")
    ? locations.slice(0, 6).map((l) => ({
        slug: l.slug,
        name: l.name,
        // A dealer of one or two locations shows each one's week too (the card is not alone in a wide row then).
        week: locations.length <= 2 ? openingHoursRows(l.openingHours) : [],
        ...hoursToday(l.openingHours, site.settings.locations.hoursExceptions[l.slug], stateTimeZone(l.address.state, defaultState), now),
      }))
    : [];

  let reviews: {
    summary: ReturnType<typeof reviewSummary>;
    list: Array<{ id: string; name: string; rating: number; text: string }>;
  } | null = null;
  if (shows("reviews")) {
    const all = await siteReviews(runtime.db, site.id);
    const list = shownReviews(all, site.settings.reviews)
      .filter((r) => (r.text ?? "").length > 0)
      .slice(0, 3)
      .map((r) => ({ id: r.externalId, name: r.reviewerName, rating: r.rating, text: (r.text ?? "").slice(0, 220) }));
    reviews = list.length > 0 ? { summary: reviewSummary(all, site.settings.reviews), list } : null;
  }

  const offers = shows("offers")
    ? (await visibleOffers(runtime.db, site)).slice(0, 3).map((o) => ({
        id: o.id,
        name: o.name,
        manufacturer: o.manufacturer,
        href: offerPath(o, site.settings.singleManufacturer),
      }))
    : [];

  const brands = shows("brands")
    ? brandsOf(site, runtime.stock)
        .filter((b) => b.franchised)
        .map((b) => ({ make: b.make, slug: b.slug, count: b.count }))
    : [];

  const map = shows("locations")
    ? runtime.maps.render({
        pins: locations.map((l, index) => ({ id: l.slug, label: `${index + 1}. ${l.name}`, lat: l.latitude, lng: l.longitude })),
        zoom: site.settings.map.defaultZoom,
        type: site.settings.map.type,
        ...HOME_MAP,
      })
    : null;

  return {
    kind: "site" as const,
    cars: await featuredCars(runtime.db, site.id),
    browse: stockOverview(runtime.stock, site),
    hours,
    reviews,
    offers,
    brands,
    map,
    // The slider with the slides whose dates include now (the page cache keeps a page a minute at most), and the
    // hero's picture.
    slider: { ...slider, slides: shows("promotions") ? showingSlidePositions(slider.slides, now).map((i) => slider.slides[i]) : [] },
    heroImage: site.theme.heroImage,
  };
}

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;
export type SiteHomeData = Extract<HomePageData, { kind: "site" }>;
