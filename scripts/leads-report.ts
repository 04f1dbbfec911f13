/**
 * A dealer's leads and each lead's delivery history, from the configured database.
 *
 *   npx tsx scripts/leads-report.ts --site <slug> [--dead] [--limit 50] [--replay]
 *
 * --dead    only leads with a dead-lettered delivery
 * --replay  put the site's dead-lettered deliveries back in the queue (the server's worker delivers them)
 * --force   open the embedded database even though it looks in use (only after a crash left it marked)
 *
 * Reads DATABASE_URL, or the embedded PGlite database in DATA_DIR (default .data). PGlite allows one
 * process at a time, so with the embedded database the server must be stopped first.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { fail, openCliDatabase } from "./cli";
import { websites } from "~/server/db/schema";
import { leadSummary, listLeads, type DeliveryView, type LeadView } from "~/server/leads/lead-queries";
import { replayDeadDeliveries } from "~/server/leads/replay";

const USAGE = "Usage: npx tsx scripts/leads-report.ts --site <slug> [--dead] [--limit 50] [--replay] [--force]";
const HISTORY_LINES = 5;

const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        site: { type: "string" },
        dead: { type: "boolean", default: false },
        limit: { type: "string", default: "50" },
        replay: { type: "boolean", default: false },
        force: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.site) fail(USAGE);
const limit = Number(args.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) fail("--limit must be a whole number from 1 to 1000");

const time = (d: Date | null) => (d ? d.toISOString().replace(/\.\d{3}Z$/, "Z") : "-");

function deliveryLine(d: DeliveryView): string {
  const state =
    d.status === "delivered"
      ? `delivered ${time(d.deliveredAt)} after ${d.attempts} attempt${d.attempts === 1 ? "" : "s"}`
      : d.status === "dead"
        ? `DEAD after ${d.attempts} attempts (replay with --replay)`
        : d.status === "delivering"
          ? `being delivered (lease until ${time(d.nextAttemptAt)})`
          : `pending, ${d.attempts} attempt${d.attempts === 1 ? "" : "s"} so far, next ${time(d.nextAttemptAt)}`;
  const lines = [`  -> #${d.id} ${d.target} ${d.destination}: ${state}`];
  if (d.lastError && d.status !== "delivered") lines.push(`     last error: ${d.lastError}`);
  const shown = d.history.slice(-HISTORY_LINES);
  if (d.history.length > shown.length) lines.push(`     … ${d.history.length - shown.length} earlier attempts`);
  for (const a of shown)
    lines.push(`     ${time(a.attemptedAt)} ${a.ok ? "ok    " : "failed"} ${a.durationMs} ms${a.error ? `  ${a.error}` : ""}`);
  return lines.join("\n");
}

function leadBlock(lead: LeadView): string {
  const contact = [lead.email, lead.phone].filter(Boolean).join(", ");
  const category = [lead.category, lead.subcategory].filter(Boolean).join(" / ");
  const head = `${time(lead.createdAt)}  ${lead.kind}  ${lead.name}${contact ? ` (${contact})` : ""}${category ? `  [${category}]` : ""}  lead ${lead.id}`;
  const deliveries = lead.deliveries.length ? lead.deliveries.map(deliveryLine).join("\n") : "  -> no deliveries";
  return `${head}\n${deliveries}`;
}

const database = await openCliDatabase({ force: args.force }).catch((error: Error) =>
  fail(`Could not open the database: ${error.message}`),
);
try {
  const [site] = await database.db.select().from(websites).where(eq(websites.slug, args.site)).limit(1);
  if (!site) {
    console.error(`No website with slug "${args.site}".`);
    process.exitCode = 1;
  } else {
    await report(site);
  }
} finally {
  await database.close();
}

async function report(site: typeof websites.$inferSelect) {
  if (args.replay) {
    const ids = await replayDeadDeliveries(database.db, site.id);
    console.log(
      ids.length ? `Replayed ${ids.length} dead deliveries: ${ids.map((i) => `#${i}`).join(", ")}` : "No dead deliveries to replay.",
    );
  }

  const summary = await leadSummary(database.db, site.id);
  const counts = Object.entries(summary.deliveries)
    .map(([status, n]) => `${n} ${status}`)
    .join(", ");
  console.log(`${site.name} (${site.slug}): ${summary.leads} leads; deliveries: ${counts}`);
  const leads = await listLeads(database.db, site.id, { limit, ...(args.dead ? { deliveryStatus: "dead" as const } : {}) });
  console.log(
    args.dead ? `Leads with a dead-lettered delivery, newest first (up to ${limit}):` : `Newest ${Math.min(limit, leads.length)} leads:`,
  );
  console.log(leads.length ? `\n${leads.map(leadBlock).join("\n\n")}` : "  (none)");
}
