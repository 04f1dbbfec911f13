/**
 * The console's sign-in pages (ADR 036): sign in (password, + TOTP code when set; or "email me a link"), the emailed
 * link's page, password reset, accepting an invitation, and sign-out. Every POST is same-origin checked first; every
 * field is validated here with a message, and refused with a 4xx.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { safePath } from "~/domain/auth/safe-path";
import { ROLE_LABELS, isStaffRole } from "~/domain/console/permissions";
import { emailSchema, passwordSchema, SIGN_IN_MESSAGES, totpCodeSchema } from "~/domain/console/staff-rules";
import { clientIp } from "~/server/auth/client-ip";
import { writeAudit } from "~/server/console/audit";
import { currentStaff, readConsoleForm, staffToken } from "~/server/console/require-staff";
import { clearStaffCookie, deleteStaffSession, setStaffCookie } from "~/server/console/staff-sessions";
import {
  acceptInvite,
  invitedNeedsPassword,
  peekToken,
  requestEmailLink,
  resetPassword,
  signInWithLink,
  signInWithPassword,
  type SignInDeps,
} from "~/server/console/staff-sign-in";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/server/http/same-origin";

type Ctx = Readonly<RouterContextProvider>;

export type AuthActionData = { formError?: string; notice?: string; fieldErrors?: Record<string, string>; email?: string };

function deps(context: Ctx): SignInDeps {
  const runtime = context.get(runtimeContext);
  return { db: runtime.db, keys: runtime.sessionKeys, limiter: runtime.staffLimiter, mailer: runtime.staffMail, log: runtime.log };
}

function origin(request: Request, context: Ctx): string {
  const url = new URL(request.url);
  return `${context.get(runtimeContext).config.HTTPS ? "https:" : url.protocol}//${url.host}`;
}

const fail = (status: number, body: AuthActionData) => data<AuthActionData>(body, { status });

/** Same-origin, then the form (a refusal is thrown with its status and message). */
async function readPost(request: Request): Promise<Record<string, unknown>> {
  if (!isSameOrigin(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
  return readConsoleForm(request);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function firstErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

async function signedInRedirect(context: Ctx, token: string, to: string) {
  return redirect(to, {
    headers: { "Set-Cookie": await setStaffCookie(context.get(runtimeContext).sessionKeys, token), "Cache-Control": "no-store" },
  });
}

/** Where to go after signing in: a console path, else the console's first page. */
function consolePath(value: unknown): string {
  const path = safePath(value);
  return path === "/console" || path.startsWith("/console/") || path.startsWith("/console?") ? path : "/console";
}

export function loadSignInPage(request: Request, context: Ctx) {
  const site = requireSite(context);
  const url = new URL(request.url);
  const redirectTo = consolePath(url.searchParams.get("redirect"));
  if (currentStaff(context)) throw redirect(redirectTo);
  const done = url.searchParams.get("done");
  const notice =
    done === "reset"
      ? "Your password is changed. Sign in with it."
      : done === "invite"
        ? "Invitation accepted. Sign in with your password."
        : done === "signed-out"
          ? "You are signed out."
          : undefined;
  return { siteName: site.name, redirectTo, notice };
}

const passwordForm = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(200),
  code: totpCodeSchema.default(""),
});

export async function signInAction(request: Request, context: Ctx) {
  const site = requireSite(context);
  const fields = await readPost(request);
  const redirectTo = consolePath(fields.redirect);
  const ip = clientIp(context);
  if (fields.intent === "link") {
    const email = emailSchema.safeParse(fields.email);
    if (!email.success)
      return fail(400, { fieldErrors: { email: email.error.issues[0].message }, email: text(fields.email).slice(0, 254) });
    const sent = await requestEmailLink(deps(context), {
      site,
      origin: origin(request, context),
      email: email.data,
      purpose: "sign-in",
      ip,
    });
    if (!sent.ok)
      return fail(sent.reason === "rate" ? 429 : 503, {
        formError: sent.reason === "rate" ? SIGN_IN_MESSAGES.rateLimited : SIGN_IN_MESSAGES.mailFailed,
        email: email.data,
      });
    return data<AuthActionData>({ notice: SIGN_IN_MESSAGES.linkSent, email: email.data });
  }
  if (fields.intent !== "password") return fail(400, { formError: "Please fill in the form and try again." });
  const parsed = passwordForm.safeParse(fields);
  if (!parsed.success) return fail(400, { fieldErrors: firstErrors(parsed.error.issues), email: text(fields.email).slice(0, 254) });
  const result = await signInWithPassword(deps(context), { site, ...parsed.data, ip, previousToken: staffToken(context) });
  if (result.ok) return signedInRedirect(context, result.token, redirectTo);
  const email = parsed.data.email;
  switch (result.reason) {
    case "rate":
      return fail(429, { formError: SIGN_IN_MESSAGES.rateLimited, email });
    case "locked":
      return fail(423, { formError: SIGN_IN_MESSAGES.locked, email });
    case "code-needed":
      return fail(401, { fieldErrors: { code: SIGN_IN_MESSAGES.codeNeeded }, email });
    case "code-wrong":
      return fail(401, { fieldErrors: { code: SIGN_IN_MESSAGES.codeWrong }, email });
    default:
      return fail(401, { formError: SIGN_IN_MESSAGES.wrong, email });
  }
}

export async function loadLinkPage(request: Request, context: Ctx) {
  const site = requireSite(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const row = await peekToken(context.get(runtimeContext).db, context.get(runtimeContext).sessionKeys, {
    websiteId: site.id,
    token,
    purpose: "sign-in",
  });
  return { siteName: site.name, token: row ? token : null };
}

export async function linkAction(request: Request, context: Ctx) {
  const site = requireSite(context);
  const fields = await readPost(request);
  const code = totpCodeSchema.safeParse(text(fields.code));
  if (!code.success) return fail(400, { fieldErrors: { code: code.error.issues[0].message } });
  const result = await signInWithLink(deps(context), {
    site,
    token: text(fields.token).slice(0, 100),
    code: code.data,
    ip: clientIp(context),
    previousToken: staffToken(context),
  });
  if (result.ok) return signedInRedirect(context, result.token, "/console");
  switch (result.reason) {
    case "rate":
      return fail(429, { formError: SIGN_IN_MESSAGES.rateLimited });
    case "locked":
      return fail(423, { formError: SIGN_IN_MESSAGES.locked });
    case "code-needed":
      return fail(401, { fieldErrors: { code: SIGN_IN_MESSAGES.codeNeeded } });
    case "code-wrong":
      return fail(401, { fieldErrors: { code: SIGN_IN_MESSAGES.codeWrong } });
    default:
      return fail(410, { formError: SIGN_IN_MESSAGES.tokenUsed });
  }
}

export async function loadResetPage(request: Request, context: Ctx) {
  const site = requireSite(context);
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { siteName: site.name, step: "request" as const, token: null };
  const runtime = context.get(runtimeContext);
  const row = await peekToken(runtime.db, runtime.sessionKeys, { websiteId: site.id, token, purpose: "reset" });
  return { siteName: site.name, step: row ? ("choose" as const) : ("expired" as const), token: row ? token : null };
}

const newPasswordForm = z
  .object({ token: z.string().max(100), password: passwordSchema, confirm: z.string().max(200) })
  .refine((f) => f.password === f.confirm, { message: "The two passwords are not the same.", path: ["confirm"] });

export async function resetAction(request: Request, context: Ctx) {
  const site = requireSite(context);
  const fields = await readPost(request);
  if (fields.intent === "request") {
    const email = emailSchema.safeParse(fields.email);
    if (!email.success)
      return fail(400, { fieldErrors: { email: email.error.issues[0].message }, email: text(fields.email).slice(0, 254) });
    const sent = await requestEmailLink(deps(context), {
      site,
      origin: origin(request, context),
      email: email.data,
      purpose: "reset",
      ip: clientIp(context),
    });
    if (!sent.ok)
      return fail(sent.reason === "rate" ? 429 : 503, {
        formError: sent.reason === "rate" ? SIGN_IN_MESSAGES.rateLimited : SIGN_IN_MESSAGES.mailFailed,
      });
    return data<AuthActionData>({ notice: SIGN_IN_MESSAGES.resetSent });
  }
  if (fields.intent !== "choose") return fail(400, { formError: "Please fill in the form and try again." });
  const parsed = newPasswordForm.safeParse(fields);
  if (!parsed.success) return fail(400, { fieldErrors: firstErrors(parsed.error.issues) });
  const result = await resetPassword(deps(context), {
    site,
    token: parsed.data.token,
    password: parsed.data.password,
    ip: clientIp(context),
  });
  if (!result.ok) return fail(410, { formError: SIGN_IN_MESSAGES.tokenUsed });
  return redirect("/console/sign-in?done=reset", {
    headers: { "Set-Cookie": await clearStaffCookie(context.get(runtimeContext).sessionKeys) },
  });
}

export async function loadAcceptInvitePage(request: Request, context: Ctx) {
  const site = requireSite(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const runtime = context.get(runtimeContext);
  const row = await peekToken(runtime.db, runtime.sessionKeys, { websiteId: site.id, token, purpose: "invite" });
  if (!row || !isStaffRole(row.role)) return { siteName: site.name, invitation: null };
  return {
    siteName: site.name,
    invitation: { token, email: row.email, role: ROLE_LABELS[row.role], needsPassword: await invitedNeedsPassword(runtime.db, row.email) },
  };
}

const acceptForm = z
  .object({
    token: z.string().max(100),
    name: z.string().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
    password: passwordSchema,
    confirm: z.string().max(200),
  })
  .refine((f) => f.password === f.confirm, { message: "The two passwords are not the same.", path: ["confirm"] });

export async function acceptInviteAction(request: Request, context: Ctx) {
  const site = requireSite(context);
  const fields = await readPost(request);
  const token = text(fields.token).slice(0, 100);
  const runtime = context.get(runtimeContext);
  const row = await peekToken(runtime.db, runtime.sessionKeys, { websiteId: site.id, token, purpose: "invite" });
  if (!row) return fail(410, { formError: SIGN_IN_MESSAGES.tokenUsed });
  const needsPassword = await invitedNeedsPassword(runtime.db, row.email);
  let name = "";
  let password: string | null = null;
  if (needsPassword) {
    const parsed = acceptForm.safeParse(fields);
    if (!parsed.success) return fail(400, { fieldErrors: firstErrors(parsed.error.issues) });
    name = parsed.data.name;
    password = parsed.data.password;
  }
  const result = await acceptInvite(deps(context), {
    site,
    token,
    name,
    password,
    ip: clientIp(context),
    previousToken: staffToken(context),
  });
  if (!result.ok) return fail(410, { formError: SIGN_IN_MESSAGES.tokenUsed });
  if (result.token) return signedInRedirect(context, result.token, "/console");
  return redirect("/console/sign-in?done=invite");
}

/** Sign-out: a same-origin POST; the session row is deleted and the cookie cleared. */
export async function signOutAction(request: Request, context: Ctx) {
  const site = requireSite(context);
  await readPost(request);
  const runtime = context.get(runtimeContext);
  const member = currentStaff(context);
  const token = staffToken(context);
  if (token) await deleteStaffSession(runtime.db, runtime.sessionKeys, token);
  if (member)
    await writeAudit(runtime.db, {
      websiteId: site.id,
      staffUserId: member.id,
      actor: member.email,
      action: "staff.sign-out",
      ip: clientIp(context),
    });
  return redirect("/console/sign-in?done=signed-out", {
    headers: { "Set-Cookie": await clearStaffCookie(runtime.sessionKeys), "Cache-Control": "no-store" },
  });
}
