import { DealersPage } from "~/app/features/console/onboarding-pages";
import { dealersAction, loadDealersPage } from "~/app/features/console/onboarding.server";
import type { Route } from "./+types/console.dealers._index";

/** The platform operator's dealers and the new-dealer form (issue 20); anyone else is refused with 403. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadDealersPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => dealersAction(request, context);

export function meta() {
  return [{ title: "Dealers | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleDealers({ loaderData, actionData }: Route.ComponentProps) {
  return <DealersPage data={loaderData} actionData={actionData} />;
}
