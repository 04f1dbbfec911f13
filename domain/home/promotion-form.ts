/**
 * The console's Content › Home promotions form (issue 20): one slide's words, link and dates read from a posted form
 * and checked by the settings schema's own slide rules (domain/settings/schema.ts: alt text required, a link on this
 * site, the end after the start), and the list's small changes (move up or down, remove) found by position and the
 * slide's key, so a form from a page opened before someone else's change never acts on another slide.
 */
import { z } from "zod";
import { wallTimeInstant, wallTimeOf } from "~/domain/console/dashboard-days";
import { MAX_PROMOTION_SLIDES, promotionSlideSchema } from "~/domain/settings/schema";

export type PromotionSlide = z.output<typeof promotionSlideSchema>;
export type SlideFieldErrors = Record<string, string>;
export type SlideRead = { ok: true; slide: PromotionSlide } | { ok: false; fieldErrors: SlideFieldErrors };

/** The form's fields besides the picture (an upload, or the address of the one kept). */
export const SLIDE_TEXT_FIELDS = ["alt", "title", "text", "href", "cta", "startsAt", "endsAt"] as const;

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

function localTime(value: string, timeZone: string): { iso?: string; error?: string } {
  const v = value.trim();
  if (v === "") return {};
  if (!LOCAL_TIME.test(v) || Number.isNaN(Date.parse(`${v}:00Z`))) return { error: "Enter a date and time." };
  return { iso: wallTimeInstant(v, timeZone).toISOString() };
}

/**
 * A slide from the posted fields and its picture's address (`imageUrl`: just uploaded, or kept), dates typed on the
 * dealer's clock (`timeZone`). An empty button text takes the schema's default.
 */
export function readSlideForm(fields: Readonly<Record<string, string | undefined>>, imageUrl: string | null, timeZone: string): SlideRead {
  const value = (name: string) => (fields[name] ?? "").toString();
  const fieldErrors: SlideFieldErrors = {};
  const startsAt = localTime(value("startsAt"), timeZone);
  const endsAt = localTime(value("endsAt"), timeZone);
  if (startsAt.error) fieldErrors.startsAt = startsAt.error;
  if (endsAt.error) fieldErrors.endsAt = endsAt.error;
  const cta = value("cta").trim();
  const parsed = promotionSlideSchema.safeParse({
    imageUrl: imageUrl ?? "",
    alt: value("alt"),
    title: value("title"),
    text: value("text"),
    href: value("href"),
    ...(cta ? { cta } : {}),
    ...(startsAt.iso ? { startsAt: startsAt.iso } : {}),
    ...(endsAt.iso ? { endsAt: endsAt.iso } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "title");
      fieldErrors[name === "imageUrl" ? "image" : name] ??= issue.message;
    }
  }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, slide: parsed.data };
}

/** The form's values for a stored slide (dates on the dealer's clock, as datetime-local). */
export function slideFormValues(slide: PromotionSlide, timeZone: string): Record<string, string> {
  return {
    imageUrl: slide.imageUrl,
    alt: slide.alt,
    title: slide.title,
    text: slide.text,
    href: slide.href,
    cta: slide.cta,
    startsAt: slide.startsAt ? wallTimeOf(new Date(slide.startsAt), timeZone) : "",
    endsAt: slide.endsAt ? wallTimeOf(new Date(slide.endsAt), timeZone) : "",
  };
}

/** What a form names a slide by besides its position: its picture and title (a changed slide no longer matches). */
export function slideKey(slide: Pick<PromotionSlide, "imageUrl" | "title">): string {
  return `${slide.imageUrl} ${slide.title}`;
}

/**
 * The slide a small form acts on: its position and key as posted. `missing` (404) when no slide is at that position,
 * `changed` (409) when the slide there is not the one the page showed.
 */
export function findSlide(
  slides: readonly PromotionSlide[],
  index: string | undefined,
  key: string | undefined,
): { index: number } | { missing: true } | { changed: true } {
  if (!index || !/^\d{1,2}$/.test(index) || Number(index) >= slides.length) return { missing: true };
  const at = Number(index);
  return slideKey(slides[at]) === key ? { index: at } : { changed: true };
}

/** The list with the slide at `index` moved one place up (earlier) or down; unchanged at either end. */
export function moveSlide<T>(slides: readonly T[], index: number, direction: "up" | "down"): T[] {
  const to = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || index >= slides.length || to < 0 || to >= slides.length) return [...slides];
  const next = [...slides];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** Why one more slide cannot be added, or null. */
export function addSlideProblem(count: number): string | null {
  return count >= MAX_PROMOTION_SLIDES ? `The slider holds at most ${MAX_PROMOTION_SLIDES} slides: remove one first.` : null;
}

/** A slide's dates as the list says them ("from 1 Dec 2026, 9:00 am"), on the dealer's clock; empty when always shown. */
export function slideScheduleLabel(slide: Pick<PromotionSlide, "startsAt" | "endsAt">, timeZone: string, now: Date): string {
  const format = (iso: string) =>
    new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
  const parts: string[] = [];
  if (slide.startsAt) parts.push(`from ${format(slide.startsAt)}`);
  if (slide.endsAt) parts.push(`until ${format(slide.endsAt)}`);
  if (parts.length === 0) return "";
  const state =
    slide.endsAt && Date.parse(slide.endsAt) <= now.getTime()
      ? "Ended"
      : slide.startsAt && Date.parse(slide.startsAt) > now.getTime()
        ? "Scheduled"
        : "Showing";
  return `${state}: ${parts.join(" ")}`;
}

/** A slide picture uploaded for this dealer before (a refused form keeps it): content/{dealer}/{hash}.{ext}. */
export function isOwnSlideUpload(url: string, siteSlug: string): boolean {
  const match = /^\/media\/content\/([a-z0-9-]{1,80})\/[a-f0-9]{32}\.(?:jpg|png|webp)$/.exec(url);
  return match !== null && match[1] === siteSlug;
}
