/**
 * The console's lead routing (issue 20): a dealer's lead targets (stored in the settings, `leads.targets`) as one
 * form reads and checks them. An email address, or a webhook address that must be https to a public host (the SSRF
 * list of domain/net/private-address.ts); the format (ADF/XML or plain text for email; JSON for a webhook); which
 * locations and lead kinds it receives (none ticked: every one); and the CRM preset it was set up from.
 */
import { z } from "zod";
import { isLeadKind } from "~/domain/forms";
import type { LeadRecord, LocationSnapshot } from "~/domain/leads/lead-record";
import { isRoutingKind, type RoutingKind } from "~/domain/leads/targets";
import { privateHostReason } from "~/domain/net/private-address";
import { parsedUrl } from "~/domain/routing/parsed-url";
import type { WebsiteSettings } from "~/domain/settings/schema";

export type LeadTarget = WebsiteSettings["leads"]["targets"][number];

/** What a dealer's CRM reads: a preset sets the target's type and format. */
export const CRM_PRESETS = [
  { id: "adf-email", label: "Dealer CRM by email (ADF/XML attached)", type: "email", format: "adf" },
  { id: "text-email", label: "A person's inbox (plain email)", type: "email", format: "text" },
  { id: "json-webhook", label: "CRM or automation webhook (JSON POST)", type: "webhook", format: "json" },
] as const;

export type CrmPresetId = (typeof CRM_PRESETS)[number]["id"];

/** Every routing kind (domain/leads/targets.ts) as the console names it: the forms' kinds, then the platform's own leads. */
export const LEAD_KIND_LABELS: Record<RoutingKind, string> = {
  enquiry: "Enquiries",
  "test-drive": "Test drives",
  "request-photos": "Photo requests",
  finance: "Finance",
  careers: "Careers",
  "trade-in": "Trade-ins",
  fleet: "Fleet",
  chat: "Chat",
  reservation: "Reservations (deposit paid)",
  "buy-online": "Buy-online orders",
  "spin-to-win": "Spin to win prizes",
  "online-payment": "Online payments",
};

export const MAX_LEAD_TARGETS = 20;

/** Why a webhook address may not be used, or null: https only, a public host, no credentials in it. */
export function webhookAddressProblem(text: string): string | null {
  const url = parsedUrl(text.trim());
  if (!url || !url.hostname) return "Enter a full web address, like https://crm.example.com/leads.";
  if (url.protocol !== "https:") return "A webhook address must start with https:// (leads carry shoppers' details).";
  if (url.username || url.password) return "Put no user name or password in the address; use a token in its path or query.";
  const reason = privateHostReason(url);
  return reason ? `${reason}: a webhook must be reachable on the public internet.` : null;
}

const emailAddress = z.string().trim().toLowerCase().email("Enter an email address, like leads@dealer.com.au.");

/** The add-a-target and edit-a-target forms: a preset, where to, and which locations and kinds. */
export function readTargetForm(
  form: Record<string, string | string[] | undefined>,
  locationSlugs: readonly string[],
): { ok: true; target: LeadTarget } | { ok: false; fieldErrors: Record<string, string> } {
  const one = (name: string) => {
    const v = form[name];
    return (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
  };
  const many = (name: string) => {
    const v = form[name];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  };
  const errors: Record<string, string> = {};
  const preset = CRM_PRESETS.find((p) => p.id === one("preset"));
  if (!preset) errors.preset = "Choose what the leads go to.";
  const destination = one("destination");
  const locations = [...new Set(many("locations"))];
  const kinds = [...new Set(many("kinds"))];
  const unknownLocation = locations.find((l) => !locationSlugs.includes(l));
  if (unknownLocation !== undefined) errors.locations = `There is no location "${unknownLocation.slice(0, 60)}".`;
  const unknownKind = kinds.find((k) => !isRoutingKind(k));
  if (unknownKind !== undefined) errors.kinds = `There is no lead kind "${unknownKind.slice(0, 60)}".`;
  let target: LeadTarget | null = null;
  if (!destination) errors.destination = preset?.type === "webhook" ? "Enter the webhook address." : "Enter the email address.";
  else if (preset?.type === "email") {
    const email = emailAddress.safeParse(destination);
    if (!email.success) errors.destination = email.error.issues[0].message;
    else target = { type: "email", to: email.data, format: preset.format, locations, kinds, preset: preset.id };
  } else if (preset?.type === "webhook") {
    const problem = webhookAddressProblem(destination);
    if (problem) errors.destination = problem;
    else target = { type: "webhook", url: destination, locations, kinds, preset: preset.id };
  }
  if (Object.keys(errors).length > 0 || !target) return { ok: false, fieldErrors: errors };
  return { ok: true, target };
}

/** Where a target sends to, as the page shows it and as a POST names it. */
export function targetDestination(target: LeadTarget): string {
  return target.type === "email" ? target.to : target.url;
}

/** The target a POST names by its position and destination, or null (changed or removed since the page was drawn). */
export function findTarget(targets: readonly LeadTarget[], index: string | undefined, destination: string | undefined) {
  if (!index || !/^\d{1,3}$/.test(index)) return null;
  const target = targets[Number(index)];
  return target && targetDestination(target) === destination ? target : null;
}

/** Whether the list already has a target to the same place in the same format (`except`: the one being edited). */
export function isDuplicateTarget(targets: readonly LeadTarget[], target: LeadTarget, except?: LeadTarget): boolean {
  return targets.some(
    (t) =>
      t !== except &&
      t.type === target.type &&
      targetDestination(t) === targetDestination(target) &&
      (t.type === "webhook" || target.type === "webhook" || t.format === target.format),
  );
}

/** "Every location" or the names of those picked, for the page. */
export function routeSummary(target: LeadTarget, locationNames: ReadonlyMap<string, string>): string {
  const where = target.locations.length === 0 ? "every location" : target.locations.map((s) => locationNames.get(s) ?? s).join(", ");
  const what =
    target.kinds.length === 0
      ? "every kind of lead"
      : target.kinds.map((k) => LEAD_KIND_LABELS[k as keyof typeof LEAD_KIND_LABELS] ?? k).join(", ");
  return `${what} · ${where}`;
}

/**
 * What an edit changed, in words, for the version's note and the audit entry ("" when nothing did): the address, the
 * format, the preset, the locations and the kinds.
 */
export function targetEditNote(before: LeadTarget, after: LeadTarget): string {
  const changes: string[] = [];
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");
  if (before.type !== after.type || targetDestination(before) !== targetDestination(after))
    changes.push(`address ${targetDestination(before)} → ${targetDestination(after)}`);
  if (formatLabel(before) !== formatLabel(after)) changes.push(`format ${formatLabel(before)} → ${formatLabel(after)}`);
  if ((before.preset ?? "") !== (after.preset ?? "")) changes.push(`preset ${before.preset ?? "none"} → ${after.preset ?? "none"}`);
  if (!same(before.locations, after.locations)) changes.push("locations");
  if (!same(before.kinds, after.kinds)) changes.push("kinds of lead");
  return changes.join(", ");
}

export function formatLabel(target: LeadTarget): string {
  if (target.type === "webhook") return "JSON";
  return target.format === "adf" ? "ADF/XML" : "Plain text";
}

export const TEST_LEAD_CATEGORY = "TEST LEAD from the dealer console";

/**
 * The lead a "Send a test lead" button sends: marked as a test in its category, name and message, never stored as a
 * lead (so it is not in the inbox or the dashboard); the first location the target is limited to, if any.
 */
export function consoleTestLead(input: {
  id: string;
  now: Date;
  website: { slug: string; name: string };
  target: LeadTarget;
  location?: LocationSnapshot;
}): LeadRecord {
  const kind = input.target.kinds.find(isLeadKind) ?? "enquiry";
  return {
    id: input.id,
    kind,
    eventId: 0,
    category: TEST_LEAD_CATEGORY,
    subcategory: "test",
    name: "Test Lead",
    email: "test-lead@example.com",
    phone: null,
    sourceUrl: null,
    createdAt: input.now,
    payload: {
      version: 1,
      website: input.website,
      form: {
        message: "This is a test lead sent from the dealer console to check this delivery target. It is not from a shopper.",
        test: true,
      },
      ...(input.location ? { location: input.location } : {}),
    },
  };
}
