import { Link } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { ContentPage } from "~/app/features/content/content-page";
import { loadBlogPost } from "~/server/blog/blog-posts";
import type { Route } from "./+types/blog.$slug";

export const loader = ({ context, params }: Route.LoaderArgs) => loadBlogPost(context.get(runtimeContext).db, requireSite(context).id, params.slug);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Post" },
  { name: "description", content: data?.excerpt ?? "" },
];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-3xl px-4 pt-6 text-sm text-muted">
        <Link to="/blog" className="underline">News and reviews</Link> / <span>{loaderData.category}</span>
      </nav>
      <ContentPage title={loaderData.title} body={loaderData.body} />
    </>
  );
}
