import { data } from "react-router";
import { requireSite } from "~/app/context";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { siteFormContext } from "~/app/features/forms/form-page.server";
import { findLocation, findPlace } from "~/app/features/forms/location-place";
import { LocationPage } from "~/app/features/forms/location-page";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { routePath } from "~/app/route-path";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/locations.$slug";

/**
 * /locations/{slug}: a location, or a dealership with its locations. The same page at /our-location/{slug}
 * and, as a contact page, /contact-us/{slug} (app/routes.ts) shows locations only.
 */
export function loader({ context, params, pattern }: Route.LoaderArgs) {
  const site = requireSite(context);
  const path = routePath(pattern);
  const contact = path === "contact-us/:slug";
  const place = path === "locations/:slug" ? findPlace(site, params.slug) : locationOnly(findLocation(site, params.slug));
  if (!place) throw data("Not found", { status: 404 });
  const name = place.kind === "location" ? place.location.name : place.dealership.name;
  return { place, ctx: siteFormContext(site), variant: contact ? ("contact" as const) : ("location" as const), title: contact ? `Contact ${name}` : name };
}

function locationOnly(location: ReturnType<typeof findLocation>) {
  return location && { kind: "location" as const, location };
}

export const action = (args: Route.ActionArgs) => leadFormAction(args, "enquiry");
export const clientAction = leadClientAction("enquiry");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => formPageMeta(loaderData?.title ?? "Location", matches);

export default function LocationRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <LocationPage place={loaderData.place} ctx={loaderData.ctx} siteName={site.name} variant={loaderData.variant} />;
}
