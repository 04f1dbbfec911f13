import { LocationEditPage } from "~/app/features/console/locations-pages";
import { loadNewLocation, newLocationAction } from "~/app/features/console/locations.server";
import type { Route } from "./+types/console.locations.new";

export const loader = ({ context }: Route.LoaderArgs) => loadNewLocation(context);

/** Adds a location (owners and managers; the postcode geocoded), then opens it. */
export const action = ({ request, context }: Route.ActionArgs) => newLocationAction(request, context);

export function meta() {
  return [{ title: "Add a location | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleNewLocation({ loaderData, actionData }: Route.ComponentProps) {
  return <LocationEditPage data={loaderData} answer={actionData} />;
}
