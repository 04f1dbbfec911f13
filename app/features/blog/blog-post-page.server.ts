/**
 * /blog/{slug}: a category of the site's posts (/blog/vehicle-reviews…) when the segment names one, else the
 * site's post at this slug (not found otherwise), with the featured news beside it.
 */
import type { RouterContextProvider } from "react-router";
import { categoryForSlug, featuredNews, orderedCategories } from "~/domain/blog/categories";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { listBlogCategories, listBlogPosts, loadBlogPost } from "~/server/blog/blog-posts";
import { renderedBody } from "~/app/features/content/content-page.server";
import { loadBlogCategoryPage } from "./blog-index-page.server";

export async function loadBlogSlugPage(context: Readonly<RouterContextProvider>, slug: string) {
  const site = requireSite(context);
  const { db } = context.get(runtimeContext);
  const categories = orderedCategories(await listBlogCategories(db, site.id));
  const category = categoryForSlug(slug, categories);
  if (category) return { kind: "category" as const, ...(await loadBlogCategoryPage(context, category, categories)) };
  const { body, format, ...post } = await loadBlogPost(db, site.id, slug);
  const recent = await listBlogPosts(db, site.id);
  return { kind: "post" as const, post: { ...post, html: renderedBody(body, format, []).html }, featured: featuredNews(recent, post.slug) };
}

export type BlogSlugPageData = Awaited<ReturnType<typeof loadBlogSlugPage>>;
