import { carAutogaugeCall } from "~/app/features/vehicle/car-api.server";
import type { Route } from "./+types/api.cars.$slug.autogauge";

export const loader = ({ context, params }: Route.LoaderArgs) => carAutogaugeCall(context, params.slug);
