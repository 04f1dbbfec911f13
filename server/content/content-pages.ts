import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { isSlug } from "~/domain/routing/slug";
import type { Db } from "~/server/db/client";
import { contentPages } from "~/server/db/schema";

/** A dealer's content page by slug, or a 404. */
export async function loadContentPage(db: Db, websiteId: number, slug: string) {
  if (!isSlug(slug)) throw data("Not found", { status: 404 });
  const [page] = await db
    .select({ title: contentPages.title, body: contentPages.body, slug: contentPages.slug })
    .from(contentPages)
    .where(and(eq(contentPages.websiteId, websiteId), eq(contentPages.slug, slug)))
    .limit(1);
  if (!page) throw data("Not found", { status: 404 });
  return page;
}
