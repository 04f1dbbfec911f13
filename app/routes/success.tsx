import { formPageMeta } from "~/app/features/forms/route-helpers";
import { SuccessPage } from "~/app/features/forms/success-page";
import { loadSuccessPage } from "~/app/features/forms/success-page.server";
import type { Route } from "./+types/success";

/** The thank-you page after a lead form; its loader reads no lead (see loadSuccessPage). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadSuccessPage(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) => formPageMeta(data?.content.title ?? "Thank you", matches, { noindex: true });

export default function Success({ loaderData }: Route.ComponentProps) {
  return <SuccessPage data={loaderData} />;
}
