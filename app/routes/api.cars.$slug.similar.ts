import { carSimilarCall } from "~/app/features/vehicle/car-api.server";
import type { Route } from "./+types/api.cars.$slug.similar";

export const loader = ({ context, params }: Route.LoaderArgs) => carSimilarCall(context, params.slug);
