/**
 * The console's lead routing page (issue 20): the dealer's email and webhook targets per location and kind, added,
 * edited in place and removed as settings versions (the settings' one save path, ADR 040: history on the settings page, audit, every
 * process sees it within seconds), and a test lead per target through the real deliverer.
 */
import { data, type RouterContextProvider } from "react-router";
import {
  CRM_PRESETS,
  LEAD_KIND_LABELS,
  MAX_LEAD_TARGETS,
  findTarget,
  formatLabel,
  isDuplicateTarget,
  readTargetForm,
  routeSummary,
  targetDestination,
  targetEditNote,
  type LeadTarget,
} from "~/domain/leads/routing";
import { ROUTING_KINDS } from "~/domain/leads/targets";
import { routingLocations, saveLeadTargets, sendTestLead } from "~/server/console/lead-routing";
import { readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { listVersions, readSiteLook } from "~/server/console/settings-versions";
import { runtimeContext } from "~/server/http/router-context";
import { actorOf, historyRows } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

export async function loadLeadRouting(context: Ctx) {
  const member = requireStaff(context, "leads.routing");
  const { db } = context.get(runtimeContext);
  const [{ settings }, locations, versions] = await Promise.all([
    readSiteLook(db, member.websiteId),
    routingLocations(db, member.websiteId),
    listVersions(db, member.websiteId, "settings", 5),
  ]);
  const names = new Map(locations.map((l) => [l.slug, l.name]));
  return {
    targets: settings.leads.targets.map((t, index) => ({
      index,
      type: t.type,
      destination: targetDestination(t),
      format: formatLabel(t),
      preset: CRM_PRESETS.find((p) => p.id === t.preset)?.label ?? null,
      routes: routeSummary(t, names),
      /** What the edit form starts with: the preset (or the one that fits a target set up without one), locations, kinds. */
      edit: { preset: presetOf(t), locations: t.locations, kinds: t.kinds },
    })),
    presets: CRM_PRESETS.map(({ id, label }) => ({ id, label })),
    locations: locations.map((l) => ({ slug: l.slug, name: l.name })),
    kinds: ROUTING_KINDS.map((k) => ({ id: k, label: LEAD_KIND_LABELS[k] })),
    history: historyRows(versions),
  };
}

/** The preset a target was set up from, or the one that matches its type and format (a target from the settings JSON). */
function presetOf(target: LeadTarget): string {
  const named = CRM_PRESETS.find((p) => p.id === target.preset);
  if (named) return named.id;
  const format = target.type === "email" ? target.format : "json";
  return CRM_PRESETS.find((p) => p.type === target.type && p.format === format)!.id;
}

export type LeadRoutingActionData = {
  ok?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  /** Which edit form the field errors belong to (the target's position), absent for the add form. */
  editing?: number;
  /** A test send's result, by the target's position. */
  test?: { index: number; ok: boolean; message: string };
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function leadRoutingAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "leads.routing");
  const form = await readConsoleForm(request);
  const runtime = context.get(runtimeContext);
  const actor = actorOf(context, member);
  const { settings } = await readSiteLook(runtime.db, member.websiteId);
  const targets = settings.leads.targets;
  const intent = one(form.intent);

  if (intent === "add") {
    const locations = await routingLocations(runtime.db, member.websiteId);
    const read = readTargetForm(
      form,
      locations.map((l) => l.slug),
    );
    if (!read.ok) {
      return data<LeadRoutingActionData>(
        { formError: "The target was not added: see the marked fields.", fieldErrors: read.fieldErrors },
        { status: 400 },
      );
    }
    if (isDuplicateTarget(targets, read.target)) {
      return data<LeadRoutingActionData>(
        { formError: "That target is already in the list.", fieldErrors: { destination: "Leads already go there in this format." } },
        { status: 400 },
      );
    }
    if (targets.length >= MAX_LEAD_TARGETS) {
      return data<LeadRoutingActionData>({ formError: `A site can have at most ${MAX_LEAD_TARGETS} lead targets.` }, { status: 400 });
    }
    const destination = targetDestination(read.target);
    await saveLeadTargets(
      runtime.db,
      member.websiteId,
      [...targets, read.target],
      actor,
      `Lead routing: added ${read.target.type} ${destination}`,
    );
    runtime.sites.invalidate();
    return data<LeadRoutingActionData>({ ok: `Added: leads now also go to ${destination}.` });
  }

  if (intent === "edit") {
    const before = findTarget(targets, one(form.index), one(form.current));
    if (!before) {
      return data<LeadRoutingActionData>(
        { formError: "That target has changed since the page was opened: reload it and try again." },
        { status: 409 },
      );
    }
    const index = targets.indexOf(before);
    const locations = await routingLocations(runtime.db, member.websiteId);
    const read = readTargetForm(
      form,
      locations.map((l) => l.slug),
    );
    if (!read.ok) {
      return data<LeadRoutingActionData>(
        { formError: "The target was not changed: see the marked fields.", fieldErrors: read.fieldErrors, editing: index },
        { status: 400 },
      );
    }
    if (isDuplicateTarget(targets, read.target, before)) {
      return data<LeadRoutingActionData>(
        {
          formError: "Another target already sends there.",
          fieldErrors: { destination: "Leads already go there in this format." },
          editing: index,
        },
        { status: 400 },
      );
    }
    const changes = targetEditNote(before, read.target);
    if (!changes) return data<LeadRoutingActionData>({ ok: `Nothing changed for ${targetDestination(before)}.` });
    await saveLeadTargets(
      runtime.db,
      member.websiteId,
      targets.map((t) => (t === before ? read.target : t)),
      actor,
      `Lead routing: changed ${before.type} ${targetDestination(before)}: ${changes}`.slice(0, 300),
    );
    runtime.sites.invalidate();
    return data<LeadRoutingActionData>({ ok: `Saved: ${targetDestination(read.target)} (${changes}).` });
  }

  if (intent === "remove" || intent === "test") {
    const target = findTarget(targets, one(form.index), one(form.destination));
    if (!target) {
      return data<LeadRoutingActionData>(
        { formError: "That target has changed since the page was opened: reload it and try again." },
        { status: 409 },
      );
    }
    const index = targets.indexOf(target);
    if (intent === "remove") {
      const destination = targetDestination(target);
      await saveLeadTargets(
        runtime.db,
        member.websiteId,
        targets.filter((t) => t !== target),
        actor,
        `Lead routing: removed ${target.type} ${destination}`,
      );
      runtime.sites.invalidate();
      return data<LeadRoutingActionData>({
        ok: `Removed ${destination}.${targets.length === 1 ? " With no target, leads go to the site's mail folder." : ""}`,
      });
    }
    const result = await sendTestLead(runtime.db, member.websiteId, target, actor, {
      deliverer: { ...runtime.config, dataDir: runtime.dataDir },
    });
    return data<LeadRoutingActionData>({ test: { index, ...result } }, { status: 200 });
  }

  return data<LeadRoutingActionData>({ formError: "Choose what to do: add a target, change, remove or test one." }, { status: 400 });
}
