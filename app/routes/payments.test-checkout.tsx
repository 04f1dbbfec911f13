import { loadTestPaymentPage, testPaymentAction } from "~/app/features/checkout/checkout.server";
import { TestPaymentPage } from "~/app/features/checkout/test-payment-page";
import type { Route } from "./+types/payments.test-checkout";

/** The embedded payment provider's hosted page (PAYMENTS_PROVIDER=embedded only; 404 with Stripe). */
export const loader = (args: Route.LoaderArgs) => loadTestPaymentPage(args);
export const action = (args: Route.ActionArgs) => testPaymentAction(args);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta = () => [{ title: "Test payment" }, { name: "robots", content: "noindex" }];

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <TestPaymentPage data={loaderData} error={actionData?.error} />;
}
