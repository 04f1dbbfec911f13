import { loadOnlinePaymentPage, onlinePaymentAction } from "~/app/features/checkout/checkout.server";
import { OnlinePaymentPage } from "~/app/features/checkout/online-payment-page";
import { formPageMeta } from "~/app/features/forms/route-helpers";
import type { Route } from "./+types/online-payment";

/** /online-payment (gated by default: access.gates.onlinePayment): pay an amount the dealer asked for. */
export const loader = (args: Route.LoaderArgs) => loadOnlinePaymentPage(args);
export const action = (args: Route.ActionArgs) => onlinePaymentAction(args);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Make a payment", matches, { noindex: true });

export default function OnlinePayment({ loaderData, actionData }: Route.ComponentProps) {
  return <OnlinePaymentPage data={loaderData} actionData={actionData} />;
}
