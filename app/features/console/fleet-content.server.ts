/**
 * The console's Content › Fleet page (issue 20): the /fleet page's heading, introduction, and its side panel's heading
 * and text, as the dealer's own words (rich text cleaned by the Content section's sanitiser: domain/content/
 * fleet-page.ts). Kept in the settings (`fleetPage`, the field the public page reads) through the settings' one save
 * path (ADR 040: a version with history and revert, an audit entry, every process sees it within seconds). Owners
 * and managers (content.edit).
 */
import { data, type RouterContextProvider } from "react-router";
import {
  FLEET_DEFAULT_BENEFITS,
  FLEET_DEFAULT_HEADING,
  FLEET_DEFAULT_PANEL_HEADING,
  fleetDefaultIntro,
  fleetFormValues,
  readFleetForm,
} from "~/domain/content/fleet-page";
import { CONTENT_FORM_LIMIT } from "~/server/console/content-images";
import { readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { readSiteLook, saveSettings } from "~/server/console/settings-versions";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { actorOf } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

export async function loadFleetContent(context: Ctx) {
  const member = requireStaff(context, "content.edit");
  const site = requireSite(context);
  const { settings } = await readSiteLook(context.get(runtimeContext).db, member.websiteId);
  return {
    values: fleetFormValues(settings.fleetPage),
    /** What shows where a part is left empty. */
    standard: {
      heading: FLEET_DEFAULT_HEADING,
      intro: fleetDefaultIntro(site.name),
      panelHeading: FLEET_DEFAULT_PANEL_HEADING,
      benefits: [...FLEET_DEFAULT_BENEFITS],
    },
    fleetOn: settings.features.fleet,
  };
}

export type FleetContentActionData = {
  ok?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

const firstValues = (form: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(form).map(([k, v]) => [k, (Array.isArray(v) ? v[0] : v) ?? ""]));

export async function fleetContentAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "content.edit");
  const form = await readConsoleForm(request, CONTENT_FORM_LIMIT);
  if (form.intent !== "save") return data<FleetContentActionData>({ formError: "Send the fleet page's form." }, { status: 400 });
  const read = readFleetForm(form);
  if (!read.ok) {
    const count = Object.keys(read.fieldErrors).length;
    return data<FleetContentActionData>(
      {
        formError: `${count === 1 ? "One field needs" : `${count} fields need`} a change before saving: see the marked fields.`,
        fieldErrors: read.fieldErrors,
        values: firstValues(form),
      },
      { status: 400 },
    );
  }
  const runtime = context.get(runtimeContext);
  const { settings } = await readSiteLook(runtime.db, member.websiteId);
  const saved = await saveSettings(runtime.db, member.websiteId, { ...settings, fleetPage: read.text }, actorOf(context, member), {
    action: "content.fleet.edit",
    note: read.text ? "Fleet page: the dealer's words" : "Fleet page: back to the standard words",
  });
  if (saved.saved) runtime.sites.invalidate();
  return data<FleetContentActionData>({ ok: saved.saved ? "Saved. The fleet page shows it now." : "Nothing changed." });
}
