/** The part of a site the browser may see: never lead targets, hosts or hidden locations. */
import { visibleLocations } from "~/domain/locations/visible-locations";
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { Site } from "./site-directory";
import { locationSells } from "~/server/leads/form-context";

/**
 * The settings the browser's components read. Every page's loader data carries them, so only those (issue 18: loader
 * data carries only what the page shows): lead targets, the stock filter, sign-in gates, hidden reviewers, hours
 * exceptions and the like stay on the server, and a page that needs more of them (the home page's slider) gets
 * them from its own loader.
 */
export function toClientSettings(s: WebsiteSettings) {
  const { reportPlugins: _reportPlugins, ...features } = s.features;
  const search = s.search;
  return {
    vehicleKinds: s.vehicleKinds,
    singleManufacturer: s.singleManufacturer,
    features,
    labels: s.labels,
    finance: s.finance,
    forms: s.forms,
    contact: s.contact,
    paymentsAccepted: s.paymentsAccepted,
    search: {
      defaultSearchPath: search.defaultSearchPath,
      refreshPath: search.refreshPath,
      defaultState: search.defaultState,
      historySize: search.historySize,
      makeFacetVisible: search.makeFacetVisible,
      priceSlider: search.priceSlider,
      rangeSliderDefaultMax: search.rangeSliderDefaultMax,
      textDebounceMs: search.textDebounceMs,
      sliderDebounceMs: search.sliderDebounceMs,
    },
  };
}

export type ClientSettings = ReturnType<typeof toClientSettings>;

/** The settings only a vehicle page reads: its own loader sends them, not every page's root data. */
export function toVehiclePageSettings(s: WebsiteSettings) {
  const v = s.vehiclePage;
  return {
    specInitialLimit: v.specInitialLimit,
    thumbnailsAbove: v.thumbnailsAbove,
    dealerCommentsLimit: v.dealerCommentsLimit,
    stickyHeaderOffset: v.stickyHeaderOffset,
    spinIntervalMs: v.spinIntervalMs,
    spinProviderUrl: v.spinProviderUrl,
    warranty: s.warranty,
  };
}

export type VehiclePageSettings = ReturnType<typeof toVehiclePageSettings>;

export function toClientSite(site: Site) {
  return {
    slug: site.slug,
    name: site.name,
    template: site.template,
    logoText: site.logoText,
    tagline: site.tagline,
    themeCss: site.themeCss,
    brandColour: site.theme.brand,
    /** The logo picture and favicon uploaded in the console (issue 20), or null. */
    logo: site.theme.logo,
    favicon: site.theme.favicon,
    settings: toClientSettings(site.settings),
    // The footer names each dealership with its ABN and dealer licence, as Australian dealers must show them.
    dealerships: site.dealerships.map((d) => ({
      id: d.id,
      slug: d.slug,
      name: d.name,
      phone: d.phone,
      abn: d.abn,
      licenceNumber: d.licenceNumber,
    })),
    // What every page's footer shows of a location; pages that need more (hours, map, email) load it themselves.
    // Sent with every page, so kept small (issue 18's page budget).
    locations: visibleLocations(site.locations, site.settings.locations.hiddenSlugs).map((l) => ({
      id: l.id,
      slug: l.slug,
      name: l.name,
      city: l.city,
      address: l.address,
      contactDetail: { phone: l.contactDetail.phone },
      dealershipId: l.dealershipId,
      /** Whether the location sells vehicles (a service centre or parts counter does not): the lead forms' choice. */
      sells: locationSells(l),
    })),
  };
}

export type ClientSite = ReturnType<typeof toClientSite>;
