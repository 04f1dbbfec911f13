/** The blog index's loader: the site's posts, narrowed to one category when ?category= names one. */
import type { RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { slugify } from "~/domain/routing/slug";
import { listBlogPosts } from "~/server/blog/blog-posts";

export async function loadBlogIndexPage(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const category = new URL(request.url).searchParams.get("category") ?? undefined;
  const posts = await listBlogPosts(context.get(runtimeContext).db, site.id);
  const categories = [...new Set(posts.map((p) => p.category))];
  const chosen = categories.find((c) => slugify(c, { splitCamelCase: true }) === category);
  return { posts: chosen ? posts.filter((p) => p.category === chosen) : posts, categories, chosen: chosen ?? null };
}

export type BlogIndexPageData = Awaited<ReturnType<typeof loadBlogIndexPage>>;
