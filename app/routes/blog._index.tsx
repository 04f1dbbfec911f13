import { BlogIndexPage } from "~/app/features/blog/blog-index-page";
import { siteNameOf } from "~/app/features/forms/route-helpers";
import { loadBlogIndexPage } from "~/app/features/blog/blog-index-page.server";
import type { Route } from "./+types/blog._index";

export const loader = ({ request, context }: Route.LoaderArgs) => loadBlogIndexPage(request, context);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `News and reviews | ${siteNameOf(matches)}` },
  { name: "description", content: `Vehicle reviews, buyer advice, motoring tips and news from ${siteNameOf(matches)}.` },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage data={loaderData} />;
}
