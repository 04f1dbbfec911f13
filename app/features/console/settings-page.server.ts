/**
 * The console's settings page (issue 20, ADR 040): every switch of the settings schema as a form generated from it,
 * saved as a version with who and when, with one-click revert. A save reaches this process at once and every other
 * within the site directory's poll (server/tenancy/site-directory.ts).
 */
import { data, type RouterContextProvider } from "react-router";
import { readSettingsForm, settingsFormValues } from "~/domain/console/settings-form";
import type { FormValues } from "~/domain/forms/form-values";
import { clientIp } from "~/server/auth/client-ip";
import { readConsoleForm, requireStaff, requireStaffPost, type StaffMember } from "~/server/console/require-staff";
import { listVersions, readSiteLook, revertSettings, saveSettings, type Actor } from "~/server/console/settings-versions";
import { MAX_REQUEST_BODY_BYTES } from "~/server/http/request-body";
import { runtimeContext } from "~/server/http/router-context";

type Ctx = Readonly<RouterContextProvider>;

/**
 * The form posts every field at once (the demo dealers' are 5–8 KB; lists of promotions make it grow), within the
 * transport's own cap of a body (MAX_REQUEST_BODY_BYTES, 64 KiB).
 */
export const SETTINGS_FORM_LIMIT = MAX_REQUEST_BODY_BYTES;

export function actorOf(context: Ctx, member: StaffMember): Actor {
  return { staffUserId: member.id, email: member.email, ip: clientIp(context) };
}

/** The versions list as the page shows it. */
export function historyRows(rows: Awaited<ReturnType<typeof listVersions>>) {
  return rows.map((r, i) => ({ id: r.id, actor: r.actor, note: r.note, at: r.createdAt.toISOString(), current: i === 0 }));
}

export async function loadSettingsPage(context: Ctx) {
  const member = requireStaff(context, "settings.edit");
  const { db } = context.get(runtimeContext);
  const [{ settings }, versions] = await Promise.all([readSiteLook(db, member.websiteId), listVersions(db, member.websiteId, "settings")]);
  return { values: settingsFormValues(settings), history: historyRows(versions) };
}

export type SettingsActionData = { ok?: string; formError?: string; fieldErrors?: Record<string, string>; values?: FormValues };

export async function settingsAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "settings.edit");
  const form = await readConsoleForm(request, SETTINGS_FORM_LIMIT);
  const runtime = context.get(runtimeContext);
  const actor = actorOf(context, member);
  if (form.intent === "revert") {
    const id = typeof form.version === "string" && /^[1-9]\d{0,9}$/.test(form.version) ? Number(form.version) : null;
    if (id === null) return data<SettingsActionData>({ formError: "Choose a version to go back to." }, { status: 400 });
    const result = await revertSettings(runtime.db, member.websiteId, id, actor);
    if (!result.ok) {
      if (result.status === 404) throw data(result.message, { status: 404 });
      return data<SettingsActionData>({ formError: result.message }, { status: result.status });
    }
    runtime.sites.invalidate();
    return data<SettingsActionData>({
      ok: result.saved ? "Reverted: the site is back to that version." : "That version is the one in use.",
    });
  }
  if (form.intent !== "save") return data<SettingsActionData>({ formError: "Send the settings form." }, { status: 400 });
  const read = readSettingsForm(form);
  if (!read.ok) {
    const count = Object.keys(read.fieldErrors).length;
    return data<SettingsActionData>(
      {
        formError: `${count === 1 ? "One setting needs" : `${count} settings need`} a change before saving: see the marked fields.`,
        fieldErrors: read.fieldErrors,
        values: read.values,
      },
      { status: 400 },
    );
  }
  const saved = await saveSettings(runtime.db, member.websiteId, read.settings, actor);
  if (saved.saved) runtime.sites.invalidate();
  return data<SettingsActionData>({ ok: saved.saved ? `Saved (${saved.summary}). The public site shows it now.` : "Nothing changed." });
}
