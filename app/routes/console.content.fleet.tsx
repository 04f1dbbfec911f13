import { FleetContentPage } from "~/app/features/console/fleet-content-page";
import { fleetContentAction, loadFleetContent } from "~/app/features/console/fleet-content.server";
import type { Route } from "./+types/console.content.fleet";

export const loader = ({ context }: Route.LoaderArgs) => loadFleetContent(context);

/** Save the fleet page's words (owners and managers): a same-origin POST, sanitised, audited. */
export const action = ({ request, context }: Route.ActionArgs) => fleetContentAction(request, context);

export function meta() {
  return [{ title: "Fleet page | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleFleetContent({ loaderData, actionData }: Route.ComponentProps) {
  return <FleetContentPage data={loaderData} answer={actionData} />;
}
