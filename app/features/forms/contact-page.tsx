/** The contact page: the enquiry form beside the site's phone, email and locations. */
import { useSite } from "~/app/site-context";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import { siteVehicleNoun } from "~/domain/stock/labels";
import type { ContactPageData } from "./contact-page.server";
import { FormPage } from "./form-page";
import { LeadForm } from "./lead-form";

export function ContactPage({ data }: { data: ContactPageData }) {
  const site = useSite();
  const { phone, email } = site.settings.contact;
  return (
    <FormPage
      title="Contact us"
      intro={`Questions about a ${siteVehicleNoun(site.settings.vehicleKinds)}, servicing, parts or finance? Send us a message and we'll get back to you.`}
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
          {data.locations.length > 0 && (
            <section aria-labelledby="contact-locations">
              <h2 id="contact-locations" className="text-lg font-bold">
                {site.settings.labels.locationsTitle}
              </h2>
              <ul className="mt-2 flex flex-col gap-3 text-sm">
                {data.locations.map((l) => (
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
      <LeadForm kind="enquiry" ctx={siteFormContext(site)} siteName={site.name} submitLabel="Send enquiry" />
    </FormPage>
  );
}
