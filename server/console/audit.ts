/**
 * The audit log: every console action (and every sign-in, failed or not) with who, what, the state before and after,
 * and when. Written in the same transaction as the change where there is one, so a change is never unlogged. Owners
 * read it at /console/audit.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { auditLog } from "~/server/db/schema";

type Writer = Pick<Db, "insert">;

export type AuditEntry = {
  websiteId: number;
  staffUserId: number | null;
  actor: string;
  action: string;
  subject?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string;
  now?: Date;
};

export async function writeAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    websiteId: entry.websiteId,
    staffUserId: entry.staffUserId,
    actor: entry.actor.slice(0, 254),
    action: entry.action,
    subject: entry.subject ?? "",
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? "",
    ...(entry.now && { createdAt: entry.now }),
  });
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(db: Db, websiteId: number, page = 1) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.websiteId, websiteId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.websiteId, websiteId))),
  ]);
  return { rows, total: Number(n) };
}
