import { paymentWebhookAction } from "~/app/features/checkout/checkout.server";
import type { Route } from "./+types/api.payments.webhook";

/** POST /api/payments/webhook: signed payment events (Stripe's, or the embedded provider's in the same scheme). */
export const action = (args: Route.ActionArgs) => paymentWebhookAction(args);
