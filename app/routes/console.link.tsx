import { StaffLinkPage } from "~/app/features/console/staff-auth-pages";
import { linkAction, loadLinkPage } from "~/app/features/console/staff-auth.server";
import type { Route } from "./+types/console.link";

/** An emailed sign-in link: opening it shows a button (a mail scanner's GET uses nothing up); the POST signs in. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadLinkPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => linkAction(request, context);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Sign in | ${data?.siteName ?? "Dealer"} console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleLink({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffLinkPage {...loaderData} actionData={actionData} />;
}
