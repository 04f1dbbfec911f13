/** The sign-in page's loader: which sign-in this is, where it goes next, and (in development) where the code went. */
import { redirect, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { currentUser } from "~/app/middleware/session.server";
import { safePath } from "~/domain/auth/safe-path";
import { GENERIC_SIGN_IN, parseSignInType, SIGN_IN_HEADINGS } from "~/domain/auth/sign-in-types";
import { parseRecordId } from "~/domain/routing/record-id";
import { socketAddressContext } from "~/server/auth/client-ip";
import { unsentCodeHint } from "~/server/services/sms";

export function loadSignInPage(request: Request, context: Readonly<RouterContextProvider>) {
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
  return {
    siteName: site.name,
    type,
    redirectTo,
    back,
    carId,
    title: heading.title,
    reason: heading.reason,
    codeHint: unsentCodeHint(context.get(runtimeContext).sms.settings, context.get(socketAddressContext)),
  };
}
