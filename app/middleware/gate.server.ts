/**
 * The sign-in gate: a signed-out visitor of a gated path (per the dealer's `access` settings) is sent to
 * /sign-in with the path's type, to come back to the same path (and query) afterwards. "Back" is the
 * same-site page they came from, or the home page.
 */
import { redirect, type MiddlewareFunction } from "react-router";
import { siteLookupContext } from "~/server/http/router-context";
import { gateFor, signInPath } from "~/domain/auth/gates";
import { safePath, sameSiteReferrerPath } from "~/domain/auth/safe-path";
import { sessionContext } from "./session.server";

export const gateMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { site } = context.get(siteLookupContext);
  if (!site) return next();
  const url = new URL(request.url);
  const type = gateFor(url.pathname, site.settings);
  if (!type || context.get(sessionContext).user) return next();
  const back = sameSiteReferrerPath(request.headers.get("referer"), request.url) ?? "/";
  // The gated path itself goes through the same rule: "//my-garage" reaches the gate, but is no path to come back to.
  throw redirect(signInPath(type, safePath(`${url.pathname}${url.search}`), back), { headers: { "Cache-Control": "private, no-store" } });
};
