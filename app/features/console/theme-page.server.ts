/** The console's theme page (issue 20): template, colours (contrast checked), corners and font, with history and revert. */
import { data, type RouterContextProvider } from "react-router";
import { readThemeForm, themeFormValues } from "~/domain/console/theme-form";
import type { FormValues } from "~/domain/forms/form-values";
import { readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { listVersions, readSiteLook, revertTheme, saveTheme } from "~/server/console/settings-versions";
import { runtimeContext } from "~/server/http/router-context";
import { actorOf, historyRows } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

export async function loadThemePage(context: Ctx) {
  const member = requireStaff(context, "theme.edit");
  const { db } = context.get(runtimeContext);
  const [{ choice }, versions] = await Promise.all([readSiteLook(db, member.websiteId), listVersions(db, member.websiteId, "theme")]);
  return { values: themeFormValues(choice), history: historyRows(versions) };
}

export type ThemeActionData = { ok?: string; formError?: string; fieldErrors?: Record<string, string>; values?: FormValues };

export async function themeAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "theme.edit");
  const form = await readConsoleForm(request);
  const runtime = context.get(runtimeContext);
  const actor = actorOf(context, member);
  if (form.intent === "revert") {
    const id = typeof form.version === "string" && /^[1-9]\d{0,9}$/.test(form.version) ? Number(form.version) : null;
    if (id === null) return data<ThemeActionData>({ formError: "Choose a version to go back to." }, { status: 400 });
    const result = await revertTheme(runtime.db, member.websiteId, id, actor);
    if (!result.ok) {
      if (result.status === 404) throw data(result.message, { status: 404 });
      return data<ThemeActionData>({ formError: result.message }, { status: result.status });
    }
    runtime.sites.invalidate();
    return data<ThemeActionData>({
      ok: result.saved ? "Reverted: the site looks as it did in that version." : "That version is the one in use.",
    });
  }
  if (form.intent !== "save") return data<ThemeActionData>({ formError: "Send the theme form." }, { status: 400 });
  const read = readThemeForm(form);
  if (!read.ok) {
    return data<ThemeActionData>(
      { formError: "The theme was not saved: see the marked fields.", fieldErrors: read.fieldErrors, values: form },
      { status: 400 },
    );
  }
  const saved = await saveTheme(runtime.db, member.websiteId, read.choice, actor);
  if (saved.saved) runtime.sites.invalidate();
  return data<ThemeActionData>({
    ok: saved.saved ? `Saved (${saved.summary}). The previews show the public site now.` : "Nothing changed.",
  });
}
