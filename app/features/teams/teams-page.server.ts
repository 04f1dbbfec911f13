/** /teams/{location-slug}: a shown location's staff, when the dealer has the teams pages on and the location has a team. */
import { data, type RouterContextProvider } from "react-router";
import { findLocation, shownLocations } from "~/app/features/forms/location-place";
import { isSlug } from "~/domain/routing/slug";
import { teamSections } from "~/domain/teams/team";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { locationStaff, locationsWithStaff } from "~/server/teams/staff-queries";

export async function loadTeamsPage(context: Readonly<RouterContextProvider>, slug: string) {
  const site = requireSite(context);
  const { db } = context.get(runtimeContext);
  const location = site.settings.features.teams && isSlug(slug) ? findLocation(site, slug) : null;
  if (!location) throw data("Not found", { status: 404 });
  const [staff, staffed] = await Promise.all([locationStaff(db, site.id, location.id), locationsWithStaff(db, site.id)]);
  if (staff.length === 0) throw data("Not found", { status: 404 });
  const otherTeams = shownLocations(site)
    .filter((l) => l.id !== location.id && staffed.has(l.id))
    .map((l) => ({ slug: l.slug, name: l.name }));
  return {
    location: { slug: location.slug, name: location.name, typeLabel: location.typeLabel },
    sections: teamSections(staff),
    otherTeams,
  };
}

export type TeamsPageData = Awaited<ReturnType<typeof loadTeamsPage>>;

/** Slugs of the site's shown locations with a team page, for the sitemap. */
export async function teamPageSlugs(context: Readonly<RouterContextProvider>): Promise<string[]> {
  const site = requireSite(context);
  if (!site.settings.features.teams) return [];
  const staffed = await locationsWithStaff(context.get(runtimeContext).db, site.id);
  return shownLocations(site)
    .filter((l) => staffed.has(l.id))
    .map((l) => l.slug);
}
