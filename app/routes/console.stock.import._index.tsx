import { ImportPage, PROGRESS_REFRESH_SECONDS } from "~/app/features/console/feed-import-pages";
import { importAction, loadImportPage } from "~/app/features/console/feed-import.server";
import type { Route } from "./+types/console.stock.import._index";

export const loader = ({ context }: Route.LoaderArgs) => loadImportPage(context);

/** Uploads a feed (multipart, streamed and capped) or applies the latest dry run (audited). */
export const action = ({ request, context }: Route.ActionArgs) => importAction(request, context);

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "Import stock | Console" },
    { name: "robots", content: "noindex" },
    // Progress without JavaScript: the page reloads itself while a run is going.
    ...(loaderData?.run?.active ? [{ httpEquiv: "refresh", content: String(PROGRESS_REFRESH_SECONDS) }] : []),
  ];
}

export default function ConsoleStockImport({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportPage data={loaderData} actionData={actionData} />;
}
