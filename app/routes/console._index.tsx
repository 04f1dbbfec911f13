import { DashboardPage } from "~/app/features/console/dashboard-page";
import { loadDashboard } from "~/app/features/console/dashboard-data.server";
import type { Route } from "./+types/console._index";

/** The console's first page: the dashboard (issue 19). */
export const loader = ({ context }: Route.LoaderArgs) => loadDashboard(context);

export function meta() {
  return [{ title: "Dashboard | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}
