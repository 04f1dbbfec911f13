/**
 * A dealer's custom domains (issue 20, platform operator only). Attaching one writes an unverified `website_hosts` row
 * with a random token; the site directory serves only verified hosts, so the domain names no site until the dealer has
 * published the TXT record (domain/console/onboarding.ts `dnsInstructions`) and the operator pressed Verify, which
 * asks DNS for it. The resolver is injected: node:dns's system resolver in the server, a fake in tests.
 */
import { randomBytes } from "node:crypto";
import { resolveTxt } from "node:dns/promises";
import { and, asc, eq, sql } from "drizzle-orm";
import { VERIFY_PREFIX, txtRecordsHoldToken, HOST_MESSAGES } from "~/domain/console/onboarding";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { websiteHosts, websites } from "~/server/db/schema";
import { writeAudit } from "./audit";
import type { OnboardingActor } from "./onboarding";

/** Resolves a name's TXT records (each a list of strings, as node:dns answers). */
export type TxtResolver = (name: string) => Promise<string[][]>;

export const systemTxtResolver: TxtResolver = (name) => resolveTxt(name);

export type DealerHost = { host: string; verified: boolean; token: string | null; createdAt: string };

export async function listHosts(db: Db, websiteId: number): Promise<DealerHost[]> {
  const rows = await db.select().from(websiteHosts).where(eq(websiteHosts.websiteId, websiteId)).orderBy(asc(websiteHosts.host));
  return rows.map((r) => ({
    host: r.host,
    verified: r.verifiedAt !== null,
    token: r.verificationToken,
    createdAt: r.createdAt.toISOString(),
  }));
}

export type HostResult = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

/** Attaches a (validated, normalised) host to a dealer, unverified, with a new token; 409 when any dealer has it. */
export async function attachHost(db: Db, input: { websiteId: number; host: string; actor: OnboardingActor }): Promise<HostResult> {
  const token = randomBytes(16).toString("hex");
  try {
    await db.transaction(async (tx) => {
      await tx.insert(websiteHosts).values({ host: input.host, websiteId: input.websiteId, verificationToken: token, verifiedAt: null });
      await writeAudit(tx, {
        websiteId: input.websiteId,
        staffUserId: input.actor.staffUserId,
        actor: input.actor.email,
        action: "domain.attach",
        subject: `host:${input.host}`,
        after: { host: input.host, verified: false },
        ip: input.actor.ip,
      });
    });
  } catch (error) {
    if (dbErrorForLog(error).code === "23505") return { ok: false, status: 409, message: HOST_MESSAGES.taken };
    throw error;
  }
  return { ok: true, message: `${input.host} is attached. Add the two DNS records below, then press Verify.` };
}

/**
 * Looks up the host's TXT record and, when it holds the token, marks the host verified (it answers from then on).
 * A host of another dealer reads as unknown (404).
 */
export async function verifyHost(
  deps: { db: Db; resolveTxt: TxtResolver; now?: () => Date },
  input: { websiteId: number; host: string; actor: OnboardingActor },
): Promise<HostResult> {
  const [row] = await deps.db
    .select()
    .from(websiteHosts)
    .where(and(eq(websiteHosts.host, input.host), eq(websiteHosts.websiteId, input.websiteId)))
    .limit(1);
  if (!row) return { ok: false, status: 404, message: "This dealer has no such domain." };
  if (row.verifiedAt) return { ok: true, message: `${input.host} is verified and answers with the dealer's site.` };
  const name = `${VERIFY_PREFIX}.${input.host}`;
  let records: string[][] = [];
  try {
    records = await deps.resolveTxt(name);
  } catch {
    // No such name, no TXT record, or DNS unreachable: all read as "not found yet".
  }
  if (!row.verificationToken || !txtRecordsHoldToken(records, row.verificationToken)) {
    return {
      ok: false,
      status: 400,
      message: `The TXT record at ${name} was not found or does not hold the token yet. DNS changes can take up to an hour to be seen: try again later.`,
    };
  }
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    await tx.update(websiteHosts).set({ verifiedAt: now }).where(eq(websiteHosts.host, input.host));
    await writeAudit(tx, {
      websiteId: input.websiteId,
      staffUserId: input.actor.staffUserId,
      actor: input.actor.email,
      action: "domain.verify",
      subject: `host:${input.host}`,
      before: { verified: false },
      after: { verified: true },
      ip: input.actor.ip,
      now,
    });
  });
  return { ok: true, message: `${input.host} is verified and answers with the dealer's site.` };
}

/** Moves the dealer's `updated_at`: every process's site directory drops its cached hosts within its poll (ADR 040). */
async function touchSite(tx: Pick<Db, "update">, websiteId: number) {
  await tx
    .update(websites)
    .set({ updatedAt: sql`now()` })
    .where(eq(websites.id, websiteId));
}

/**
 * Re-checks a domain's TXT record. Unverified: Verify. Verified: still holding the token, it stays; not (the domain
 * moved to someone else, or the record was taken down), it goes back to unverified and stops answering at once in
 * every process, so a lapsed domain never serves the dealer's site to whoever holds it now. A domain verified before
 * the console (no token) cannot be re-checked: remove it and attach it again.
 */
export async function recheckHost(
  deps: { db: Db; resolveTxt: TxtResolver },
  input: { websiteId: number; host: string; actor: OnboardingActor },
): Promise<HostResult> {
  const [row] = await deps.db
    .select()
    .from(websiteHosts)
    .where(and(eq(websiteHosts.host, input.host), eq(websiteHosts.websiteId, input.websiteId)))
    .limit(1);
  if (!row) return { ok: false, status: 404, message: "This dealer has no such domain." };
  if (!row.verifiedAt) return verifyHost(deps, input);
  if (!row.verificationToken)
    return {
      ok: false,
      status: 409,
      message: `${input.host} was verified before domains were checked by DNS: remove it and attach it again to check it.`,
    };
  const name = `${VERIFY_PREFIX}.${input.host}`;
  let records: string[][] = [];
  try {
    records = await deps.resolveTxt(name);
  } catch {
    // As for Verify: not found.
  }
  if (txtRecordsHoldToken(records, row.verificationToken))
    return { ok: true, message: `${input.host} still holds its TXT record: verified and answering.` };
  await deps.db.transaction(async (tx) => {
    await tx.update(websiteHosts).set({ verifiedAt: null }).where(eq(websiteHosts.host, input.host));
    await touchSite(tx, input.websiteId);
    await writeAudit(tx, {
      websiteId: input.websiteId,
      staffUserId: input.actor.staffUserId,
      actor: input.actor.email,
      action: "domain.recheck",
      subject: `host:${input.host}`,
      before: { verified: true },
      after: { verified: false },
      ip: input.actor.ip,
    });
  });
  return {
    ok: false,
    status: 409,
    message: `The TXT record at ${name} no longer holds the token: ${input.host} stopped answering. Put the record back and press Verify.`,
  };
}

/** Removes a domain from the dealer (it stops answering in every process); another dealer's domain is a 404. */
export async function removeHost(db: Db, input: { websiteId: number; host: string; actor: OnboardingActor }): Promise<HostResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(websiteHosts)
      .where(and(eq(websiteHosts.host, input.host), eq(websiteHosts.websiteId, input.websiteId)))
      .returning();
    if (!row) return { ok: false, status: 404, message: "This dealer has no such domain." } as const;
    await touchSite(tx, input.websiteId);
    await writeAudit(tx, {
      websiteId: input.websiteId,
      staffUserId: input.actor.staffUserId,
      actor: input.actor.email,
      action: "domain.remove",
      subject: `host:${input.host}`,
      before: { host: row.host, verified: row.verifiedAt !== null },
      after: null,
      ip: input.actor.ip,
    });
    return { ok: true, message: `${input.host} is removed: it no longer answers with the dealer's site.` } as const;
  });
}
