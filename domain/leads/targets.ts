/**
 * Where a dealer's leads go. Each configured target becomes one delivery row per lead; a dealer with
 * no targets gets the embedded default, a mail folder on disk that a person can open.
 */
import type { WebsiteSettings } from "~/domain/settings/schema";

export type DeliveryTarget =
  { kind: "email"; to: string; format: "adf" | "text" } | { kind: "webhook"; url: string } | { kind: "mail-folder" };

/** How a target is stored in lead_deliveries (target, destination). */
export type DeliveryRowTarget = { target: string; destination: string };

export function deliveryTargets(configured: WebsiteSettings["leads"]["targets"]): DeliveryTarget[] {
  if (configured.length === 0) return [{ kind: "mail-folder" }];
  return configured.map((t) =>
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
export function deliveryRows(configured: WebsiteSettings["leads"]["targets"], websiteSlug: string): DeliveryRowTarget[] {
  const seen = new Set<string>();
  const rows: DeliveryRowTarget[] = [];
  for (const target of deliveryTargets(configured)) {
    const row = targetToRow(target, websiteSlug);
    const key = `${row.target}\n${row.destination}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}
