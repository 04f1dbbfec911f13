import { signInAction } from "~/app/features/auth/sign-in-action.server";
import { SignInPage } from "~/app/features/auth/sign-in-page";
import { loadSignInPage } from "~/app/features/auth/sign-in-page.server";
import type { Route } from "./+types/sign-in";

export const loader = ({ request, context }: Route.LoaderArgs) => loadSignInPage(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context);
}

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: data ? `${data.title} | ${data.siteName}` : "Sign in" },
    { name: "description", content: `Sign in with your mobile number${data ? ` to ${data.siteName}` : ""}: we text you a code.` },
    { name: "robots", content: "noindex" },
  ];
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage {...loaderData} actionData={actionData} />;
}
