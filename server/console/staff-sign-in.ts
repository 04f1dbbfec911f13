/**
 * Staff sign-in (ADR 036): email and password (plus a TOTP code when the person set one up), an emailed one-time
 * sign-in link, a password reset by email, and invitations. Wrong passwords and codes are counted per account
 * (five in a row lock it for fifteen minutes, with conditional updates so racing requests cannot slip past), and
 * every attempt per client address and dealer goes through the shared rate-limit module. Answers never say whether
 * an email belongs to staff. Every outcome is written to the audit log.
 */
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { isStaffRole, type StaffRole } from "~/domain/console/permissions";
import {
  EMAIL_WINDOW_MS,
  EMAILS_PER_ADDRESS_PER_WINDOW,
  isLocked,
  lockAfterFailure,
  TOKEN_TTL_MS,
  type TokenPurpose,
} from "~/domain/console/staff-rules";
import type { SessionKeys } from "~/server/auth/config";
import { keyedHash, newSessionToken } from "~/server/auth/hashing";
import type { Db } from "~/server/db/client";
import { staffMemberships, staffTokens, staffUsers } from "~/server/db/schema";
import type { RateLimiter } from "~/server/leads/rate-limit";
import { writeAudit } from "./audit";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { setMembership, staffUserForEmail } from "./staff-accounts";
import type { StaffMailer } from "./staff-mail";
import { createStaffSession, deleteStaffSessionsOf } from "./staff-sessions";
import { checkTotp } from "./totp";

export type ConsoleSite = { id: number; slug: string; name: string };

export type SignInDeps = {
  db: Db;
  keys: Pick<SessionKeys, "secret">;
  /** The shared rate-limit module (server/leads/rate-limit.ts), keyed per dealer and `staff:<address>`. */
  limiter: RateLimiter;
  mailer: StaffMailer;
  log: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
  now?: () => Date;
};

export type SignedIn = { ok: true; token: string; expiresAt: Date; staffUserId: number };
export type SignInResult = SignedIn | { ok: false; reason: "rate" | "wrong" | "locked" | "code-needed" | "code-wrong" };

const limitKey = (ip: string) => `staff:${ip || "unknown"}`;
const tokenHashOf = (keys: Pick<SessionKeys, "secret">, token: string) => keyedHash(keys, "code", `staff-token:${token}`);

/** The account of an email with its role on this dealer (an operator's is owner), or null. */
async function accountOn(db: Db, websiteId: number, email: string) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      passwordHash: staffUsers.passwordHash,
      totpSecret: staffUsers.totpSecret,
      totpLastCounter: staffUsers.totpLastCounter,
      platformOperator: staffUsers.platformOperator,
      failedSignIns: staffUsers.failedSignIns,
      lockedUntil: staffUsers.lockedUntil,
      role: staffMemberships.role,
    })
    .from(staffUsers)
    .leftJoin(staffMemberships, and(eq(staffMemberships.staffUserId, staffUsers.id), eq(staffMemberships.websiteId, websiteId)))
    .where(eq(staffUsers.email, email))
    .limit(1);
  if (!row) return null;
  const role: StaffRole | null = row.platformOperator ? "owner" : isStaffRole(row.role) ? row.role : null;
  return role ? { ...row, role } : null;
}

type Account = NonNullable<Awaited<ReturnType<typeof accountOn>>>;

/** Counts a wrong password or code; the fifth in a row locks the account. Returns whether it is locked now. */
async function countFailure(db: Db, account: Account, now: Date): Promise<boolean> {
  const [row] = await db
    .update(staffUsers)
    .set({ failedSignIns: sql`${staffUsers.failedSignIns} + 1` })
    .where(eq(staffUsers.id, account.id))
    .returning({ failedSignIns: staffUsers.failedSignIns });
  const lock = lockAfterFailure(row?.failedSignIns ?? 0, now);
  if (!lock) return false;
  await db.update(staffUsers).set({ lockedUntil: lock, failedSignIns: 0 }).where(eq(staffUsers.id, account.id));
  return true;
}

/** Checks a TOTP code and uses up its time step (conditionally: two requests with one code make one sign-in). */
async function useTotp(db: Db, account: Account, code: string, now: Date): Promise<boolean> {
  const counter = checkTotp(account.totpSecret!, code, account.totpLastCounter, now);
  if (counter === null) return false;
  const used = await db
    .update(staffUsers)
    .set({ totpLastCounter: counter })
    .where(and(eq(staffUsers.id, account.id), or(isNull(staffUsers.totpLastCounter), lt(staffUsers.totpLastCounter, counter))))
    .returning({ id: staffUsers.id });
  return used.length === 1;
}

async function startSession(
  deps: SignInDeps,
  account: { id: number; email: string },
  input: { site: ConsoleSite; ip: string; previousToken?: string | null; how: string },
  now: Date,
): Promise<SignedIn> {
  await deps.db.update(staffUsers).set({ failedSignIns: 0, lockedUntil: null }).where(eq(staffUsers.id, account.id));
  const session = await createStaffSession(deps.db, deps.keys, {
    websiteId: input.site.id,
    staffUserId: account.id,
    previousToken: input.previousToken,
    now,
  });
  await writeAudit(deps.db, {
    websiteId: input.site.id,
    staffUserId: account.id,
    actor: account.email,
    action: "staff.sign-in",
    after: { how: input.how },
    ip: input.ip,
    now,
  });
  deps.log.info({ site: input.site.slug, staff: account.id, how: input.how }, "staff signed in");
  return { ok: true, staffUserId: account.id, ...session };
}

export async function signInWithPassword(
  deps: SignInDeps,
  input: { site: ConsoleSite; email: string; password: string; code: string; ip: string; previousToken?: string | null },
): Promise<SignInResult> {
  const now = deps.now?.() ?? new Date();
  const limit = await deps.limiter.hit(input.site.id, limitKey(input.ip));
  if (!limit.allowed) return { ok: false, reason: "rate" };
  const failed = async (reason: "wrong" | "locked" | "code-needed" | "code-wrong", staffUserId: number | null) => {
    await writeAudit(deps.db, {
      websiteId: input.site.id,
      staffUserId,
      actor: input.email,
      action: "staff.sign-in-refused",
      after: { reason },
      ip: input.ip,
      now,
    });
    return { ok: false as const, reason };
  };

  const account = await accountOn(deps.db, input.site.id, input.email);
  if (!account) {
    await verifyPassword(input.password, null);
    return failed("wrong", null);
  }
  if (isLocked(account.lockedUntil, now)) return failed("locked", account.id);
  if (!(await verifyPassword(input.password, account.passwordHash))) {
    return failed((await countFailure(deps.db, account, now)) ? "locked" : "wrong", account.id);
  }
  if (account.totpSecret) {
    if (!input.code) return failed("code-needed", account.id);
    if (!(await useTotp(deps.db, account, input.code, now))) {
      return failed((await countFailure(deps.db, account, now)) ? "locked" : "code-wrong", account.id);
    }
  }
  if (account.passwordHash && needsRehash(account.passwordHash)) {
    await deps.db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(staffUsers.id, account.id));
  }
  return startSession(deps, account, { ...input, how: account.totpSecret ? "password+totp" : "password" }, now);
}

export type EmailLinkResult = { ok: true } | { ok: false; reason: "rate" | "mail" };

/**
 * Emails a sign-in link or a password reset link to a staff member of this dealer. An unknown address, or one emailed
 * three times in ten minutes, gets nothing, and the answer is the same as when it was sent.
 */
export async function requestEmailLink(
  deps: SignInDeps,
  input: { site: ConsoleSite; origin: string; email: string; purpose: "sign-in" | "reset"; ip: string },
): Promise<EmailLinkResult> {
  const now = deps.now?.() ?? new Date();
  const limit = await deps.limiter.hit(input.site.id, limitKey(input.ip));
  if (!limit.allowed) return { ok: false, reason: "rate" };
  const account = await accountOn(deps.db, input.site.id, input.email);
  if (!account) return { ok: true };
  const [{ n }] = await deps.db
    .select({ n: count() })
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.websiteId, input.site.id),
        eq(staffTokens.email, input.email),
        eq(staffTokens.purpose, input.purpose),
        gt(staffTokens.createdAt, new Date(now.getTime() - EMAIL_WINDOW_MS)),
      ),
    );
  if (Number(n) >= EMAILS_PER_ADDRESS_PER_WINDOW) {
    deps.log.warn({ site: input.site.slug, staff: account.id, purpose: input.purpose }, "staff email limit reached");
    return { ok: true };
  }
  const token = newSessionToken();
  const [row] = await deps.db
    .insert(staffTokens)
    .values({
      tokenHash: tokenHashOf(deps.keys, token),
      purpose: input.purpose,
      email: input.email,
      websiteId: input.site.id,
      ip: input.ip,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[input.purpose]),
      createdAt: now,
    })
    .returning({ id: staffTokens.id });
  const link = `${input.origin}/console/${input.purpose === "sign-in" ? "link" : "reset-password"}?token=${token}`;
  const text =
    input.purpose === "sign-in"
      ? `Sign in to the ${input.site.name} console:\n\n${link}\n\nThe link works once, for 15 minutes. If you did not ask for it, ignore this email.`
      : `Choose a new password for the ${input.site.name} console:\n\n${link}\n\nThe link works once, for an hour. If you did not ask for it, ignore this email: your password stays as it is.`;
  try {
    await deps.mailer.send({
      websiteSlug: input.site.slug,
      to: input.email,
      subject: input.purpose === "sign-in" ? `Your sign-in link for ${input.site.name}` : `Reset your ${input.site.name} console password`,
      text,
      kind: input.purpose,
      id: row.id,
    });
  } catch (error) {
    deps.log.warn({ site: input.site.slug, staff: account.id, err: (error as Error).message }, "staff email not sent");
    return { ok: false, reason: "mail" };
  }
  await writeAudit(deps.db, {
    websiteId: input.site.id,
    staffUserId: account.id,
    actor: input.email,
    action: input.purpose === "sign-in" ? "staff.sign-in-link-sent" : "staff.reset-link-sent",
    ip: input.ip,
    now,
  });
  return { ok: true };
}

/** A token of this purpose and dealer that is unused and unexpired, without using it. */
export async function peekToken(
  db: Db,
  keys: Pick<SessionKeys, "secret">,
  input: { websiteId: number; token: string; purpose: TokenPurpose; now?: Date },
) {
  if (!/^[A-Za-z0-9_-]{40,60}$/.test(input.token)) return null;
  const [row] = await db
    .select()
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.tokenHash, tokenHashOf(keys, input.token)),
        eq(staffTokens.purpose, input.purpose),
        eq(staffTokens.websiteId, input.websiteId),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, input.now ?? new Date()),
      ),
    );
  return row ?? null;
}

/** Uses a token up: of two requests with one token, one gets it. */
async function useToken(db: Pick<Db, "update">, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.id, id), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .returning({ id: staffTokens.id });
  return used.length === 1;
}

export type LinkResult = SignedIn | { ok: false; reason: "rate" | "token" | "locked" | "code-needed" | "code-wrong" };

/** Signs in with an emailed link (asked for by a POST from its page, so a mail scanner opening it uses nothing up). */
export async function signInWithLink(
  deps: SignInDeps,
  input: { site: ConsoleSite; token: string; code: string; ip: string; previousToken?: string | null },
): Promise<LinkResult> {
  const now = deps.now?.() ?? new Date();
  const limit = await deps.limiter.hit(input.site.id, limitKey(input.ip));
  if (!limit.allowed) return { ok: false, reason: "rate" };
  const row = await peekToken(deps.db, deps.keys, { websiteId: input.site.id, token: input.token, purpose: "sign-in", now });
  const account = row ? await accountOn(deps.db, input.site.id, row.email) : null;
  if (!row || !account) return { ok: false, reason: "token" };
  if (isLocked(account.lockedUntil, now)) return { ok: false, reason: "locked" };
  if (account.totpSecret) {
    if (!input.code) return { ok: false, reason: "code-needed" };
    if (!(await useTotp(deps.db, account, input.code, now))) {
      return { ok: false, reason: (await countFailure(deps.db, account, now)) ? "locked" : "code-wrong" };
    }
  }
  if (!(await useToken(deps.db, row.id, now))) return { ok: false, reason: "token" };
  return startSession(deps, account, { ...input, how: "email link" }, now);
}

/** Sets a new password from a reset link: the account is unlocked and every console session of it ends. */
export async function resetPassword(
  deps: SignInDeps,
  input: { site: ConsoleSite; token: string; password: string; ip: string },
): Promise<{ ok: true } | { ok: false; reason: "token" }> {
  const now = deps.now?.() ?? new Date();
  const row = await peekToken(deps.db, deps.keys, { websiteId: input.site.id, token: input.token, purpose: "reset", now });
  const account = row ? await accountOn(deps.db, input.site.id, row.email) : null;
  if (!row || !account) return { ok: false, reason: "token" };
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await useToken(tx, row.id, now))) return false;
    await tx.update(staffUsers).set({ passwordHash, failedSignIns: 0, lockedUntil: null }).where(eq(staffUsers.id, account.id));
    await writeAudit(tx, {
      websiteId: input.site.id,
      staffUserId: account.id,
      actor: account.email,
      action: "staff.password-reset",
      ip: input.ip,
      now,
    });
    return true;
  });
  if (!done) return { ok: false, reason: "token" };
  await deleteStaffSessionsOf(deps.db, account.id);
  return { ok: true };
}

type Invitation = { site: ConsoleSite; inviter: { id: number | null; email: string }; email: string; role: StaffRole; ip: string };

/**
 * Writes an invitation (its token row and the audit entry) in the caller's transaction; returns the token to mail.
 * `inviteStaff` and onboarding a new dealer (server/console/onboarding.ts) both make invitations this way.
 */
export async function recordInvitation(
  tx: Pick<Db, "insert">,
  keys: Pick<SessionKeys, "secret">,
  input: Invitation,
  now: Date,
): Promise<{ id: number; token: string }> {
  const token = newSessionToken();
  const [made] = await tx
    .insert(staffTokens)
    .values({
      tokenHash: tokenHashOf(keys, token),
      purpose: "invite",
      email: input.email,
      websiteId: input.site.id,
      role: input.role,
      invitedBy: input.inviter.id,
      ip: input.ip,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.invite),
      createdAt: now,
    })
    .returning({ id: staffTokens.id });
  await writeAudit(tx, {
    websiteId: input.site.id,
    staffUserId: input.inviter.id,
    actor: input.inviter.email,
    action: "staff.invite",
    subject: `invitation:${made.id}`,
    after: { email: input.email, role: input.role },
    ip: input.ip,
    now,
  });
  return { id: made.id, token };
}

/** Emails a recorded invitation: the link to `{origin}/console/accept-invite`. False (and a warning) when not sent. */
export async function mailInvitation(
  deps: Pick<SignInDeps, "mailer" | "log">,
  input: Invitation & { origin: string; invitation: { id: number; token: string } },
): Promise<boolean> {
  try {
    await deps.mailer.send({
      websiteSlug: input.site.slug,
      to: input.email,
      subject: `You're invited to the ${input.site.name} console`,
      text: `${input.inviter.email} invited you to the ${input.site.name} dealer console as ${input.role}.\n\nAccept the invitation:\n\n${input.origin}/console/accept-invite?token=${input.invitation.token}\n\nThe link works once, for 7 days.`,
      kind: "invite",
      id: input.invitation.id,
    });
    return true;
  } catch (error) {
    deps.log.warn({ site: input.site.slug, err: (error as Error).message }, "staff invitation not sent");
    return false;
  }
}

/** An owner invites someone by email with a role; the invitation is an emailed link valid for a week. */
export async function inviteStaff(
  deps: SignInDeps,
  input: { site: ConsoleSite; origin: string; inviter: { id: number; email: string }; email: string; role: StaffRole; ip: string },
): Promise<{ ok: true } | { ok: false; reason: "mail" }> {
  const now = deps.now?.() ?? new Date();
  const invitation = await deps.db.transaction((tx) => recordInvitation(tx, deps.keys, input, now));
  return (await mailInvitation(deps, { ...input, invitation })) ? { ok: true } : { ok: false, reason: "mail" };
}

export type AcceptResult = SignedIn | { ok: true; token?: undefined; staffUserId: number; signIn: true } | { ok: false; reason: "token" };

/**
 * Accepts an invitation: the role is given; a new person chooses their name and password here and is signed in,
 * someone who already has a password signs in with it afterwards (the link alone never passes their second factor).
 */
export async function acceptInvite(
  deps: SignInDeps,
  input: { site: ConsoleSite; token: string; name: string; password: string | null; ip: string; previousToken?: string | null },
): Promise<AcceptResult> {
  const now = deps.now?.() ?? new Date();
  const row = await peekToken(deps.db, deps.keys, { websiteId: input.site.id, token: input.token, purpose: "invite", now });
  if (!row || !isStaffRole(row.role)) return { ok: false, reason: "token" };
  const role = row.role;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const accepted = await deps.db.transaction(async (tx) => {
    if (!(await useToken(tx, row.id, now))) return null;
    const { id } = await staffUserForEmail(tx, row.email, input.name);
    const [user] = await tx.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, id));
    const setsPassword = user.passwordHash === null && passwordHash !== null;
    if (setsPassword) await tx.update(staffUsers).set({ passwordHash, name: input.name }).where(eq(staffUsers.id, id));
    const before = await setMembership(tx, id, input.site.id, role);
    await writeAudit(tx, {
      websiteId: input.site.id,
      staffUserId: id,
      actor: row.email,
      action: "staff.invite-accepted",
      subject: `invitation:${row.id}`,
      before: before ? { role: before } : null,
      after: { role },
      ip: input.ip,
      now,
    });
    return { id, setsPassword };
  });
  if (!accepted) return { ok: false, reason: "token" };
  if (!accepted.setsPassword) return { ok: true, staffUserId: accepted.id, signIn: true };
  return startSession(deps, { id: accepted.id, email: row.email }, { ...input, how: "invitation" }, now);
}

/** Whether the person an invitation names still has to choose a password. */
export async function invitedNeedsPassword(db: Db, email: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.email, email));
  return !user || user.passwordHash === null;
}
