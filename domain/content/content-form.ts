/**
 * A page and a blog post as the console's Content section edits them (issue 20): title, address (slug), body
 * (rich text, sanitised here so what is stored is already safe), draft or published, and a publish time typed on
 * the dealer's clock (a datetime-local value in the dealer's time zone). A post adds its category, excerpt and
 * picture. Read with zod, one message per field; the address rules are ./content-slugs.ts.
 */
import { z } from "zod";
import { wallTimeInstant } from "~/domain/console/dashboard-days";
import { isContentStatus, type ContentStatus } from "./publishing";
import { imageSourceAllowed, plainTextOf, RICH_TEXT_MAX, sanitiseRichText } from "./rich-text";
import { slugFor, slugProblem } from "./content-slugs";

export type ContentForm = Record<string, string | string[] | undefined>;
export type FieldErrors = Record<string, string>;

export type PageEdit = { title: string; slug: string; body: string; status: ContentStatus; publishAt: Date | null };
export type PostEdit = PageEdit & { category: string; excerpt: string; imageUrl: string };

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const text = (label: string, max: number) => z.string().trim().max(max, `Keep the ${label} under ${max} characters.`);

const pageSchema = z.object({
  title: text("title", 200).min(1, "Enter the title."),
  slug: text("address", 200),
  body: z.string().max(RICH_TEXT_MAX, `Keep the text under ${RICH_TEXT_MAX.toLocaleString("en-AU")} characters.`),
  status: z.string().refine(isContentStatus, "Choose draft or published."),
  publishAt: z
    .string()
    .trim()
    .refine((v) => v === "" || (LOCAL_TIME.test(v) && !Number.isNaN(Date.parse(`${v}:00Z`))), "Enter the publish time as a date and time."),
});

const postSchema = pageSchema.extend({
  category: text("category", 60).min(1, "Choose or type a category."),
  excerpt: text("summary", 400).min(1, "Write a sentence or two for the blog's list."),
  imageUrl: z
    .string()
    .trim()
    .max(500, "Keep the picture's address under 500 characters.")
    .refine((v) => imageSourceAllowed(v), "Upload a picture or give an https:// address of one."),
});

function firstValues(form: ContentForm, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const v = form[name];
      return [name, (Array.isArray(v) ? v[0] : v) ?? ""];
    }),
  );
}

function issuesOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? "title")] ??= issue.message;
  return fieldErrors;
}

/** Shared by both: the address (typed, or from the title), the cleaned body, the publish time as an instant. */
function common(v: z.infer<typeof pageSchema>, timeZone: string): { edit: PageEdit; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const slug = slugFor(v.slug, v.title);
  const problem = slugProblem(slug);
  if (problem) errors.slug = problem;
  const body = sanitiseRichText(v.body);
  if (!plainTextOf(body) && !/<img\b/.test(body)) errors.body = "Write the text (what was typed had nothing that can be shown).";
  const publishAt = v.publishAt ? wallTimeInstant(v.publishAt, timeZone) : null;
  return { edit: { title: v.title, slug, body, status: v.status as ContentStatus, publishAt }, errors };
}

export type Read<T> = { ok: true; edit: T } | { ok: false; fieldErrors: FieldErrors };

export function readPageForm(form: ContentForm, timeZone: string): Read<PageEdit> {
  const parsed = pageSchema.safeParse(firstValues(form, ["title", "slug", "body", "status", "publishAt"]));
  if (!parsed.success) return { ok: false, fieldErrors: issuesOf(parsed.error) };
  const { edit, errors } = common(parsed.data, timeZone);
  return Object.keys(errors).length ? { ok: false, fieldErrors: errors } : { ok: true, edit };
}

export function readPostForm(form: ContentForm, timeZone: string): Read<PostEdit> {
  const parsed = postSchema.safeParse(
    firstValues(form, ["title", "slug", "body", "status", "publishAt", "category", "excerpt", "imageUrl"]),
  );
  if (!parsed.success) return { ok: false, fieldErrors: issuesOf(parsed.error) };
  const { edit, errors } = common(parsed.data, timeZone);
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  const { category, excerpt, imageUrl } = parsed.data;
  return { ok: true, edit: { ...edit, category, excerpt, imageUrl } };
}
