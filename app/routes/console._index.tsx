import { consoleHome } from "~/app/features/console/leads.server";
import type { Route } from "./+types/console._index";

/** The console's first page: the leads inbox for now (the dashboard is issue 19's later part). */
export const loader = ({ context }: Route.LoaderArgs) => consoleHome(context);
