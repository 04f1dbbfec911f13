import { carViewerCall } from "~/app/features/vehicle/car-api.server";
import type { Route } from "./+types/api.cars.$slug.viewer";

export const loader = ({ context, params }: Route.LoaderArgs) => carViewerCall(context, params.slug);
