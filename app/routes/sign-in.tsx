import { redirect } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { signInAction } from "~/app/features/auth/sign-in-action.server";
import { SignInPage } from "~/app/features/auth/sign-in-page";
import { currentUser } from "~/app/middleware/session.server";
import { safePath } from "~/domain/auth/safe-path";
import { GENERIC_SIGN_IN, parseSignInType, SIGN_IN_HEADINGS } from "~/domain/auth/sign-in-types";
import { socketAddressContext } from "~/server/auth/client-ip";
import { unsentCodeHint } from "~/server/services/sms";
import type { Route } from "./+types/sign-in";
import { parseRecordId } from "~/domain/routing/record-id";

export function loader({ request, context }: Route.LoaderArgs) {
  const site = requireSite(context);
  const params = new URL(request.url).searchParams;
  const type = parseSignInType(params.get("type"));
  const redirectTo = safePath(params.get("redirect"));
  const back = safePath(params.get("back"));
  const carId = parseRecordId(params.get("car_id"))?.toString() ?? null;
  const user = currentUser(context);
  // Already signed in (e.g. in another tab): just go on. A GET never changes data, whatever site linked here,
  // so a car named in the link is not saved; the heart there is a same-origin form post once signed in.
  if (user) throw redirect(redirectTo);
  const heading = type ? SIGN_IN_HEADINGS[type] : GENERIC_SIGN_IN;
  return { siteName: site.name, type, redirectTo, back, carId, title: heading.title, reason: heading.reason, codeHint: unsentCodeHint(context.get(runtimeContext).sms.settings, context.get(socketAddressContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context);
}

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `${data.title} | ${data.siteName}` : "Sign in" }, { name: "robots", content: "noindex" }];
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage {...loaderData} actionData={actionData} />;
}
