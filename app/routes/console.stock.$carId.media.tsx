import { CarMediaPage } from "~/app/features/console/stock-media-page";
import { carMediaAction, loadCarMedia } from "~/app/features/console/stock-media.server";
import type { Route } from "./+types/console.stock.$carId.media";

export const loader = ({ params, context }: Route.LoaderArgs) => loadCarMedia(params.carId, context);

/** Uploads (multipart, read as they arrive) and the small forms (move, hero, delete, order): same-origin POSTs, audited. */
export const action = ({ request, params, context }: Route.ActionArgs) => carMediaAction(request, params.carId, context);

/** The console's headers, and an upload's answer for the page's XMLHttpRequest (X-Media-Result). */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  const result = actionHeaders.get("X-Media-Result");
  if (result) out.set("X-Media-Result", result);
  return out;
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Photos: ${data?.car.name ?? "Car"} | Console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleCarMedia({ loaderData, actionData }: Route.ComponentProps) {
  return <CarMediaPage data={loaderData} actionData={actionData} />;
}
