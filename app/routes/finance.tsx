import { carParamOf } from "~/app/features/forms/form-page.server";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { FinancePage } from "~/app/features/finance/finance-page";
import { loadFinancePage } from "~/app/features/finance/finance-page.server";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/finance";

/** The finance page (dealer-overridable path): calculator, lenders, budget finder, ways to apply, and a finance request form. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadFinancePage(request, context);

export function action(args: Route.ActionArgs) {
  const car = carParamOf(args.request);
  return leadFormAction(args, "finance", car ? { car_id: car } : {});
}
export const clientAction = leadClientAction("finance");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Finance", matches);

export default function Finance({ loaderData }: Route.ComponentProps) {
  return <FinancePage data={loaderData} site={useSite()} />;
}
