/**
 * The console's Content section (issue 20): the dealer's pages and blog posts listed with where each stands (draft,
 * scheduled, published), and one page's or post's editor (new, or an id: another dealer's id is a 404). Owners and
 * managers (content.edit); a save or a delete shows on the public site within its poll in every process (ADR 040).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { readPageForm, readPostForm, type FieldErrors } from "~/domain/content/content-form";
import { isFixedPage } from "~/domain/content/content-slugs";
import { PUBLISH_STATE_LABELS, publishState } from "~/domain/content/publishing";
import { bodyHtml } from "~/domain/content/rich-text";
import { orderedCategories, SPEC_BLOG_CATEGORIES } from "~/domain/blog/categories";
import { wallTimeOf } from "~/domain/console/dashboard-days";
import { siteDefaultState, stateTimeZone } from "~/domain/locations/australian-state";
import { contentPagePath } from "~/domain/vehicle/sitemap";
import {
  createPage,
  createPost,
  deletePage,
  deletePost,
  findConsolePage,
  findConsolePost,
  listConsoleCategories,
  listConsolePages,
  listConsolePosts,
  savePage,
  savePost,
  type DeleteResult,
  type WriteResult,
} from "~/server/console/content";
import { CONTENT_FORM_LIMIT } from "~/server/console/content-images";
import { notFoundUnless, readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { actorOf } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

const dealerZone = (context: Ctx) => stateTimeZone(null, siteDefaultState(requireSite(context).settings));

const stateOf = (item: { status: string; publishAt: Date | null }, now: Date) => {
  const state = publishState(item, now);
  return { state, label: PUBLISH_STATE_LABELS[state] };
};

export async function loadContentIndex(context: Ctx) {
  const member = requireStaff(context, "content.edit");
  const { db } = context.get(runtimeContext);
  const zone = dealerZone(context);
  const now = new Date();
  const [pages, posts] = await Promise.all([listConsolePages(db, member.websiteId), listConsolePosts(db, member.websiteId)]);
  return {
    pages: pages.map((p) => ({
      id: p.id,
      title: p.title,
      path: contentPagePath(p.slug),
      ...stateOf(p, now),
      at: p.publishAt ? wallTimeOf(p.publishAt, zone) : null,
    })),
    posts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      category: p.category,
      path: `/blog/${p.slug}`,
      ...stateOf({ status: p.status, publishAt: p.publishedAt }, now),
      at: wallTimeOf(p.publishedAt, zone),
    })),
  };
}

/** "new", or an id: digits only, else a 404 like an unknown one. */
function idParam(param: string | undefined, what: string): number | "new" {
  if (param === "new") return "new";
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) throw data(`${what} was not found.`, { status: 404 });
  return Number(param);
}

export type ContentValues = Record<string, string>;
export type ContentActionData = { ok?: string; formError?: string; fieldErrors?: FieldErrors; values?: ContentValues };

const firstValues = (form: Record<string, string | string[] | undefined>): ContentValues =>
  Object.fromEntries(Object.entries(form).map(([k, v]) => [k, (Array.isArray(v) ? v[0] : v) ?? ""]));

function refused(status: 400 | 409, fieldErrors: FieldErrors, values: ContentValues) {
  const count = Object.keys(fieldErrors).length;
  return data<ContentActionData>(
    {
      formError: `${count === 1 ? "One field needs" : `${count} fields need`} a change before saving: see the marked fields.`,
      fieldErrors,
      values,
    },
    { status },
  );
}

/** This process drops its cached pages at once (the others within their poll). */
const invalidate = (context: Ctx) => context.get(runtimeContext).sites.invalidate();

function answerWrite(context: Ctx, result: WriteResult, values: ContentValues, kind: "pages" | "posts", created: boolean) {
  if (!result.ok) return refused(result.status, result.fieldErrors, values);
  if (result.changed) invalidate(context);
  if (created) throw redirect(`/console/content/${kind}/${result.id}?saved=1`);
  return data<ContentActionData>({ ok: result.changed ? "Saved. The public site shows it now." : "Nothing changed." });
}

function answerDelete(context: Ctx, result: DeleteResult, what: string) {
  const done = notFoundUnless(result, what);
  if (!done.ok) return data<ContentActionData>({ formError: done.message }, { status: 409 });
  invalidate(context);
  throw redirect("/console/content?deleted=1");
}

// ---------------------------------------------------------------------------------------------
// Pages

export async function loadPageEditor(context: Ctx, param: string | undefined) {
  const member = requireStaff(context, "content.edit");
  const id = idParam(param, "This page");
  if (id === "new")
    return { id: null, fixed: false, path: null, values: { title: "", slug: "", body: "", status: "draft", publishAt: "" } };
  const row = notFoundUnless(await findConsolePage(context.get(runtimeContext).db, member.websiteId, id), "This page");
  return {
    id: row.id,
    fixed: isFixedPage(row.slug),
    path: contentPagePath(row.slug),
    values: {
      title: row.title,
      slug: row.slug,
      body: bodyHtml(row.body, row.format),
      status: row.status === "published" ? "published" : "draft",
      publishAt: row.publishAt ? wallTimeOf(row.publishAt, dealerZone(context)) : "",
    },
  };
}

export async function pageAction(request: Request, context: Ctx, param: string | undefined) {
  const member = requireStaffPost(request, context, "content.edit");
  const id = idParam(param, "This page");
  const { db } = context.get(runtimeContext);
  // Another dealer's page is a 404 before anything about the form is said.
  if (id !== "new") notFoundUnless(await findConsolePage(db, member.websiteId, id), "This page");
  const form = await readConsoleForm(request, CONTENT_FORM_LIMIT);
  const actor = actorOf(context, member);
  if (form.intent === "delete") {
    if (id === "new") throw data("This page was not found.", { status: 404 });
    return answerDelete(context, await deletePage(db, member.websiteId, id, actor), "This page");
  }
  const values = firstValues(form);
  const read = readPageForm(form, dealerZone(context));
  if (!read.ok) return refused(400, read.fieldErrors, values);
  if (id === "new") return answerWrite(context, await createPage(db, member.websiteId, read.edit, actor), values, "pages", true);
  return answerWrite(
    context,
    notFoundUnless(await savePage(db, member.websiteId, id, read.edit, actor), "This page"),
    values,
    "pages",
    false,
  );
}

// ---------------------------------------------------------------------------------------------
// Blog posts

export async function loadPostEditor(context: Ctx, param: string | undefined) {
  const member = requireStaff(context, "content.edit");
  const id = idParam(param, "This post");
  const { db } = context.get(runtimeContext);
  const categories = orderedCategories([...SPEC_BLOG_CATEGORIES, ...(await listConsoleCategories(db, member.websiteId))]);
  if (id === "new")
    return {
      id: null,
      path: null,
      categories,
      values: { title: "", slug: "", body: "", status: "draft", publishAt: "", category: categories[0] ?? "", excerpt: "", imageUrl: "" },
    };
  const row = notFoundUnless(await findConsolePost(db, member.websiteId, id), "This post");
  return {
    id: row.id,
    path: `/blog/${row.slug}`,
    categories,
    values: {
      title: row.title,
      slug: row.slug,
      body: bodyHtml(row.body, row.format),
      status: row.status === "published" ? "published" : "draft",
      publishAt: wallTimeOf(row.publishedAt, dealerZone(context)),
      category: row.category,
      excerpt: row.excerpt,
      imageUrl: row.imageUrl,
    },
  };
}

export async function postAction(request: Request, context: Ctx, param: string | undefined) {
  const member = requireStaffPost(request, context, "content.edit");
  const id = idParam(param, "This post");
  const { db } = context.get(runtimeContext);
  if (id !== "new") notFoundUnless(await findConsolePost(db, member.websiteId, id), "This post");
  const form = await readConsoleForm(request, CONTENT_FORM_LIMIT);
  const actor = actorOf(context, member);
  if (form.intent === "delete") {
    if (id === "new") throw data("This post was not found.", { status: 404 });
    return answerDelete(context, await deletePost(db, member.websiteId, id, actor), "This post");
  }
  const values = firstValues(form);
  const read = readPostForm(form, dealerZone(context));
  if (!read.ok) return refused(400, read.fieldErrors, values);
  if (id === "new") return answerWrite(context, await createPost(db, member.websiteId, read.edit, actor), values, "posts", true);
  return answerWrite(
    context,
    notFoundUnless(await savePost(db, member.websiteId, id, read.edit, actor), "This post"),
    values,
    "posts",
    false,
  );
}
