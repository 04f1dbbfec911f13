/**
 * Sends the shopper's checkout messages (confirmation email and SMS, "the car is free again") stored in
 * checkout_notices: email through SMTP when SMTP_URL is set, else as .eml files in the site's mail folder beside
 * the lead emails; SMS through the SMS module. Claimed with a lease so two processes never send one message;
 * a failure is retried on the lead pipeline's backoff and given up (status dead) when it runs out.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { afterFailedAttempt } from "~/domain/leads/backoff";
import type { Db } from "~/server/db/client";
import { checkoutNotices, websites } from "~/server/db/schema";
import { mailFolder, renderEml } from "~/server/services/lead-delivery/mail-folder";
import type { SmtpSender } from "~/server/services/lead-delivery/smtp";
import type { SmsSender } from "~/server/services/sms";

export type NoticeSenders = {
  db: Db;
  dataDir: string;
  from: string;
  smtp?: SmtpSender;
  sms: Pick<SmsSender, "send">;
  now?: () => Date;
  log?: { warn(obj: object, msg?: string): void };
};

export function noticeFilePath(dataDir: string, websiteSlug: string, id: number): string {
  return path.join(mailFolder(dataDir, websiteSlug), `shopper-notice-${id}.eml`);
}

const LEASE_MS = 60_000;

export async function sendDueNotices(s: NoticeSenders, batch = 20): Promise<number> {
  const now = s.now?.() ?? new Date();
  const due = await s.db
    .select({ id: checkoutNotices.id })
    .from(checkoutNotices)
    .where(and(inArray(checkoutNotices.status, ["pending"]), lte(checkoutNotices.nextAttemptAt, now)))
    .limit(batch);
  let sent = 0;
  for (const { id } of due) {
    const [n] = await s.db
      .update(checkoutNotices)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${checkoutNotices.attempts} + 1` })
      .where(and(eq(checkoutNotices.id, id), eq(checkoutNotices.status, "pending"), lte(checkoutNotices.nextAttemptAt, now)))
      .returning();
    if (!n) continue;
    const [site] = await s.db.select({ slug: websites.slug, name: websites.name }).from(websites).where(eq(websites.id, n.websiteId));
    try {
      if (n.channel === "sms") {
        await s.sms.send({ to: n.to, body: n.body, websiteId: n.websiteId, site: site?.slug ?? "" });
      } else {
        const message = { from: s.from, to: n.to, subject: n.subject, text: n.body, headers: { "X-Notice-Id": String(n.id) } };
        if (s.smtp) await s.smtp.send(message);
        else {
          const file = noticeFilePath(s.dataDir, site?.slug ?? "unknown", n.id);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(`${file}.tmp`, await renderEml(message), { mode: 0o600 });
          await rename(`${file}.tmp`, file);
        }
      }
      await s.db.update(checkoutNotices).set({ status: "sent", lastError: null }).where(eq(checkoutNotices.id, n.id));
      sent++;
    } catch (error) {
      const decision = afterFailedAttempt(n.attempts, now);
      await s.db
        .update(checkoutNotices)
        .set(
          decision.kind === "dead"
            ? { status: "dead", lastError: (error as Error).message }
            : { nextAttemptAt: decision.at, lastError: (error as Error).message },
        )
        .where(eq(checkoutNotices.id, n.id));
      s.log?.warn({ notice: n.id, channel: n.channel, err: (error as Error).message }, "checkout notice not sent; will retry");
    }
  }
  return sent;
}
