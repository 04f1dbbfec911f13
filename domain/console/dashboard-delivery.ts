/**
 * Delivery health on the dashboard (issue 19): each lead target's deliveries (server/leads) in a window, as
 * delivered, retrying (pending after at least one failed attempt), waiting (pending, not tried yet) and
 * dead-lettered (gave up: the dealer replays it from the lead's page).
 */

export type DeliveryState = "delivered" | "retrying" | "waiting" | "dead";
export const DELIVERY_STATES: readonly DeliveryState[] = ["delivered", "retrying", "waiting", "dead"];
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  delivered: "Delivered",
  retrying: "Retrying",
  waiting: "Waiting",
  dead: "Dead-lettered",
};

/**
 * The name of a lead target (domain/leads/targets.ts) as the dealer configured it: an email target by its address, a
 * webhook by its host only (its path or query may hold a token), the mail folder by name; another as stored.
 */
export function targetName(target: string, destination: string): string {
  if (target === "mail-folder") return "Mail folder";
  if (target === "email") return `Email to ${destination}`;
  if (target === "webhook") {
    try {
      return `Webhook to ${new URL(destination).host}`;
    } catch {
      return "Webhook";
    }
  }
  return target;
}

/** The state of a delivery row; null for a status this dashboard does not know (left out, not miscounted). */
export function deliveryState(status: string, attempts: number): DeliveryState | null {
  if (status === "delivered") return "delivered";
  if (status === "dead") return "dead";
  if (status === "pending") return attempts > 0 ? "retrying" : "waiting";
  return null;
}

export type TargetHealth = { target: string; total: number; counts: Record<DeliveryState, number>; deliveredShare: number | null };

/** Rows of (target, status, attempts>0, count) as one line per target, targets by name. */
export function targetHealth(rows: ReadonlyArray<{ target: string; status: string; attempts: number; count: number }>): TargetHealth[] {
  const byTarget = new Map<string, Record<DeliveryState, number>>();
  for (const row of rows) {
    const state = deliveryState(row.status, row.attempts);
    if (!state) continue;
    const counts = byTarget.get(row.target) ?? { delivered: 0, retrying: 0, waiting: 0, dead: 0 };
    counts[state] += row.count;
    byTarget.set(row.target, counts);
  }
  return [...byTarget.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([target, counts]) => {
      const total = DELIVERY_STATES.reduce((sum, s) => sum + counts[s], 0);
      // Share of the deliveries that have finished (delivered or dead) that were delivered.
      const finished = counts.delivered + counts.dead;
      return { target, total, counts, deliveredShare: finished === 0 ? null : counts.delivered / finished };
    });
}
