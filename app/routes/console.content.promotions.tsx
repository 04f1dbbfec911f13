import { PromotionsPage } from "~/app/features/console/promotions-page";
import { loadPromotions, promotionsAction } from "~/app/features/console/promotions.server";
import type { Route } from "./+types/console.content.promotions";

export const loader = ({ context }: Route.LoaderArgs) => loadPromotions(context);

/** Add, edit (multipart, with the picture), move or remove a slide (owners and managers): same-origin POSTs, audited. */
export const action = ({ request, context }: Route.ActionArgs) => promotionsAction(request, context);

export function meta() {
  return [{ title: "Home promotions | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsolePromotions({ loaderData, actionData }: Route.ComponentProps) {
  return <PromotionsPage data={loaderData} answer={actionData} />;
}
