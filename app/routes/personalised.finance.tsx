import { PersonalisedPage } from "~/app/features/finance/personalised-page";
import { loadPersonalisedPage } from "~/app/features/finance/personalised-page.server";
import { formPageMeta } from "~/app/features/forms/route-helpers";
import type { Route } from "./+types/personalised.finance";

/** A finance quote personalised with the shopper's credit, deposit and term (gated: sign-in type car-finance). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadPersonalisedPage(request, context);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Your personalised finance quote", matches, { noindex: true });

export default function PersonalisedFinance({ loaderData }: Route.ComponentProps) {
  return <PersonalisedPage data={loaderData} />;
}
