/**
 * The console's one guard (ADR 036). `staffMiddleware` (on the /console route) reads the staff session once per
 * request; every console loader calls `requireStaff(context, action)`, every console action
 * `requireStaffPost(request, context, action)` (the same-origin check first, then the same guard):
 *
 * - nobody signed in on this dealer: a redirect to /console/sign-in, coming back to the page afterwards;
 * - signed in, but the role may not take the action (domain/console/permissions.ts): 403 with a sentence saying so;
 * - a record of another dealer: the loader's query is scoped by `member.websiteId` and finds nothing, and the page
 *   answers 404 through `notFoundUnless` (never 403, which would confirm the id exists).
 *
 * Console answers are `Cache-Control: private, no-store`.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { OPERATOR_ONLY_MESSAGE } from "~/domain/console/onboarding";
import { can, PERMISSION_MESSAGES, type ConsoleAction } from "~/domain/console/permissions";
import { safePath } from "~/domain/auth/safe-path";
import { clientIp } from "~/server/auth/client-ip";
import { readFormBody, type FormRead } from "~/server/http/body-readers";
import { requireSite, runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/server/http/same-origin";
import { writeAudit, type AuditEntry } from "./audit";
import { clearStaffCookie, findStaffMember, readStaffToken, STAFF_COOKIE_NAME, type StaffMember } from "./staff-sessions";

export type { StaffMember } from "./staff-sessions";

type StaffState = { member: StaffMember | null; token: string | null; path: string };
type ContextReader = Readonly<RouterContextProvider>;

export const staffContext = createContext<StaffState>({ member: null, token: null, path: "/console" });

export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { site } = context.get(siteLookupContext);
  const runtime = context.get(runtimeContext);
  const token = site ? await readStaffToken(runtime.sessionKeys, request) : null;
  const member = site && token ? await findStaffMember(runtime.db, runtime.sessionKeys, site.id, token) : null;
  const url = new URL(request.url);
  context.set(staffContext, { member, token, path: `${url.pathname.replace(/\.data$/, "")}${url.search}` });
  const response = await next();
  try {
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex");
    if (token && !member && !(response.headers.get("set-cookie") ?? "").includes(`${STAFF_COOKIE_NAME}=`)) {
      response.headers.append("Set-Cookie", await clearStaffCookie(runtime.sessionKeys));
    }
  } catch {
    // Immutable headers (a Response.redirect): nothing to add.
  }
  return response;
};

/** The signed-in staff member, or null (the console's header and sign-in page). */
export function currentStaff(context: ContextReader): StaffMember | null {
  return context.get(staffContext).member;
}

export function staffToken(context: ContextReader): string | null {
  return context.get(staffContext).token;
}

/** The staff member signed in on this request's dealer; nobody is sent to sign in, coming back afterwards. */
function signedIn(context: ContextReader): StaffMember {
  const site = requireSite(context);
  const { member, path } = context.get(staffContext);
  if (!member || member.websiteId !== site.id) {
    throw redirect(`/console/sign-in?redirect=${encodeURIComponent(safePath(path))}`, {
      headers: { "Cache-Control": "private, no-store" },
    });
  }
  return member;
}

/** The guard of every console loader: the staff member allowed to take `action` on this request's dealer. */
export function requireStaff(context: ContextReader, action: ConsoleAction): StaffMember {
  const member = signedIn(context);
  if (!can(member.role, action)) throw data(PERMISSION_MESSAGES[action], { status: 403 });
  return member;
}

/**
 * The guard of the platform operator's pages (onboarding a dealer, custom domains): signed in, and the operator flag
 * itself — an operator acts as an owner on every dealer, so no role check can tell an owner from the operator.
 */
export function requireOperator(context: ContextReader): StaffMember {
  const member = signedIn(context);
  if (!member.platformOperator) throw data(OPERATOR_ONLY_MESSAGE, { status: 403 });
  return member;
}

/** `requireOperator` for an action: a same-origin POST first, as `requireStaffPost`. */
export function requireOperatorPost(request: Request, context: ContextReader): StaffMember {
  if (request.method !== "POST") throw data("Send this as a POST.", { status: 405 });
  if (!isSameOrigin(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
  return requireOperator(context);
}

/**
 * The guard of every console action: a same-origin POST (403 with the platform's message otherwise), then
 * `requireStaff`. Reads no body: `readConsoleForm` reads a form, an upload reads its own.
 */
export function requireStaffPost(request: Request, context: ContextReader, action: ConsoleAction): StaffMember {
  if (request.method !== "POST") throw data("Send this as a POST.", { status: 405 });
  if (!isSameOrigin(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
  return requireStaff(context, action);
}

/** A console form (urlencoded or multipart, at most `limit` bytes, 16 KiB by default). */
export async function readConsoleForm(request: Request, limit = 16 * 1024): Promise<Extract<FormRead, { ok: true }>["values"]> {
  const body = await readFormBody(request, { limit });
  if (!body.ok) throw data(body.message, { status: body.status });
  return body.values;
}

/** A 404 for a record this dealer does not have (another dealer's id reads exactly like an unknown one). */
export function notFoundUnless<T>(record: T | null | undefined, what = "This record"): T {
  if (record === null || record === undefined) throw data(`${what} was not found.`, { status: 404 });
  return record;
}

/** Writes an audit entry for a signed-in staff member's action (inside the action's transaction when given one). */
export async function auditAction(
  context: ContextReader,
  member: StaffMember,
  entry: Omit<AuditEntry, "websiteId" | "staffUserId" | "actor" | "ip">,
  db: Parameters<typeof writeAudit>[0] = context.get(runtimeContext).db,
): Promise<void> {
  await writeAudit(db, { ...entry, websiteId: member.websiteId, staffUserId: member.id, actor: member.email, ip: clientIp(context) });
}
