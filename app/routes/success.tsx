import { useEffect } from "react";
import { Link } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { findFormCar } from "~/app/features/forms/form-page.server";
import { formPageMeta } from "~/app/features/forms/route-helpers";
import { successContent } from "~/app/features/forms/success-content";
import { trackLead } from "~/app/features/forms/track-lead";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/success";
import { ButtonLink } from "~/app/ui/button";

/**
 * The thank-you page after a lead form. It reads only which form was sent (and the car it was about, a
 * public page), never a lead: the address carries no lead id, so it cannot show anyone else's details.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = requireSite(context);
  const params = new URL(request.url).searchParams;
  const form = params.get("form");
  const eventId = params.get("event_id");
  const car = await findFormCar(context.get(runtimeContext).db, site.id, params.get("car_id"));
  return {
    form,
    content: successContent(form),
    eventId: eventId && /^\d{1,6}$/.test(eventId) ? Number(eventId) : null,
    car,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => formPageMeta(data?.content.title ?? "Thank you", matches, { noindex: true });

export default function Success({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { content, car, form, eventId } = loaderData;
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
