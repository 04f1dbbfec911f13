import { useSearchParams } from "react-router";
import { CarPage } from "~/app/features/console/stock-car-form";
import { carAction, loadCar } from "~/app/features/console/stock.server";
import type { Route } from "./+types/console.stock.$carId._index";

export const loader = ({ params, context }: Route.LoaderArgs) => loadCar(params.carId, context);

/** The whole car form (stock.edit) or the status-only form (stock.status): same-origin POSTs, each in the audit log. */
export const action = ({ request, params, context }: Route.ActionArgs) => carAction(request, params.carId, context);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.car.name || "Car"} | Console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleCar({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return <CarPage data={loaderData} actionData={actionData} added={params.get("added") === "1"} />;
}
