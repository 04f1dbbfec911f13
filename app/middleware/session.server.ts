/**
 * Reads the shopper's session once per request (after the tenant is known) and puts the signed-in user in
 * the router context. A request without the cookie costs no query. Any answer to a request carrying a
 * session cookie is private: a CDN must not cache one shopper's page for another.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { maskPhone } from "~/domain/auth/phone";
import { clearSessionCookie, findSessionUser, readSessionToken, SESSION_COOKIE_NAME, type SessionUser } from "~/server/auth/sessions";

export type SessionState = { user: SessionUser | null; token: string | null };

export const sessionContext = createContext<SessionState>({ user: null, token: null });

type ContextReader = Readonly<RouterContextProvider>;

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { site } = context.get(siteLookupContext);
  const runtime = context.get(runtimeContext);
  const token = site ? await readSessionToken(runtime.sessionKeys, request) : null;
  const user = site && token ? await findSessionUser(runtime.db, runtime.sessionKeys, site.id, token) : null;
  context.set(sessionContext, { user, token });
  const response = await next();
  if (token) {
    try {
      response.headers.set("Cache-Control", "private, no-store");
      // A stale cookie (expired, signed out elsewhere) is dropped unless this answer sets a fresh one.
      if (!user && !(response.headers.get("set-cookie") ?? "").includes(`${SESSION_COOKIE_NAME}=`)) {
        response.headers.append("Set-Cookie", await clearSessionCookie(runtime.sessionKeys));
      }
    } catch {
      // Immutable headers (a Response.redirect): nothing to add.
    }
  }
  return response;
};

export function currentUser(context: ContextReader): SessionUser | null {
  return context.get(sessionContext).user;
}

/** What the browser may know about the signed-in shopper on every page: an id and a masked phone. */
export function clientUser(context: ContextReader): { id: number; phone: string } | null {
  const user = currentUser(context);
  return user ? { id: user.id, phone: maskPhone(user.phone) } : null;
}
