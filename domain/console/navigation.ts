/**
 * The console's navigation: one entry per section, in the order shown, each with the action its page requires.
 * The layout shows a staff member only the entries their role may open (domain/console/permissions.ts).
 * A new console section adds one line here.
 */
import { can, type ConsoleAction, type StaffRole } from "./permissions";

/** `action: "operator"`: shown to the platform operator only (OPERATOR_ONLY_MESSAGE in ./onboarding). */
export type ConsoleNavEntry = { to: string; label: string; action: ConsoleAction | "operator" };

export const CONSOLE_NAV: readonly ConsoleNavEntry[] = [
  { to: "/console", label: "Dashboard", action: "dashboard.read" },
  { to: "/console/leads", label: "Leads", action: "leads.read" },
  { to: "/console/stock", label: "Stock", action: "stock.read" },
  { to: "/console/stock/import", label: "Import stock", action: "stock.import" },
  { to: "/console/lead-routing", label: "Lead routing", action: "leads.routing" },
  { to: "/console/locations", label: "Locations", action: "locations.edit" },
  { to: "/console/content", label: "Content", action: "content.edit" },
  { to: "/console/offers", label: "Offers", action: "offers.edit" },
  { to: "/console/reviews", label: "Reviews", action: "reviews.moderate" },
  { to: "/console/reservations", label: "Reservations", action: "reservations.read" },
  { to: "/console/settings", label: "Settings", action: "settings.edit" },
  { to: "/console/theme", label: "Theme", action: "theme.edit" },
  { to: "/console/staff", label: "Staff", action: "staff.read" },
  { to: "/console/audit", label: "Audit log", action: "audit.read" },
  { to: "/console/account", label: "Account", action: "account.self" },
  { to: "/console/dealers", label: "Dealers", action: "operator" },
];

/** The entries a role (and the platform operator, when `operator`) may open, in order. */
export function consoleNavFor(role: StaffRole, operator = false): { to: string; label: string }[] {
  return CONSOLE_NAV.filter((entry) => (entry.action === "operator" ? operator : can(role, entry.action))).map(({ to, label }) => ({
    to,
    label,
  }));
}

/** The section a path belongs to: the longest entry that is the path or a folder of it ("/console/stock/import" is
 *  Import stock, not Stock; "/console/stock/12" is Stock; "/console" only itself). */
export function activeNavEntry(path: string, entries: readonly { to: string }[]): string | null {
  const clean = path.replace(/\/+$/, "") || "/";
  let best: string | null = null;
  for (const { to } of entries) {
    const matches = clean === to || (to !== "/console" && clean.startsWith(`${to}/`));
    if (matches && (best === null || to.length > best.length)) best = to;
  }
  return best;
}
