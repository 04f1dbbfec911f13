import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { LocationPage } from "~/app/features/forms/location-page";
import { loadLocationPage } from "~/app/features/forms/location-page.server";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/locations.$slug";

/** /locations/{slug}, and as aliases /our-location/{slug} and /contact-us/{slug} (see loadLocationPage). */
export const loader = ({ context, params, pattern }: Route.LoaderArgs) => loadLocationPage(context, params.slug, pattern);

export const action = (args: Route.ActionArgs) => leadFormAction(args, "enquiry");
export const clientAction = leadClientAction("enquiry");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => formPageMeta(loaderData?.title ?? "Location", matches);

export default function LocationRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <LocationPage place={loaderData.place} ctx={siteFormContext(site)} siteName={site.name} variant={loaderData.variant} />;
}
