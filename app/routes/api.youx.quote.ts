import { data } from "react-router";
import { financeQuoteCall } from "~/app/features/vehicle/car-api.server";
import type { Route } from "./+types/api.youx.quote";

export const action = ({ request, context }: Route.ActionArgs) => financeQuoteCall(request, context);

export function loader() {
  return data({ error: "Use POST" }, { status: 405 });
}
