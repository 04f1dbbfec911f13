import { ThemePage } from "~/app/features/console/theme-pages";
import { loadThemePage, themeAction } from "~/app/features/console/theme-page.server";
import type { Route } from "./+types/console.theme";

export const loader = ({ context }: Route.LoaderArgs) => loadThemePage(context);

/** Save the template, colours and font, or revert to an earlier version (owners and managers). */
export const action = ({ request, context }: Route.ActionArgs) => themeAction(request, context);

export function meta() {
  return [{ title: "Theme | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleTheme({ loaderData, actionData }: Route.ComponentProps) {
  return <ThemePage data={loaderData} actionData={actionData} />;
}
