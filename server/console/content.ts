/**
 * The console's Content section (issue 20, ADR 050): a dealer's pages and blog posts read and written. Every write
 * is one transaction: the row (scoped by the dealer: another dealer's id is not found), an audit entry with the
 * changed fields before and after, and `websites.updated_at` moved, so every process drops its cached pages within
 * its poll (ADR 040). Bodies arrive already sanitised (domain/content/content-form.ts) and are stored as HTML.
 */
import { isDeepStrictEqual } from "node:util";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { isFixedPage, pageSlugProblem, postSlugProblem } from "~/domain/content/content-slugs";
import type { PageEdit, PostEdit } from "~/domain/content/content-form";
import { postPublishTime } from "~/domain/content/publishing";
import type { Db } from "~/server/db/client";
import { blogPosts, contentPages, websites } from "~/server/db/schema";
import { ALL_TAB_CONTENT_SLUGS } from "~/server/vehicle/tabs";
import { writeAudit } from "./audit";
import type { Actor } from "./settings-versions";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type WriteResult =
  { ok: true; id: number; changed: boolean } | { ok: false; status: 400 | 409; fieldErrors: Record<string, string> };

/** Moves the site's updated_at: every process's site directory drops its cached pages on its next poll (ADR 040). */
export async function touchSite(tx: Tx, websiteId: number) {
  await tx
    .update(websites)
    .set({ updatedAt: sql`now()` })
    .where(eq(websites.id, websiteId));
}

export async function audit(
  tx: Tx,
  websiteId: number,
  actor: Actor,
  action: string,
  subject: string,
  before: object | null,
  after: object | null,
) {
  await writeAudit(tx, {
    websiteId,
    staffUserId: actor.staffUserId,
    actor: actor.email,
    action,
    subject: subject.slice(0, 500),
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
    ip: actor.ip,
  });
}

/** The fields of `next` that differ from `row`, as before and after. */
export function changes<T extends Record<string, unknown>>(row: T, next: Partial<T>) {
  const keys = Object.keys(next).filter((k) => !isDeepStrictEqual(row[k], next[k]));
  return {
    keys,
    before: Object.fromEntries(keys.map((k) => [k, row[k]])),
    after: Object.fromEntries(keys.map((k) => [k, next[k]])),
  };
}

const TAB_SLUGS: readonly string[] = ALL_TAB_CONTENT_SLUGS;

// ---------------------------------------------------------------------------------------------
// Pages

/** The dealer's pages (not the vehicle page's tab texts), the standard three first. */
export async function listConsolePages(db: Db, websiteId: number) {
  const rows = await db
    .select({
      id: contentPages.id,
      slug: contentPages.slug,
      title: contentPages.title,
      status: contentPages.status,
      publishAt: contentPages.publishAt,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.websiteId, websiteId))
    .orderBy(asc(contentPages.title));
  return rows.filter((r) => !TAB_SLUGS.includes(r.slug)).sort((a, b) => Number(isFixedPage(b.slug)) - Number(isFixedPage(a.slug)));
}

/** One of this dealer's pages, or null (another dealer's id, or a tab text, reads like an unknown one). */
export async function findConsolePage(db: Db, websiteId: number, id: number) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.id, id), eq(contentPages.websiteId, websiteId)))
    .limit(1);
  return row && !TAB_SLUGS.includes(row.slug) ? row : null;
}

async function pageSlugTaken(tx: Tx, websiteId: number, slug: string, exceptId: number | null) {
  const [row] = await tx
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.websiteId, websiteId), eq(contentPages.slug, slug), exceptId ? ne(contentPages.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

const TAKEN = (what: string) => ({ slug: `Another ${what} has this address: choose another.` });

export async function createPage(db: Db, websiteId: number, edit: PageEdit, actor: Actor): Promise<WriteResult> {
  const problem = pageSlugProblem(edit.slug, TAB_SLUGS);
  if (problem) return { ok: false, status: 400, fieldErrors: { slug: problem } };
  return db.transaction(async (tx): Promise<WriteResult> => {
    if (await pageSlugTaken(tx, websiteId, edit.slug, null)) return { ok: false, status: 409, fieldErrors: TAKEN("page") };
    const values = { ...edit, format: "html" };
    const [row] = await tx
      .insert(contentPages)
      .values({ websiteId, ...values })
      .returning({ id: contentPages.id });
    await audit(tx, websiteId, actor, "content.page.create", `Page ${edit.title} (#${row.id})`, null, values);
    await touchSite(tx, websiteId);
    return { ok: true, id: row.id, changed: true };
  });
}

/** Saves a page; null when it is not this dealer's. The standard pages keep their address and stay published. */
export async function savePage(db: Db, websiteId: number, id: number, edit: PageEdit, actor: Actor): Promise<WriteResult | null> {
  return db.transaction(async (tx): Promise<WriteResult | null> => {
    const [row] = await tx
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.id, id), eq(contentPages.websiteId, websiteId)))
      .for("update");
    if (!row || TAB_SLUGS.includes(row.slug)) return null;
    if (isFixedPage(row.slug)) {
      const errors: Record<string, string> = {};
      if (edit.slug !== row.slug) errors.slug = "This standard page keeps its address (the footer and the forms link it).";
      if (edit.status !== "published" || edit.publishAt) errors.status = "This standard page stays published: edit its text instead.";
      if (Object.keys(errors).length) return { ok: false, status: 400, fieldErrors: errors };
    } else if (edit.slug !== row.slug) {
      const problem = pageSlugProblem(edit.slug, TAB_SLUGS);
      if (problem) return { ok: false, status: 400, fieldErrors: { slug: problem } };
      if (await pageSlugTaken(tx, websiteId, edit.slug, id)) return { ok: false, status: 409, fieldErrors: TAKEN("page") };
    }
    const diff = changes(row, { ...edit, format: "html" });
    if (diff.keys.length === 0) return { ok: true, id, changed: false };
    await tx
      .update(contentPages)
      .set({ ...diff.after, updatedAt: sql`now()` })
      .where(eq(contentPages.id, id));
    await audit(tx, websiteId, actor, "content.page.edit", `Page ${row.title} (#${id}): ${diff.keys.join(", ")}`, diff.before, diff.after);
    await touchSite(tx, websiteId);
    return { ok: true, id, changed: true };
  });
}

export type DeleteResult = { ok: true } | { ok: false; message: string } | null;

export async function deletePage(db: Db, websiteId: number, id: number, actor: Actor): Promise<DeleteResult> {
  return db.transaction(async (tx): Promise<DeleteResult> => {
    const [row] = await tx
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.id, id), eq(contentPages.websiteId, websiteId)))
      .for("update");
    if (!row || TAB_SLUGS.includes(row.slug)) return null;
    if (isFixedPage(row.slug)) return { ok: false, message: "This standard page cannot be deleted (the footer and the forms link it)." };
    await tx.delete(contentPages).where(eq(contentPages.id, id));
    const { id: _id, websiteId: _site, ...before } = row;
    await audit(tx, websiteId, actor, "content.page.delete", `Page ${row.title} (#${id})`, before, null);
    await touchSite(tx, websiteId);
    return { ok: true };
  });
}

// ---------------------------------------------------------------------------------------------
// Blog posts

export async function listConsolePosts(db: Db, websiteId: number) {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      category: blogPosts.category,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.websiteId, websiteId))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(500);
}

/** Every category the dealer's posts use, shown or not (the form offers them; a post may not take one's address). */
export async function listConsoleCategories(db: Db, websiteId: number): Promise<string[]> {
  const rows = await db.selectDistinct({ category: blogPosts.category }).from(blogPosts).where(eq(blogPosts.websiteId, websiteId));
  return rows.map((r) => r.category);
}

export async function findConsolePost(db: Db, websiteId: number, id: number) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.websiteId, websiteId)))
    .limit(1);
  return row ?? null;
}

async function postSlugChecks(tx: Tx, websiteId: number, edit: PostEdit, exceptId: number | null): Promise<WriteResult | null> {
  const categories = await listConsoleCategories(tx as unknown as Db, websiteId);
  const problem = postSlugProblem(edit.slug, [...categories, edit.category]);
  if (problem) return { ok: false, status: 400, fieldErrors: { slug: problem } };
  const [taken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.websiteId, websiteId), eq(blogPosts.slug, edit.slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .limit(1);
  return taken ? { ok: false, status: 409, fieldErrors: TAKEN("post") } : null;
}

function postValues(edit: PostEdit, before: { status: string; publishedAt: Date } | null, now: Date) {
  const { publishAt, ...rest } = edit;
  return { ...rest, publishedAt: postPublishTime({ status: edit.status, publishAt }, before, now), format: "html" };
}

export async function createPost(db: Db, websiteId: number, edit: PostEdit, actor: Actor, now = new Date()): Promise<WriteResult> {
  return db.transaction(async (tx): Promise<WriteResult> => {
    const refused = await postSlugChecks(tx, websiteId, edit, null);
    if (refused) return refused;
    const values = postValues(edit, null, now);
    const [row] = await tx
      .insert(blogPosts)
      .values({ websiteId, ...values })
      .returning({ id: blogPosts.id });
    await audit(tx, websiteId, actor, "content.post.create", `Post ${edit.title} (#${row.id})`, null, values);
    await touchSite(tx, websiteId);
    return { ok: true, id: row.id, changed: true };
  });
}

export async function savePost(
  db: Db,
  websiteId: number,
  id: number,
  edit: PostEdit,
  actor: Actor,
  now = new Date(),
): Promise<WriteResult | null> {
  return db.transaction(async (tx): Promise<WriteResult | null> => {
    const [row] = await tx
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.websiteId, websiteId)))
      .for("update");
    if (!row) return null;
    if (edit.slug !== row.slug || edit.category !== row.category) {
      const refused = await postSlugChecks(tx, websiteId, edit, id);
      if (refused) return refused;
    }
    const diff = changes(row, postValues(edit, row, now));
    if (diff.keys.length === 0) return { ok: true, id, changed: false };
    await tx
      .update(blogPosts)
      .set({ ...diff.after, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id));
    await audit(tx, websiteId, actor, "content.post.edit", `Post ${row.title} (#${id}): ${diff.keys.join(", ")}`, diff.before, diff.after);
    await touchSite(tx, websiteId);
    return { ok: true, id, changed: true };
  });
}

export async function deletePost(db: Db, websiteId: number, id: number, actor: Actor): Promise<DeleteResult> {
  return db.transaction(async (tx): Promise<DeleteResult> => {
    const [row] = await tx
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.websiteId, websiteId)))
      .for("update");
    if (!row) return null;
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    const { id: _id, websiteId: _site, ...before } = row;
    await audit(tx, websiteId, actor, "content.post.delete", `Post ${row.title} (#${id})`, before, null);
    await touchSite(tx, websiteId);
    return { ok: true };
  });
}
