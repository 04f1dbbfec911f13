/** The pages a dealer's sitemap lists besides its cars: blog posts and content pages, with their titles (the sitemap page names them). */
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { blogPosts, contentPages } from "~/server/db/schema";
import { livePage, livePost } from "~/server/content/content-visibility";

export async function siteBlogPostsForSitemap(db: Db, websiteId: number) {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title, publishedAt: blogPosts.publishedAt, category: blogPosts.category })
    .from(blogPosts)
    .where(and(eq(blogPosts.websiteId, websiteId), livePost()))
    .orderBy(desc(blogPosts.publishedAt));
}

export async function siteContentPagesForSitemap(db: Db, websiteId: number): Promise<Array<{ slug: string; title: string }>> {
  return db
    .select({ slug: contentPages.slug, title: contentPages.title })
    .from(contentPages)
    .where(and(eq(contentPages.websiteId, websiteId), livePage()))
    .orderBy(asc(contentPages.id));
}
