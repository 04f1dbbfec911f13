import { StaffSignInPage } from "~/app/features/console/staff-auth-pages";
import { loadSignInPage, signInAction } from "~/app/features/console/staff-auth.server";
import type { Route } from "./+types/console.sign-in";

export const loader = ({ request, context }: Route.LoaderArgs) => loadSignInPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Sign in | ${data?.siteName ?? "Dealer"} console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffSignInPage {...loaderData} actionData={actionData} />;
}
