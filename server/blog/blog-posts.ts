import { and, desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { isSlug } from "~/domain/routing/slug";
import type { Db } from "~/server/db/client";
import { blogPosts } from "~/server/db/schema";
import { livePost } from "~/server/content/content-visibility";

const listColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  category: blogPosts.category,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  publishedAt: blogPosts.publishedAt,
};

/** A dealer's posts the public may see (published, their time come), newest first, optionally of one category. */
export async function listBlogPosts(db: Db, websiteId: number, category?: string) {
  const where = and(eq(blogPosts.websiteId, websiteId), livePost(), category ? eq(blogPosts.category, category) : undefined);
  return db.select(listColumns).from(blogPosts).where(where).orderBy(desc(blogPosts.publishedAt)).limit(60);
}

/** The categories the site's shown posts use. */
export async function listBlogCategories(db: Db, websiteId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(and(eq(blogPosts.websiteId, websiteId), livePost()));
  return rows.map((r) => r.category);
}

export async function loadBlogPost(db: Db, websiteId: number, slug: string) {
  if (!isSlug(slug)) throw data("Not found", { status: 404 });
  const [post] = await db
    .select({ ...listColumns, body: blogPosts.body, format: blogPosts.format })
    .from(blogPosts)
    .where(and(eq(blogPosts.websiteId, websiteId), eq(blogPosts.slug, slug), livePost()))
    .limit(1);
  if (!post) throw data("Not found", { status: 404 });
  return post;
}
