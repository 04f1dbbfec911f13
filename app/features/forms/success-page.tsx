/** The thank-you page after a lead form: what happens next, and where to go from here. */
import { useEffect } from "react";
import { Link } from "~/app/ui/router-links";
import { useSite } from "~/app/site-context";
import { ButtonLink } from "~/app/ui/button";
import type { SuccessPageData } from "./success-page.server";
import { trackLead } from "./track-lead";

export function SuccessPage({ data }: { data: SuccessPageData }) {
  const site = useSite();
  const { content, car, form, eventId } = data;
  useEffect(() => {
    if (form) trackLead(form, eventId);
  }, [form, eventId]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16" data-testid="success-page">
      <div className="rounded-brand bg-surface-alt p-6 sm:p-8">
        <p aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand text-2xl text-brand-contrast">
          ✓
        </p>
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{content.title}</h1>
        <h2 className="mt-6 text-lg font-bold">What happens next</h2>
        <ul className="mt-2 list-disc pl-5">
          {content.steps.map((step) => (
            <li key={step} className="mt-1">
              {step}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {car && (
            <ButtonLink to={`/cars/${car.slug}`} className="text-center">
              Back to {car.name}
            </ButtonLink>
          )}
          <Link
            to={site.settings.search.defaultSearchPath}
            className={`rounded-brand px-5 py-3 text-center font-semibold ${car ? "border-2 border-brand text-brand-ink" : "bg-brand text-brand-contrast"}`}
          >
            Browse our cars
          </Link>
          <Link to="/" className="rounded-brand px-5 py-3 text-center font-semibold underline">
            Home
          </Link>
        </div>
      </div>
    </div>
  );
}
