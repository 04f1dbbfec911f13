import { PostEditorPage } from "~/app/features/console/content-pages";
import { loadPostEditor, postAction } from "~/app/features/console/content.server";
import type { Route } from "./+types/console.content.posts.$postId";

/** /console/content/posts/new or /console/content/posts/<id>: another dealer's post is a 404. */
export const loader = ({ context, params }: Route.LoaderArgs) => loadPostEditor(context, params.postId);

/** Save (create) or delete the post (owners and managers). */
export const action = ({ request, context, params }: Route.ActionArgs) => postAction(request, context, params.postId);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.values.title || "New post"} | Console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleContentPost({ loaderData, actionData }: Route.ComponentProps) {
  return <PostEditorPage data={loaderData} answer={actionData} />;
}
