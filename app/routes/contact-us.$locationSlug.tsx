import { data } from "react-router";
import { requireSite } from "~/app/context";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { siteFormContext } from "~/app/features/forms/form-page.server";
import { findLocation } from "~/app/features/forms/location-place";
import { LocationPage } from "~/app/features/forms/location-page";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/contact-us.$locationSlug";

export function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const location = findLocation(site, params.locationSlug);
  if (!location) throw data("Not found", { status: 404 });
  return { location, ctx: siteFormContext(site) };
}

export const action = (args: Route.ActionArgs) => leadFormAction(args, "enquiry");
export const clientAction = leadClientAction("enquiry");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => formPageMeta(loaderData ? `Contact ${loaderData.location.name}` : "Contact us", matches);

export default function ContactLocation({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <LocationPage place={{ kind: "location", location: loaderData.location }} ctx={loaderData.ctx} siteName={site.name} variant="contact" />;
}
