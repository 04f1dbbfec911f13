import { MappingPage } from "~/app/features/console/feed-import-pages";
import { loadMappingPage, mappingAction } from "~/app/features/console/feed-import.server";
import type { Route } from "./+types/console.stock.import.mapping";

export const loader = ({ request, context }: Route.LoaderArgs) => loadMappingPage(request, context);

/** Saves the dealer's column mapping and starts the dry run. */
export const action = ({ request, context }: Route.ActionArgs) => mappingAction(request, context);

export function meta() {
  return [{ title: "Map the feed's columns | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleStockImportMapping({ loaderData, actionData }: Route.ComponentProps) {
  return <MappingPage data={loaderData} actionData={actionData} />;
}
