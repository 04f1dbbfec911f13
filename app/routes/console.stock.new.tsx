import { NewCarPage } from "~/app/features/console/stock-car-form";
import { loadNewCar, newCarAction } from "~/app/features/console/stock.server";
import type { Route } from "./+types/console.stock.new";

export const loader = ({ context }: Route.LoaderArgs) => loadNewCar(context);

/** Adds a car (audited), then opens its page. */
export const action = ({ request, context }: Route.ActionArgs) => newCarAction(request, context);

export function meta() {
  return [{ title: "Add a car | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleNewCar({ loaderData, actionData }: Route.ComponentProps) {
  return <NewCarPage data={loaderData} actionData={actionData} />;
}
