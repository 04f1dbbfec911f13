/**
 * One-time sign-in codes in `sign_in_codes`: issuing (with the send limits counted from the table, so every
 * process shares them) and checking (single use, wrong tries counted, only the newest code of a phone counts).
 */
import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { CODE_TTL_MS, codeState, MAX_WRONG_TRIES, SEND_LIMITS, sendLimitReached, type SendLimit } from "~/domain/auth/code-rules";
import type { Db } from "~/server/db/client";
import { signInCodes } from "~/server/db/schema";
import type { SessionKeys } from "./config";
import { codeHash, newCode, sameHash } from "./hashing";

export type IssueResult = { ok: true; code: string; expiresAt: Date } | { ok: false; limit: SendLimit };

const since = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs);

/**
 * Issues a code unless a send limit is reached. The per-phone check and the insert run under a transaction
 * lock on (site, phone), so two processes cannot both slip under a limit. An unknown IP ("") skips the IP limit
 * rather than putting every shopper in one bucket.
 */
export async function issueCode(
  db: Db,
  keys: Pick<SessionKeys, "secret">,
  input: { websiteId: number; phone: string; ip: string; now?: Date },
): Promise<IssueResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${input.websiteId}:${input.phone}`}))`);
    const ofPhone = and(eq(signInCodes.websiteId, input.websiteId), eq(signInCodes.phone, input.phone));
    const [[short], [daily], [byIp]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(signInCodes)
        .where(and(ofPhone, gt(signInCodes.createdAt, since(now, SEND_LIMITS.phoneShort.windowMs)))),
      tx
        .select({ n: count() })
        .from(signInCodes)
        .where(and(ofPhone, gt(signInCodes.createdAt, since(now, SEND_LIMITS.phoneDaily.windowMs)))),
      input.ip
        ? tx
            .select({ n: count() })
            .from(signInCodes)
            .where(and(eq(signInCodes.ip, input.ip), gt(signInCodes.createdAt, since(now, SEND_LIMITS.ipHourly.windowMs))))
        : Promise.resolve([{ n: 0 }]),
    ]);
    const limit = sendLimitReached({ phoneShort: short.n, phoneDaily: daily.n, ipHourly: byIp.n });
    if (limit) return { ok: false as const, limit };
    const code = newCode();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx.insert(signInCodes).values({
      websiteId: input.websiteId,
      phone: input.phone,
      codeHash: codeHash(keys, input.websiteId, input.phone, code),
      ip: input.ip,
      expiresAt,
      createdAt: now,
    });
    return { ok: true as const, code, expiresAt };
  });
}

export type CheckResult = { ok: true } | { ok: false; reason: "wrong"; triesLeft: number } | { ok: false; reason: "locked" | "expired" };

/** Checks a code against the newest code sent to this phone on this site, and uses it up when it matches. */
export async function checkCode(
  db: Db,
  keys: Pick<SessionKeys, "secret">,
  input: { websiteId: number; phone: string; code: string; now?: Date },
): Promise<CheckResult> {
  const now = input.now ?? new Date();
  const [latest] = await db
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.websiteId, input.websiteId), eq(signInCodes.phone, input.phone)))
    .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
    .limit(1);
  if (!latest) return { ok: false, reason: "expired" };
  const state = codeState(latest, now);
  if (state === "locked") return { ok: false, reason: "locked" };
  if (state !== "open") return { ok: false, reason: "expired" };

  // Each update is conditional, so concurrent tries can neither reuse a code nor exceed the wrong-try limit.
  const open = and(
    eq(signInCodes.id, latest.id),
    isNull(signInCodes.usedAt),
    lt(signInCodes.failedAttempts, MAX_WRONG_TRIES),
    gt(signInCodes.expiresAt, now),
  );
  if (sameHash(latest.codeHash, codeHash(keys, input.websiteId, input.phone, input.code))) {
    const used = await db.update(signInCodes).set({ usedAt: now }).where(open).returning({ id: signInCodes.id });
    return used.length === 1 ? { ok: true } : { ok: false, reason: "expired" };
  }
  const [wrong] = await db
    .update(signInCodes)
    .set({ failedAttempts: sql`${signInCodes.failedAttempts} + 1` })
    .where(open)
    .returning({ failedAttempts: signInCodes.failedAttempts });
  if (!wrong) return { ok: false, reason: "locked" };
  const triesLeft = MAX_WRONG_TRIES - wrong.failedAttempts;
  return triesLeft > 0 ? { ok: false, reason: "wrong", triesLeft } : { ok: false, reason: "locked" };
}

/** Codes older than the longest limit window count for nothing; dropping them keeps the limit queries small. */
export async function pruneOldCodes(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(signInCodes)
    .where(lt(signInCodes.createdAt, since(now, SEND_LIMITS.phoneDaily.windowMs)))
    .returning({ id: signInCodes.id });
  return removed.length;
}
