/**
 * The console's lead routing (issue 20): the dealer's lead targets live in the settings (`leads.targets`), so a change
 * is saved through the settings' one save path (settings-versions.ts: a version, an audit entry, `updated_at` moved
 * so every process sees it). A test lead goes through the real deliverer (server/services/lead-delivery, the code
 * the delivery worker runs, which connects webhooks only to public addresses), and is not stored as a lead.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { LocationSnapshot } from "~/domain/leads/lead-record";
import { consoleTestLead, targetDestination, webhookAddressProblem, type LeadTarget } from "~/domain/leads/routing";
import type { Db } from "~/server/db/client";
import { locations, websites } from "~/server/db/schema";
import { PrivateHostError, type ResolveHost } from "~/server/feeds/images";
import type { Deliver } from "~/server/leads/delivery-job";
import { createLeadDeliverer, type LeadDelivererOptions } from "~/server/services/lead-delivery";
import { readSiteLook, saveSettings, type Actor } from "./settings-versions";
import { writeAudit } from "./audit";

export async function routingLocations(db: Db, websiteId: number) {
  return db
    .select({ id: locations.id, slug: locations.slug, name: locations.name, address: locations.address, contact: locations.contactDetail })
    .from(locations)
    .where(eq(locations.websiteId, websiteId))
    .orderBy(asc(locations.name));
}

/** Saves the dealer's targets as a settings version (audit action `leads.routing`). */
export async function saveLeadTargets(db: Db, websiteId: number, targets: LeadTarget[], actor: Actor, note: string) {
  const { settings } = await readSiteLook(db, websiteId);
  return saveSettings(db, websiteId, { ...settings, leads: { ...settings.leads, targets } }, actor, { action: "leads.routing", note });
}

export type TestSendOptions = {
  deliverer: Pick<LeadDelivererOptions, "LEAD_MAIL_FROM" | "LEAD_WEBHOOK_TIMEOUT_MS" | "SMTP_URL" | "dataDir">;
  /** Tests: a deliverer of their own instead of the real one. */
  deliver?: Deliver;
  resolveHost?: ResolveHost;
  now?: Date;
};

export type TestSendResult = { ok: true; message: string } | { ok: false; message: string };

/** Sends a test lead to one target through the deliverer and records the result in the audit log. */
export async function sendTestLead(
  db: Db,
  websiteId: number,
  target: LeadTarget,
  actor: Actor,
  options: TestSendOptions,
): Promise<TestSendResult> {
  const destination = targetDestination(target);
  const result = await deliverTest(db, websiteId, target, options);
  await writeAudit(db, {
    websiteId,
    staffUserId: actor.staffUserId,
    actor: actor.email,
    action: "leads.routing.test",
    subject: `Test lead to ${target.type === "webhook" ? safeAddress(destination) : destination}`.slice(0, 500),
    before: null,
    after: { result: result.ok ? "delivered" : "error", message: result.message },
    ip: actor.ip,
  });
  return result;
}

async function deliverTest(db: Db, websiteId: number, target: LeadTarget, options: TestSendOptions): Promise<TestSendResult> {
  if (target.type === "webhook") {
    const problem = webhookAddressProblem(target.url);
    if (problem) return { ok: false, message: `Not sent: ${problem}` };
  }
  const [site] = await db.select({ slug: websites.slug, name: websites.name }).from(websites).where(eq(websites.id, websiteId)).limit(1);
  if (!site) throw new Error(`website ${websiteId} not found`);
  let location: LocationSnapshot | undefined;
  if (target.locations.length > 0) {
    const rows = await routingLocations(db, websiteId);
    const row = rows.find((l) => l.slug === target.locations[0]);
    if (row)
      location = {
        id: row.id,
        slug: row.slug,
        name: row.name,
        address: row.address,
        ...(row.contact.phone ? { phone: row.contact.phone } : {}),
      };
  }
  const id = randomUUID();
  const lead = consoleTestLead({ id, now: options.now ?? new Date(), website: site, target, location });
  const deliverer = options.deliver ? null : createLeadDeliverer({ ...options.deliverer, resolveHost: options.resolveHost });
  const deliver = options.deliver ?? deliverer!;
  const deliveryTarget =
    target.type === "email"
      ? ({ kind: "email", to: target.to, format: target.format } as const)
      : ({ kind: "webhook", url: target.url } as const);
  try {
    // A test's delivery id is negative (its mail-folder file never overwrites a real delivery's).
    await deliver({
      deliveryId: -Date.now(),
      websiteId,
      websiteSlug: site.slug,
      target: deliveryTarget,
      attempt: 1,
      idempotencyKey: id,
      lead,
    });
    return {
      ok: true,
      message:
        target.type === "email"
          ? `Delivered: a test lead was sent to ${target.to}${options.deliverer.SMTP_URL ? "" : " (no SMTP server is set up: it is in the site's mail folder)"}.`
          : `Delivered: ${safeAddress(target.url)} accepted the test lead.`,
    };
  } catch (error) {
    const cause = (error as { cause?: { cause?: unknown } }).cause;
    if (cause instanceof PrivateHostError || cause?.cause instanceof PrivateHostError)
      return { ok: false, message: `Not delivered: the host of ${safeAddress(destinationOf(target))} is a private address.` };
    return { ok: false, message: `Not delivered: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500) };
  } finally {
    deliverer?.close();
  }
}

const destinationOf = (target: LeadTarget) => targetDestination(target);

/** An address without its query (which may hold a token). */
function safeAddress(url: string): string {
  const i = url.search(/[?#]/);
  return i === -1 ? url : url.slice(0, i);
}
