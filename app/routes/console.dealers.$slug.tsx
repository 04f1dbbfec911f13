import { DealerHostsPage } from "~/app/features/console/onboarding-pages";
import { dealerHostsAction, loadDealerHostsPage } from "~/app/features/console/onboarding.server";
import type { Route } from "./+types/console.dealers.$slug";

/** A dealer's custom domains: attach one, see its DNS records, Verify (platform operator only). */
export const loader = ({ request, context, params }: Route.LoaderArgs) => loadDealerHostsPage(request, context, params.slug);

export const action = ({ request, context, params }: Route.ActionArgs) => dealerHostsAction(request, context, params.slug);

export function meta() {
  return [{ title: "Dealer domains | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleDealerHosts({ loaderData, actionData }: Route.ComponentProps) {
  return <DealerHostsPage data={loaderData} actionData={actionData} />;
}
