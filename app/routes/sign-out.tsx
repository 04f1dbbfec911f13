import { SignOutPage } from "~/app/features/auth/sign-out-page";
import { loadSignOutPage, signOut } from "~/app/features/auth/sign-out-page.server";
import type { Route } from "./+types/sign-out";

export const loader = ({ context }: Route.LoaderArgs) => loadSignOutPage(context);

/** A same-origin POST deletes the session and clears the cookie (see signOut). */
export const action = ({ request, context }: Route.ActionArgs) => signOut(request, context);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Sign out | ${data.siteName}` : "Sign out" }, { name: "robots", content: "noindex" }];
}

export default function SignOut({ loaderData }: Route.ComponentProps) {
  return <SignOutPage phone={loaderData.phone} />;
}
