/** The fleet page: what a business gets (the dealer's words or the standard ones), and the fleet enquiry form (a lead like every other form). */
import { FormPage } from "~/app/features/forms/form-page";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import { LeadForm } from "~/app/features/forms/lead-form";
import { useSite } from "~/app/site-context";
import { telHref } from "~/domain/teams/team";
import type { FleetPageData } from "./fleet-page.server";

/** The dealer's HTML (sanitised by the loader), styled by element like a content page's. */
const RICH =
  "space-y-3 [&_a]:underline [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5";

export function FleetPage({ data }: { data: FleetPageData }) {
  const site = useSite();
  const tel = telHref(data.phone);
  const { text } = data;
  return (
    <FormPage
      title={text.heading}
      intro={
        "html" in text.intro ? (
          <div className={RICH} data-testid="fleet-intro" dangerouslySetInnerHTML={{ __html: text.intro.html }} />
        ) : (
          text.intro.text
        )
      }
      aside={
        <section aria-labelledby="fleet-benefits" className="rounded-brand bg-surface-alt p-5">
          <h2 id="fleet-benefits" className="text-lg font-bold">
            {text.panelHeading}
          </h2>
          {"html" in text.panel ? (
            <div className={`mt-3 text-sm ${RICH}`} data-testid="fleet-panel" dangerouslySetInnerHTML={{ __html: text.panel.html }} />
          ) : (
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
              {text.panel.items.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
          {data.phone && (
            <p className="mt-4 text-sm">
              Prefer to talk?{" "}
              {tel ? (
                <a href={tel} className="font-semibold text-accent-ink underline">
                  Call {data.phone}
                </a>
              ) : (
                <>Call {data.phone}</>
              )}
            </p>
          )}
        </section>
      }
    >
      <LeadForm kind="fleet" ctx={siteFormContext(site)} siteName={site.name} submitLabel="Send fleet enquiry" />
    </FormPage>
  );
}
