import { LeadPage } from "~/app/features/console/leads-pages";
import { leadAction, loadLead } from "~/app/features/console/leads.server";
import type { Route } from "./+types/console.leads.$leadId";

export const loader = ({ params, context }: Route.LoaderArgs) => loadLead(params.leadId, context);

/** Status, a note, or resending a failed delivery: same-origin POSTs, each in the audit log. */
export const action = ({ request, params, context }: Route.ActionArgs) => leadAction(request, params.leadId, context);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.lead.name || "Lead"} | Console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage data={loaderData} actionData={actionData} />;
}
