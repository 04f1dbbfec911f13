import { StaffResetPage } from "~/app/features/console/staff-auth-pages";
import { loadResetPage, resetAction } from "~/app/features/console/staff-auth.server";
import type { Route } from "./+types/console.reset-password";

export const loader = ({ request, context }: Route.LoaderArgs) => loadResetPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => resetAction(request, context);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Reset your password | ${data?.siteName ?? "Dealer"} console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffResetPage {...loaderData} actionData={actionData} />;
}
