import { PageEditorPage } from "~/app/features/console/content-pages";
import { loadPageEditor, pageAction } from "~/app/features/console/content.server";
import type { Route } from "./+types/console.content.pages.$pageId";

/** /console/content/pages/new or /console/content/pages/<id>: another dealer's page is a 404. */
export const loader = ({ context, params }: Route.LoaderArgs) => loadPageEditor(context, params.pageId);

/** Save (create) or delete the page (owners and managers). */
export const action = ({ request, context, params }: Route.ActionArgs) => pageAction(request, context, params.pageId);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.values.title || "New page"} | Console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleContentPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageEditorPage data={loaderData} answer={actionData} />;
}
