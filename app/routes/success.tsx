import { formPageMeta } from "~/app/features/forms/route-helpers";
import { SuccessPage } from "~/app/features/forms/success-page";
import { loadSuccessPage } from "~/app/features/forms/success-page.server";
import { loadReservationSummary } from "~/app/features/checkout/checkout.server";
import { ReservationSuccess } from "~/app/features/checkout/reservation-success";
import type { Route } from "./+types/success";

/** The thank-you page after a lead form (its loader reads no lead, see loadSuccessPage), or a reservation's or payment's (?reservation=, ?payment=). */
export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await loadSuccessPage(request, context)),
  checkout: await loadReservationSummary(request, context),
});

export const meta: Route.MetaFunction = ({ data, matches }) => formPageMeta(data?.content.title ?? "Thank you", matches, { noindex: true });

export default function Success({ loaderData }: Route.ComponentProps) {
  const { checkout } = loaderData;
  if (checkout.reservation || checkout.payment) return <ReservationSuccess data={checkout} />;
  return <SuccessPage data={loaderData} />;
}
