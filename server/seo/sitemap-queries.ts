/** The slugs a dealer's sitemap lists besides its cars: blog posts and content pages. */
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { blogPosts, contentPages } from "~/server/db/schema";

export async function siteBlogPostsForSitemap(db: Db, websiteId: number) {
  return db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, category: blogPosts.category })
    .from(blogPosts)
    .where(eq(blogPosts.websiteId, websiteId))
    .orderBy(desc(blogPosts.publishedAt));
}

export async function siteContentSlugsForSitemap(db: Db, websiteId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: contentPages.slug })
    .from(contentPages)
    .where(eq(contentPages.websiteId, websiteId))
    .orderBy(asc(contentPages.id));
  return rows.map((r) => r.slug);
}
