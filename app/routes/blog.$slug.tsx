import { BlogIndexPage } from "~/app/features/blog/blog-index-page";
import { BlogPostPage } from "~/app/features/blog/blog-post-page";
import { loadBlogSlugPage } from "~/app/features/blog/blog-post-page.server";
import { siteNameOf } from "~/app/features/forms/route-helpers";
import type { Route } from "./+types/blog.$slug";

/** /blog/{category} (e.g. /blog/vehicle-reviews) or /blog/{post-slug}. */
export const loader = ({ context, params }: Route.LoaderArgs) => loadBlogSlugPage(context, params.slug);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Not found" }];
  const site = siteNameOf(matches);
  if (data.kind === "category")
    return [
      { title: `${data.chosen} | News and reviews | ${site}` },
      { name: "description", content: `${data.chosen} from ${site}: ${data.posts.length} articles.` },
    ];
  return [{ title: `${data.post.title} | ${site}` }, { name: "description", content: data.post.excerpt }];
};

export default function BlogSlug({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "category" ? <BlogIndexPage data={loaderData} /> : <BlogPostPage data={loaderData} />;
}
