import { ContentIndexPage } from "~/app/features/console/content-pages";
import { loadContentIndex } from "~/app/features/console/content.server";
import type { Route } from "./+types/console.content._index";

export const loader = ({ context }: Route.LoaderArgs) => loadContentIndex(context);

export function meta() {
  return [{ title: "Content | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleContent({ loaderData }: Route.ComponentProps) {
  return <ContentIndexPage data={loaderData} />;
}
