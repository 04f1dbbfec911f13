import { InboxPage } from "~/app/features/console/leads-pages";
import { loadInbox } from "~/app/features/console/leads.server";
import type { Route } from "./+types/console.leads._index";

export const loader = ({ request, context }: Route.LoaderArgs) => loadInbox(request, context);

export function meta() {
  return [{ title: "Leads | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleLeads({ loaderData }: Route.ComponentProps) {
  return <InboxPage data={loaderData} />;
}
