/**
 * An offer as the console's Offers page edits it (issue 20): name, description, disclaimer, category, the make and
 * model it is for (slugs made from the names), the model link's override URL, and its schedule as days in the
 * dealer's time zone (live from the start day's midnight to the end of the end day, as `isOfferLive` reads it).
 * A group offer (no dealer: every site selling the make sees it) is the platform operator's, with the dealers it
 * is excluded from named by their slugs. Read from the form with zod and one message per field.
 */
import { z } from "zod";
import { addDays, dayKey, startOfDay } from "~/domain/console/dashboard-days";
import { slugify } from "~/domain/routing/slug";
import { isOfferLive, offerStartsExpanded, truncateText } from "./offer-rules";

export type OfferEdit = {
  name: string;
  description: string;
  disclaimer: string;
  category: string;
  manufacturer: string | null;
  manufacturerSlug: string | null;
  modelName: string | null;
  modelSlug: string | null;
  modelOverrideUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** What the form adds for the operator's group offers: the dealers (by slug) that do not show it. */
export type OfferFormRead =
  { ok: true; edit: OfferEdit; group: boolean; excludedSlugs: string[] } | { ok: false; fieldErrors: Record<string, string> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) =>
  DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const text = (label: string, max: number) => z.string().trim().max(max, `Keep the ${label} under ${max} characters.`);

const offerFormSchema = z
  .object({
    name: text("offer's name", 120).min(1, "Enter the offer's name."),
    description: text("description", 2000),
    disclaimer: text("disclaimer", 2000),
    category: text("category", 60),
    manufacturer: text("make", 40),
    modelName: text("model", 60),
    modelOverrideUrl: z
      .string()
      .trim()
      .max(300, "Keep the link under 300 characters.")
      .refine((v) => v === "" || (/^\/[^\s/][^\s]*$|^\/$/.test(v) && !v.startsWith("//")) || /^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), {
        message: "Enter a path on this site (like /search/new-used-and-demo-cars?model=RAV4) or an https:// address.",
      }),
    startsOn: z
      .string()
      .trim()
      .refine((v) => v === "" || isDay(v), "Enter the start as a date."),
    endsOn: z
      .string()
      .trim()
      .refine((v) => v === "" || isDay(v), "Enter the end as a date."),
    group: z.string().optional(),
    excluded: z.string().max(4000, "List fewer dealers.").optional(),
  })
  .refine((o) => !(o.startsOn && o.endsOn) || o.endsOn >= o.startsOn, { message: "The end is before the start.", path: ["endsOn"] })
  .refine((o) => o.modelOverrideUrl === "" || o.modelName !== "", {
    message: "A link override needs the model it links: enter the model too.",
    path: ["modelOverrideUrl"],
  })
  .refine((o) => o.group !== "on" || o.manufacturer !== "", {
    message: "A group offer reaches the dealers selling its make: enter the make.",
    path: ["manufacturer"],
  });

const FIELDS = [
  "name",
  "description",
  "disclaimer",
  "category",
  "manufacturer",
  "modelName",
  "modelOverrideUrl",
  "startsOn",
  "endsOn",
  "group",
  "excluded",
] as const;

/** The form's fields, read once each (a repeated name keeps its first value). */
function firstValues(form: Record<string, string | string[] | undefined>): Record<(typeof FIELDS)[number], string> {
  return Object.fromEntries(
    FIELDS.map((name) => {
      const v = form[name];
      return [name, (Array.isArray(v) ? v[0] : v) ?? ""];
    }),
  ) as Record<(typeof FIELDS)[number], string>;
}

/** Reads the offer form; `timeZone` is the dealer's (days are the dealer's calendar days). */
export function readOfferForm(form: Record<string, string | string[] | undefined>, timeZone: string): OfferFormRead {
  const parsed = offerFormSchema.safeParse(firstValues(form));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "name");
      fieldErrors[key] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const o = parsed.data;
  const excludedSlugs = [
    ...new Set(
      (o.excluded ?? "")
        .split(/[\s,]+/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return {
    ok: true,
    group: o.group === "on",
    excludedSlugs: o.group === "on" ? excludedSlugs : [],
    edit: {
      name: o.name,
      description: o.description,
      disclaimer: o.disclaimer,
      category: o.category,
      manufacturer: o.manufacturer || null,
      manufacturerSlug: o.manufacturer ? slugify(o.manufacturer) : null,
      modelName: o.modelName || null,
      modelSlug: o.modelName ? slugify(o.modelName) : null,
      modelOverrideUrl: o.modelOverrideUrl || null,
      startsAt: o.startsOn ? startOfDay(o.startsOn, timeZone) : null,
      endsAt: o.endsOn ? new Date(startOfDay(addDays(o.endsOn, 1), timeZone).getTime() - 1) : null,
    },
  };
}

/** The form's values for a stored offer (the days in the dealer's time zone). */
export function offerFormValues(
  offer: Omit<OfferEdit, "manufacturerSlug" | "modelSlug"> & { websiteId: number | null },
  timeZone: string,
  excludedSlugs: readonly string[] = [],
): Record<string, string> {
  return {
    name: offer.name,
    description: offer.description,
    disclaimer: offer.disclaimer,
    category: offer.category,
    manufacturer: offer.manufacturer ?? "",
    modelName: offer.modelName ?? "",
    modelOverrideUrl: offer.modelOverrideUrl ?? "",
    startsOn: offer.startsAt ? dayKey(offer.startsAt, timeZone) : "",
    endsOn: offer.endsAt ? dayKey(offer.endsAt, timeZone) : "",
    group: offer.websiteId === null ? "on" : "",
    excluded: excludedSlugs.join("\n"),
  };
}

export type OfferSchedule = "live" | "scheduled" | "ended";

/** Where an offer is in its schedule at `now`: before its start, live, or after its end. */
export function offerSchedule(offer: { startsAt: Date | null; endsAt: Date | null }, now: Date): OfferSchedule {
  if (isOfferLive(offer, now)) return "live";
  return offer.startsAt && now.getTime() < offer.startsAt.getTime() ? "scheduled" : "ended";
}

/** What the public card does with the texts (the card's own rules): cut or not, and whether it starts expanded. */
export function offerTruncation(
  offer: { description: string; disclaimer: string },
  settings: { descriptionTruncate: number; disclaimerTruncate: number; viewMoreThreshold: number; startExpanded: boolean },
) {
  return {
    startsExpanded: offerStartsExpanded(offer, settings),
    description: {
      ...truncateText(offer.description, settings.descriptionTruncate),
      limit: settings.descriptionTruncate,
      length: offer.description.length,
    },
    disclaimer: {
      ...truncateText(offer.disclaimer, settings.disclaimerTruncate),
      limit: settings.disclaimerTruncate,
      length: offer.disclaimer.length,
    },
  };
}
