/** The console layout's loader: who is signed in (if anyone), what they may open, and the count of new leads. */
import type { RouterContextProvider } from "react-router";
import { can } from "~/domain/console/permissions";
import { consoleNavFor } from "~/domain/console/navigation";
import { ROLE_LABELS } from "~/domain/console/permissions";
import { countNewLeads } from "~/server/console/lead-inbox";
import { currentStaff } from "~/server/console/require-staff";
import { requireSite, runtimeContext } from "~/server/http/router-context";

export { staffMiddleware } from "~/server/console/require-staff";

export type ConsoleNav = { to: string; label: string }[];
export type ConsoleLayoutData = {
  siteName: string;
  staff: { email: string; name: string; role: string; operator: boolean } | null;
  nav: ConsoleNav;
  /** The count of new leads links to the inbox when the role may read leads. */
  showsLeads: boolean;
  newLeads: number;
};

export async function loadConsoleLayout(context: Readonly<RouterContextProvider>): Promise<ConsoleLayoutData> {
  const site = requireSite(context);
  const member = currentStaff(context);
  if (!member) return { siteName: site.name, staff: null, nav: [], showsLeads: false, newLeads: 0 };
  const leads = can(member.role, "leads.read");
  return {
    siteName: site.name,
    staff: { email: member.email, name: member.name, role: ROLE_LABELS[member.role], operator: member.platformOperator },
    nav: consoleNavFor(member.role, member.platformOperator),
    showsLeads: leads,
    newLeads: leads ? await countNewLeads(context.get(runtimeContext).db, site.id) : 0,
  };
}
