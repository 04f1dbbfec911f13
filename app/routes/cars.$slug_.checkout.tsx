import { CheckoutPage } from "~/app/features/checkout/checkout-page";
import { checkoutAction, loadCheckoutPage } from "~/app/features/checkout/checkout.server";
import { formPageMeta } from "~/app/features/forms/route-helpers";
import type { Route } from "./+types/cars.$slug_.checkout";

/** /cars/{slug}/checkout: Reserve with a refundable deposit (gated where the dealer says so: access.gates.checkout). */
export const loader = (args: Route.LoaderArgs) => loadCheckoutPage(args, "reserve");
export const action = (args: Route.ActionArgs) => checkoutAction(args, "reserve");

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  formPageMeta(data ? `Reserve: ${data.car.name}` : "Reserve", matches, { noindex: true });

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} actionData={actionData} />;
}
