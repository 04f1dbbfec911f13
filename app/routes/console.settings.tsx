import { SettingsPage } from "~/app/features/console/settings-pages";
import { loadSettingsPage, settingsAction } from "~/app/features/console/settings-page.server";
import type { Route } from "./+types/console.settings";

export const loader = ({ context }: Route.LoaderArgs) => loadSettingsPage(context);

/** Save the settings form, or revert to an earlier version (owners and managers). */
export const action = ({ request, context }: Route.ActionArgs) => settingsAction(request, context);

export function meta() {
  return [{ title: "Settings | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage data={loaderData} actionData={actionData} />;
}
