import { AccountPage } from "~/app/features/console/account-page";
import { accountAction, loadAccountPage } from "~/app/features/console/account.server";
import type { Route } from "./+types/console.account";

export const loader = ({ context }: Route.LoaderArgs) => loadAccountPage(context);

/** The authenticator on or off, a new password: same-origin POSTs, each in the audit log. */
export const action = ({ request, context }: Route.ActionArgs) => accountAction(request, context);

export function meta() {
  return [{ title: "Your account | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage data={loaderData} actionData={actionData} />;
}
