import { BlogIndexPage } from "~/app/features/blog/blog-index-page";
import { loadBlogIndexPage } from "~/app/features/blog/blog-index-page.server";
import type { Route } from "./+types/blog._index";

export const loader = ({ request, context }: Route.LoaderArgs) => loadBlogIndexPage(request, context);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `News and reviews | ${(matches[0]?.loaderData as { site: { name: string } | null })?.site?.name ?? ""}` },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage data={loaderData} />;
}
