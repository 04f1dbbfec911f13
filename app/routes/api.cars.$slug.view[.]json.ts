import { carViewCall } from "~/app/features/vehicle/car-api.server";
import type { Route } from "./+types/api.cars.$slug.view[.]json";

export const loader = ({ request, context, params }: Route.LoaderArgs) => carViewCall(request, context, params.slug);
