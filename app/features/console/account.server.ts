/** A staff member's own account page: the authenticator (TOTP) on or off, and a new password. */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { ROLE_LABELS } from "~/domain/console/permissions";
import { passwordSchema, totpCodeSchema } from "~/domain/console/staff-rules";
import { clientIp } from "~/server/auth/client-ip";
import { readConsoleForm, requireStaff, requireStaffPost, staffToken } from "~/server/console/require-staff";
import { changePassword, disableTotp, enableTotp } from "~/server/console/staff-account";
import { newTotpSecret, totpUri } from "~/server/console/totp";
import { requireSite, runtimeContext } from "~/server/http/router-context";

type Ctx = Readonly<RouterContextProvider>;

export function loadAccountPage(context: Ctx) {
  const member = requireStaff(context, "account.self");
  return {
    email: member.email,
    name: member.name,
    role: member.platformOperator ? "Platform operator" : ROLE_LABELS[member.role],
    hasTotp: member.hasTotp,
  };
}

export type AccountActionData = {
  ok?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  /** The authenticator being set up: shown until a code from the app confirms it. */
  setup?: { secret: string; uri: string };
};

const code = totpCodeSchema.pipe(z.string().min(1, "Enter the 6-digit code from your authenticator app."));
const passwordForm = z
  .object({ current: z.string().min(1, "Enter your current password.").max(200), password: passwordSchema, confirm: z.string().max(200) })
  .refine((f) => f.password === f.confirm, { message: "The two passwords are not the same.", path: ["confirm"] });

export async function accountAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "account.self");
  const site = requireSite(context);
  const fields = await readConsoleForm(request);
  const runtime = context.get(runtimeContext);
  const ip = clientIp(context);
  const actor = { id: member.id, email: member.email, websiteId: member.websiteId };
  switch (fields.intent) {
    case "totp-start": {
      const secret = newTotpSecret();
      return data<AccountActionData>({ setup: { secret, uri: totpUri(secret, member.email, site.name) } });
    }
    case "totp-confirm": {
      const secret = typeof fields.secret === "string" ? fields.secret : "";
      const setup = /^[A-Z2-7]{32}$/.test(secret) ? { secret, uri: totpUri(secret, member.email, site.name) } : undefined;
      const parsed = code.safeParse(typeof fields.code === "string" ? fields.code : "");
      if (!setup) return data<AccountActionData>({ formError: "Start the set-up again." }, { status: 400 });
      if (!parsed.success)
        return data<AccountActionData>({ setup, fieldErrors: { code: parsed.error.issues[0].message } }, { status: 400 });
      if (!(await enableTotp(runtime.db, actor, { secret, code: parsed.data, ip }))) {
        return data<AccountActionData>(
          { setup, fieldErrors: { code: "That code is not right. Enter the newest code your app shows." } },
          { status: 400 },
        );
      }
      return data<AccountActionData>({ ok: "Authenticator turned on: sign-in now asks for its code." });
    }
    case "totp-off": {
      const parsed = code.safeParse(typeof fields.code === "string" ? fields.code : "");
      if (!parsed.success) return data<AccountActionData>({ fieldErrors: { "off-code": parsed.error.issues[0].message } }, { status: 400 });
      if (!(await disableTotp(runtime.db, actor, { code: parsed.data, ip }))) {
        return data<AccountActionData>({ fieldErrors: { "off-code": "That code is not right (or was used already)." } }, { status: 400 });
      }
      return data<AccountActionData>({ ok: "Authenticator turned off." });
    }
    case "password": {
      const parsed = passwordForm.safeParse(fields);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
        return data<AccountActionData>({ fieldErrors }, { status: 400 });
      }
      const changed = await changePassword(runtime.db, runtime.sessionKeys, actor, {
        current: parsed.data.current,
        next: parsed.data.password,
        keepToken: staffToken(context),
        ip,
      });
      if (!changed) return data<AccountActionData>({ fieldErrors: { current: "That is not your current password." } }, { status: 400 });
      return data<AccountActionData>({ ok: "Password changed. Your other sessions are signed out." });
    }
    default:
      return data<AccountActionData>({ formError: "Choose what to change and try again." }, { status: 400 });
  }
}
