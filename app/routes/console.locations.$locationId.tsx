import { LocationEditPage } from "~/app/features/console/locations-pages";
import { loadLocation, locationAction } from "~/app/features/console/locations.server";
import type { Route } from "./+types/console.locations.$locationId";

export const loader = ({ context, params }: Route.LoaderArgs) => loadLocation(context, params.locationId);

/** Save the location (owners and managers); another dealer's location is a 404. */
export const action = ({ request, context, params }: Route.ActionArgs) => locationAction(request, context, params.locationId);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.name ?? "Location"} | Console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleLocation({ loaderData, actionData }: Route.ComponentProps) {
  return <LocationEditPage data={loaderData} answer={actionData} />;
}
