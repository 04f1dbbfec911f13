/**
 * What the public site may show of a dealer's content, as SQL (domain/content/publishing.ts's rule at the database's
 * clock, at request time): a published page with no publish time or one that has passed; a published post whose
 * publish time has passed. A scheduled item appears on the first request after its time, with no job to run.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { blogPosts, contentPages } from "~/server/db/schema";

export const livePage = () =>
  and(eq(contentPages.status, "published"), or(isNull(contentPages.publishAt), lte(contentPages.publishAt, sql`now()`)));

export const livePost = () => and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, sql`now()`));
