/** The fleet page: what a business gets, and the fleet enquiry form (a lead like every other form). */
import { FormPage } from "~/app/features/forms/form-page";
import { LeadForm } from "~/app/features/forms/lead-form";
import { useSite } from "~/app/site-context";
import { telHref } from "~/domain/teams/team";
import type { FleetPageData } from "./fleet-page.server";

const BENEFITS = [
  "Fleet pricing on new and demonstrator vehicles, with volume and repeat-order terms.",
  "One contact for quotes, finance or leasing, registration and delivery.",
  "Servicing booked around your business, with loan vehicles where available.",
  "Trade-in or buy-back of your current fleet vehicles.",
];

export function FleetPage({ data }: { data: FleetPageData }) {
  const site = useSite();
  const tel = telHref(data.phone);
  return (
    <FormPage
      title="Fleet and business sales"
      intro={`Whether you run two vehicles or two hundred, ${site.name}'s fleet team looks after your business from the first quote to every service.`}
      aside={
        <section aria-labelledby="fleet-benefits" className="rounded-brand bg-surface-alt p-5">
          <h2 id="fleet-benefits" className="text-lg font-bold">
            What your business gets
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
            {BENEFITS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
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
      <LeadForm kind="fleet" ctx={data.ctx} siteName={site.name} submitLabel="Send fleet enquiry" />
    </FormPage>
  );
}
