/** The two steps of phone sign-in: send a code by SMS, then trade a right code for a new session. */
import type { Logger } from "pino";
import { CODE_TTL_MS, type SendLimit } from "~/domain/auth/code-rules";
import { maskPhone } from "~/domain/auth/phone";
import type { Db } from "~/server/db/client";
import type { SmsMessage } from "~/server/services/sms";
import type { SessionKeys } from "./config";
import { checkCode, issueCode, pruneOldCodes, type CheckResult } from "./sign-in-codes";
import { createSession, pruneExpiredSessions, userForPhone } from "./sessions";

export type SignInSite = { id: number; slug: string; name: string };

export type RequestCodeResult =
  { ok: true; expiresAt: Date } | { ok: false; reason: "limit"; limit: SendLimit } | { ok: false; reason: "delivery" };

/** The text: the code first (lock screens show the start), then the WebOTP line browsers use to fill it in. */
export function codeMessage(code: string, siteName: string, hostname: string): string {
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  return `${code} is your ${siteName} sign-in code. It expires in ${minutes} minutes. Never share it.\n\n@${hostname} #${code}`;
}

export async function requestSignInCode(
  deps: {
    db: Db;
    keys: Pick<SessionKeys, "secret">;
    log: Pick<Logger, "warn" | "error">;
    sendSms: (message: SmsMessage) => Promise<unknown>;
  },
  input: { site: SignInSite; hostname: string; phone: string; ip: string; now?: Date },
): Promise<RequestCodeResult> {
  const issued = await issueCode(deps.db, deps.keys, { websiteId: input.site.id, phone: input.phone, ip: input.ip, now: input.now });
  if (!issued.ok) {
    deps.log.warn({ site: input.site.slug, to: maskPhone(input.phone), limit: issued.limit }, "sign-in code limit reached");
    return { ok: false, reason: "limit", limit: issued.limit };
  }
  try {
    await deps.sendSms({
      to: input.phone,
      body: codeMessage(issued.code, input.site.name, input.hostname),
      websiteId: input.site.id,
      site: input.site.slug,
    });
  } catch (error) {
    deps.log.error({ site: input.site.slug, to: maskPhone(input.phone), err: (error as Error).message }, "sign-in code not delivered");
    return { ok: false, reason: "delivery" };
  }
  // Housekeeping now and then, in whichever process happens to be signing someone in.
  if (Math.random() < 0.02) void Promise.all([pruneOldCodes(deps.db, input.now), pruneExpiredSessions(deps.db, input.now)]).catch(() => {});
  return { ok: true, expiresAt: issued.expiresAt };
}

export type CompleteResult = { ok: true; token: string; expiresAt: Date; userId: number } | Exclude<CheckResult, { ok: true }>;

export async function completeSignIn(
  db: Db,
  keys: Pick<SessionKeys, "secret">,
  input: { websiteId: number; phone: string; code: string; previousToken?: string | null; now?: Date },
): Promise<CompleteResult> {
  const checked = await checkCode(db, keys, input);
  if (!checked.ok) return checked;
  const userId = await userForPhone(db, input.websiteId, input.phone);
  const session = await createSession(db, keys, { websiteId: input.websiteId, userId, previousToken: input.previousToken, now: input.now });
  return { ok: true, userId, ...session };
}
