import { LeadRoutingPage } from "~/app/features/console/lead-routing-page";
import { leadRoutingAction, loadLeadRouting } from "~/app/features/console/lead-routing.server";
import type { Route } from "./+types/console.lead-routing";

export const loader = ({ context }: Route.LoaderArgs) => loadLeadRouting(context);

/** Add or remove a lead target, or send a test lead to one (owners and managers). */
export const action = ({ request, context }: Route.ActionArgs) => leadRoutingAction(request, context);

export function meta() {
  return [{ title: "Lead routing | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleLeadRouting({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadRoutingPage data={loaderData} answer={actionData} />;
}
