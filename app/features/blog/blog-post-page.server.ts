/** A blog post's loader: the site's post at this slug (not found otherwise). */
import type { RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { loadBlogPost } from "~/server/blog/blog-posts";

export function loadBlogPostPage(context: Readonly<RouterContextProvider>, slug: string) {
  return loadBlogPost(context.get(runtimeContext).db, requireSite(context).id, slug);
}
