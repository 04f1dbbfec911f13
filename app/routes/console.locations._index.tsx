import { LocationsPage } from "~/app/features/console/locations-pages";
import { loadLocations } from "~/app/features/console/locations.server";
import type { Route } from "./+types/console.locations._index";

export const loader = ({ context }: Route.LoaderArgs) => loadLocations(context);

export function meta() {
  return [{ title: "Locations | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleLocations({ loaderData }: Route.ComponentProps) {
  return <LocationsPage data={loaderData} />;
}
