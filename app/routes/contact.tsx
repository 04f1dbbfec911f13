import { requireSite } from "~/app/context";
import { FormPage } from "~/app/features/forms/form-page";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { LeadForm } from "~/app/features/forms/lead-form";
import { shownLocations, locationView } from "~/app/features/forms/location-place";
import { siteFormContext } from "~/app/features/forms/form-page.server";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  const site = requireSite(context);
  return { ctx: siteFormContext(site), locations: shownLocations(site).map((l) => locationView(site, l)) };
}

export const action = (args: Route.ActionArgs) => leadFormAction(args, "enquiry");
export const clientAction = leadClientAction("enquiry");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Contact us", matches);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { phone, email } = site.settings.contact;
  return (
    <FormPage
      title="Contact us"
      intro="Questions about a car, servicing, parts or finance? Send us a message and we'll get back to you."
      aside={
        <>
          {(phone || email) && (
            <section className="rounded-brand bg-surface-alt p-5 text-sm">
              <h2 className="text-lg font-bold">Talk to us</h2>
              {phone && (
                <a href={`tel:${phone.replace(/\s/g, "")}`} className="mt-2 block font-semibold text-accent-ink underline">
                  {phone}
                </a>
              )}
              {email && (
                <a href={`mailto:${email}`} className="mt-1 block break-all underline">
                  {email}
                </a>
              )}
            </section>
          )}
          {loaderData.locations.length > 0 && (
            <section aria-labelledby="contact-locations">
              <h2 id="contact-locations" className="text-lg font-bold">
                {site.settings.labels.locationsTitle}
              </h2>
              <ul className="mt-2 flex flex-col gap-3 text-sm">
                {loaderData.locations.map((l) => (
                  <li key={l.id} className="rounded-brand border border-black/10 p-3">
                    <a href={`/locations/${l.slug}`} className="font-semibold underline">
                      {l.name}
                    </a>
                    <p className="text-muted">
                      {l.address.street}, {l.address.suburb} {l.address.state.toUpperCase()} {l.address.postcode}
                    </p>
                    {l.phone && (
                      <a href={`tel:${l.phone.replace(/\s/g, "")}`} className="underline">
                        {l.phone}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      }
    >
      <LeadForm kind="enquiry" ctx={loaderData.ctx} siteName={site.name} submitLabel="Send enquiry" />
    </FormPage>
  );
}
