/**
 * Where a dealer's leads go. Each configured target becomes one delivery row per lead; a dealer with
 * no targets gets the embedded default, a mail folder on disk that a person can open.
 *
 * Every lead is routed by the same rule (`targetReceives`): its routing kind and its location. A shopper's form is
 * routed by its form kind; a lead the platform makes itself (a paid reservation, a buy-online order, a spin-to-win
 * prize, an /online-payment payment) is stored as an enquiry but routed by a kind of its own, so a dealer can send
 * reservations to the sales manager without every enquiry. `deliveryRows` takes the route, so no path skips it.
 */
import { LEAD_KINDS } from "~/domain/forms";

/** The kinds a target may be limited to: the forms' kinds and the leads the platform makes itself. */
export const ROUTING_KINDS = [...LEAD_KINDS, "reservation", "buy-online", "spin-to-win", "online-payment"] as const;
export type RoutingKind = (typeof ROUTING_KINDS)[number];

export function isRoutingKind(value: string): value is RoutingKind {
  return (ROUTING_KINDS as readonly string[]).includes(value);
}

export type DeliveryTarget =
  { kind: "email"; to: string; format: "adf" | "text" } | { kind: "webhook"; url: string } | { kind: "mail-folder" };

/** How a target is stored in lead_deliveries (target, destination). */
export type DeliveryRowTarget = { target: string; destination: string };

/** What a lead is, for routing: its routing kind and the slug of its location (if it has one). */
export type LeadRoute = { kind: RoutingKind; locationSlug?: string | null };

/** A configured target as stored (WebsiteSettings["leads"]["targets"]); the routing lists may be absent (every one). */
type ConfiguredTarget = ({ type: "email"; to: string; format: "adf" | "text" } | { type: "webhook"; url: string }) & {
  locations?: readonly string[];
  kinds?: readonly string[];
};

/**
 * Whether a target receives this lead: its kinds and locations each empty (every one) or naming the lead's. A target
 * limited to some locations does not receive a lead without a location.
 */
export function targetReceives(target: Pick<ConfiguredTarget, "kinds" | "locations">, lead: LeadRoute): boolean {
  const kinds = target.kinds ?? [];
  const locations = target.locations ?? [];
  if (kinds.length > 0 && !kinds.includes(lead.kind)) return false;
  if (locations.length > 0 && !(lead.locationSlug && locations.includes(lead.locationSlug))) return false;
  return true;
}

/**
 * The targets of a lead: the configured ones that receive it; when none does, the embedded default, so a lead is
 * never delivered nowhere.
 */
export function deliveryTargets(configured: readonly ConfiguredTarget[], route: LeadRoute): DeliveryTarget[] {
  const receiving = configured.filter((t) => targetReceives(t, route));
  if (receiving.length === 0) return [{ kind: "mail-folder" }];
  return receiving.map((t) =>
    t.type === "email" ? { kind: "email", to: t.to.toLowerCase(), format: t.format } : { kind: "webhook", url: t.url },
  );
}

export function targetToRow(target: DeliveryTarget, websiteSlug: string): DeliveryRowTarget {
  switch (target.kind) {
    case "email":
      return { target: `email-${target.format}`, destination: target.to };
    case "webhook":
      return { target: "webhook", destination: target.url };
    case "mail-folder":
      return { target: "mail-folder", destination: `mail/${websiteSlug}` };
  }
}

export function targetFromRow(row: DeliveryRowTarget): DeliveryTarget {
  switch (row.target) {
    case "email-adf":
      return { kind: "email", to: row.destination, format: "adf" };
    case "email-text":
      return { kind: "email", to: row.destination, format: "text" };
    case "webhook":
      return { kind: "webhook", url: row.destination };
    case "mail-folder":
      return { kind: "mail-folder" };
    default:
      throw new Error(`Unknown lead delivery target "${row.target}"`);
  }
}

/** The rows to insert for a lead: one per distinct target. */
export function deliveryRows(configured: readonly ConfiguredTarget[], websiteSlug: string, route: LeadRoute): DeliveryRowTarget[] {
  const seen = new Set<string>();
  const rows: DeliveryRowTarget[] = [];
  for (const target of deliveryTargets(configured, route)) {
    const row = targetToRow(target, websiteSlug);
    const key = `${row.target}\n${row.destination}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}
