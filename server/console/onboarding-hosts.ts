/**
 * A dealer's custom domains (issue 20, platform operator only). Attaching one writes an unverified `website_hosts` row
 * with a random token; the site directory serves only verified hosts, so the domain names no site until the dealer has
 * published the TXT record (domain/console/onboarding.ts `dnsInstructions`) and the operator pressed Verify, which
 * asks DNS for it. The resolver is injected: node:dns's system resolver in the server, a fake in tests.
 */
import { randomBytes } from "node:crypto";
import { resolveTxt } from "node:dns/promises";
import { and, asc, eq } from "drizzle-orm";
import { VERIFY_PREFIX, txtRecordsHoldToken, HOST_MESSAGES } from "~/domain/console/onboarding";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { websiteHosts } from "~/server/db/schema";
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
