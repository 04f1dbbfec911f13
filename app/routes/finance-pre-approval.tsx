import { ApplicationPage } from "~/app/features/finance/application-page";
import { applicationAction, loadApplicationPage } from "~/app/features/finance/application-page.server";
import { formPageMeta } from "~/app/features/forms/route-helpers";
import type { Route } from "./+types/finance-pre-approval";

/** Finance pre-approval: a multi-step application saved as the shopper goes, encrypted at rest, sent to the finance team (ADR 035). */
export const loader = (args: Route.LoaderArgs) => loadApplicationPage(args, "pre-approval");
export const action = (args: Route.ActionArgs) => applicationAction(args, "pre-approval");

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Finance pre-approval", matches, { noindex: true });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ApplicationPage data={loaderData} />;
}
