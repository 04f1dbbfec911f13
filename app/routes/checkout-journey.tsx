import { JourneyPage } from "~/app/features/checkout/journey-page";
import { loadCheckoutJourney } from "~/app/features/checkout/checkout.server";
import { formPageMeta } from "~/app/features/forms/route-helpers";
import type { Route } from "./+types/checkout-journey";

/** /checkout-journey?car_id={id}: back to a checkout left mid-way (payment, or cancel). */
export const loader = (args: Route.LoaderArgs) => loadCheckoutJourney(args);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Finish your reservation", matches, { noindex: true });

export default function CheckoutJourney({ loaderData }: Route.ComponentProps) {
  return <JourneyPage data={loaderData} />;
}
