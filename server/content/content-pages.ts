import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { isSlug } from "~/domain/routing/slug";
import type { Db } from "~/server/db/client";
import { contentPages } from "~/server/db/schema";
import { livePage } from "./content-visibility";

/** A dealer's content page by slug, as the public may see it (published, its time come), or a 404. */
export async function loadContentPage(db: Db, websiteId: number, slug: string) {
  if (!isSlug(slug)) throw data("Not found", { status: 404 });
  const [page] = await db
    .select({ title: contentPages.title, body: contentPages.body, slug: contentPages.slug, format: contentPages.format })
    .from(contentPages)
    .where(and(eq(contentPages.websiteId, websiteId), eq(contentPages.slug, slug), livePage()))
    .limit(1);
  if (!page) throw data("Not found", { status: 404 });
  return page;
}
