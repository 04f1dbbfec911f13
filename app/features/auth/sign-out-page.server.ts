/** The sign-out page's loader and action. */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { sessionContext } from "~/app/middleware/session.server";
import { maskPhone } from "~/domain/auth/phone";
import { safePath } from "~/domain/auth/safe-path";
import { clearSessionCookie, deleteSession } from "~/server/auth/sessions";
import { readFormBody } from "~/server/http/body-readers";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/server/http/same-origin";

export function loadSignOutPage(context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const { user } = context.get(sessionContext);
  if (!user) throw redirect("/");
  return { siteName: site.name, phone: maskPhone(user.phone) };
}

/**
 * Sign-out is a same-origin POST (a link, an image or another site's form cannot sign a shopper out);
 * the session row is deleted, the cookie cleared.
 */
export async function signOut(request: Request, context: Readonly<RouterContextProvider>) {
  requireSite(context);
  if (!isSameOrigin(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
  const body = await readFormBody(request, { limit: 16 * 1024 });
  if (!body.ok) throw data(body.message, { status: body.status });
  const { token } = context.get(sessionContext);
  const runtime = context.get(runtimeContext);
  if (token) await deleteSession(runtime.db, runtime.sessionKeys, token);
  return redirect(safePath(body.values.redirect), {
    headers: { "Set-Cookie": await clearSessionCookie(runtime.sessionKeys), "Cache-Control": "no-store" },
  });
}
