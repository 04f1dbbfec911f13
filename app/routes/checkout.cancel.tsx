import { cancelReservationAction } from "~/app/features/checkout/checkout.server";
import type { Route } from "./+types/checkout.cancel";

/** POST /checkout/cancel: the shopper cancels their own reservation; the deposit is refunded. */
export const action = (args: Route.ActionArgs) => cancelReservationAction(args);
