import { exportLeadsCsv } from "~/app/features/console/leads.server";
import type { Route } from "./+types/console.leads[.]csv";

/** The filtered leads as CSV (owners and managers). */
export const loader = ({ request, context }: Route.LoaderArgs) => exportLeadsCsv(request, context);
