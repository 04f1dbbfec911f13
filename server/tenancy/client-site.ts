/** The part of a site the browser may see: never lead targets, hosts or hidden locations. */
import { visibleLocations } from "~/domain/locations/visible-locations";
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { Site } from "./site-directory";

export type ClientSettings = Omit<WebsiteSettings, "leads">;

export function toClientSite(site: Site) {
  const { leads: _leads, ...settings } = site.settings;
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
    settings: settings as ClientSettings,
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
    })),
  };
}

export type ClientSite = ReturnType<typeof toClientSite>;
