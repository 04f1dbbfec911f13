/**
 * The blog's list pages: /blog (every post) and /blog/{category} (one category's, 001 §2). The old
 * /blog?category= address redirects to the category's path.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { categoryForSlug, categoryPath, orderedCategories } from "~/domain/blog/categories";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { listBlogPosts } from "~/server/blog/blog-posts";

type Context = Readonly<RouterContextProvider>;

export async function loadBlogIndexPage(request: Request, context: Context) {
  const site = requireSite(context);
  const posts = await listBlogPosts(context.get(runtimeContext).db, site.id);
  const categories = orderedCategories(posts.map((p) => p.category));
  const asked = new URL(request.url).searchParams.get("category");
  const chosen = asked ? categoryForSlug(asked, categories) : null;
  if (chosen) throw redirect(categoryPath(chosen), 301);
  return { posts, categories, chosen: null as string | null };
}

/** /blog/{category}: that category's posts (the caller has checked the category exists). */
export async function loadBlogCategoryPage(context: Context, category: string, categories: string[]) {
  const site = requireSite(context);
  const posts = await listBlogPosts(context.get(runtimeContext).db, site.id, category);
  return { posts, categories, chosen: category as string | null };
}

export type BlogIndexPageData = Awaited<ReturnType<typeof loadBlogIndexPage>>;
