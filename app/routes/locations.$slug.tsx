import { data } from "react-router";
import { requireSite } from "~/app/context";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { siteFormContext } from "~/app/features/forms/form-page.server";
import { findPlace } from "~/app/features/forms/location-place";
import { LocationPage } from "~/app/features/forms/location-page";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/locations.$slug";

/** A location, or (/locations/{dealership_slug}) a dealership with its locations. */
export function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const place = findPlace(site, params.slug);
  if (!place) throw data("Not found", { status: 404 });
  return { place, ctx: siteFormContext(site) };
}

export const action = (args: Route.ActionArgs) => leadFormAction(args, "enquiry");
export const clientAction = leadClientAction("enquiry");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const place = loaderData?.place;
  return formPageMeta(place ? (place.kind === "location" ? place.location.name : place.dealership.name) : "Location", matches);
};

export default function LocationRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <LocationPage place={loaderData.place} ctx={loaderData.ctx} siteName={site.name} variant="location" />;
}
