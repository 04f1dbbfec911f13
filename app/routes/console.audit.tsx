import { AuditPage } from "~/app/features/console/staff-admin-pages";
import { loadAuditPage } from "~/app/features/console/staff-admin.server";
import type { Route } from "./+types/console.audit";

export const loader = ({ request, context }: Route.LoaderArgs) => loadAuditPage(request, context);

export function meta() {
  return [{ title: "Audit log | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage data={loaderData} />;
}
