import { Link } from "react-router";
import { loadBlogPostPage } from "~/app/features/blog/blog-post-page.server";
import { ContentPage } from "~/app/features/content/content-page";
import type { Route } from "./+types/blog.$slug";

export const loader = ({ context, params }: Route.LoaderArgs) => loadBlogPostPage(context, params.slug);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Post" },
  { name: "description", content: data?.excerpt ?? "" },
];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-3xl px-4 pt-6 text-sm text-muted">
        <Link to="/blog" className="underline">
          News and reviews
        </Link>{" "}
        / <span>{loaderData.category}</span>
      </nav>
      <ContentPage title={loaderData.title} body={loaderData.body} />
    </>
  );
}
