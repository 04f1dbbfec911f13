import { AcceptInvitePage } from "~/app/features/console/staff-auth-pages";
import { acceptInviteAction, loadAcceptInvitePage } from "~/app/features/console/staff-auth.server";
import type { Route } from "./+types/console.accept-invite";

export const loader = ({ request, context }: Route.LoaderArgs) => loadAcceptInvitePage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => acceptInviteAction(request, context);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Accept your invitation | ${data?.siteName ?? "Dealer"} console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleAcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  return <AcceptInvitePage {...loaderData} actionData={actionData} />;
}
