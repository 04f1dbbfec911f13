/**
 * The /fleet page's words (issue 20): its heading, introduction, and the side panel's heading and text, edited in the
 * console's Content › Fleet page and kept in the settings (`fleetPage`, domain/settings/schema.ts). The two texts are
 * rich text, cleaned by the Content section's sanitiser (./rich-text.ts) when the form is read and again when the
 * page is drawn. Any part left empty keeps the standard words below, so a dealer who never edits it has today's page.
 */
import { fleetPageSchema } from "~/domain/settings/schema";
import type { z } from "zod";
import { bodyHtml, plainTextOf, sanitiseRichText } from "./rich-text";

export type FleetPageText = z.output<typeof fleetPageSchema>;

export const FLEET_DEFAULT_HEADING = "Fleet and business sales";
export const FLEET_DEFAULT_PANEL_HEADING = "What your business gets";
export const FLEET_DEFAULT_BENEFITS = [
  "Fleet pricing on new and demonstrator vehicles, with volume and repeat-order terms.",
  "One contact for quotes, finance or leasing, registration and delivery.",
  "Servicing booked around your business, with loan vehicles where available.",
  "Trade-in or buy-back of your current fleet vehicles.",
] as const;

export function fleetDefaultIntro(siteName: string): string {
  return `Whether you run two vehicles or two hundred, ${siteName}'s fleet team looks after your business from the first quote to every service.`;
}

export function fleetDefaultDescription(siteName: string): string {
  return `Fleet pricing, finance, delivery and servicing for businesses from ${siteName}. Send a fleet enquiry online.`;
}

/** Cleaned rich text, or "" when nothing in it can be shown (only tags, or only what the sanitiser drops). */
function cleanText(html: string): string {
  const clean = sanitiseRichText(html);
  return plainTextOf(clean) || /<img\b/.test(clean) ? clean : "";
}

const FIELDS = ["heading", "intro", "panelHeading", "panelText"] as const;

export type FleetFormRead = { ok: true; text: FleetPageText | null } | { ok: false; fieldErrors: Record<string, string> };

/** Reads the posted form: the cleaned words (null when every part is empty: the standard page), or a message per field. */
export function readFleetForm(form: Readonly<Record<string, string | string[] | undefined>>): FleetFormRead {
  const value = (name: string) => {
    const v = form[name];
    return ((Array.isArray(v) ? v[0] : v) ?? "").toString();
  };
  const parsed = fleetPageSchema.safeParse(Object.fromEntries(FIELDS.map((f) => [f, value(f)])));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "heading")] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const fieldErrors: Record<string, string> = {};
  const text = { ...parsed.data, intro: cleanText(parsed.data.intro), panelText: cleanText(parsed.data.panelText) };
  for (const name of ["intro", "panelText"] as const) {
    if (parsed.data[name].trim() && !text[name])
      fieldErrors[name] = "What was typed had nothing that can be shown: write the text, or leave it empty.";
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  return { ok: true, text: FIELDS.every((f) => text[f] === "") ? null : text };
}

/** The form's values for the stored words (empty parts empty: the form says what shows instead). */
export function fleetFormValues(text: FleetPageText | null): Record<(typeof FIELDS)[number], string> {
  return {
    heading: text?.heading ?? "",
    intro: text?.intro ?? "",
    panelHeading: text?.panelHeading ?? "",
    panelText: text?.panelText ?? "",
  };
}

/** What /fleet shows: the dealer's words where given (their HTML cleaned again), the standard words elsewhere. */
export type FleetView = {
  heading: string;
  intro: { html: string } | { text: string };
  panelHeading: string;
  panel: { html: string } | { items: readonly string[] };
  description: string;
};

export function fleetView(text: FleetPageText | null, siteName: string, describe: (words: string) => string): FleetView {
  const intro = text?.intro ? bodyHtml(text.intro, "html") : "";
  const panel = text?.panelText ? bodyHtml(text.panelText, "html") : "";
  const introWords = intro ? plainTextOf(intro) : "";
  return {
    heading: text?.heading || FLEET_DEFAULT_HEADING,
    intro: intro ? { html: intro } : { text: fleetDefaultIntro(siteName) },
    panelHeading: text?.panelHeading || FLEET_DEFAULT_PANEL_HEADING,
    panel: panel ? { html: panel } : { items: FLEET_DEFAULT_BENEFITS },
    description: introWords ? describe(introWords) : fleetDefaultDescription(siteName),
  };
}
