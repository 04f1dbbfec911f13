/**
 * Lead delivery: routes each job to its outside service. Email targets go through SMTP when SMTP_URL
 * is set and to the embedded mail folder otherwise; the default target (a dealer with none configured)
 * is the mail folder; webhooks are POSTed.
 */
import type { Deliver } from "~/server/leads/delivery-job";
import { defaultLeadAddress, leadEmail } from "./compose";
import type { LeadDeliveryConfig } from "./config";
import { writeToMailFolder } from "./mail-folder";
import { createSmtpSender, type SmtpSender } from "./smtp";
import { postLeadWebhook } from "./webhook";

export type LeadDelivererOptions = Pick<LeadDeliveryConfig, "LEAD_MAIL_FROM" | "LEAD_WEBHOOK_TIMEOUT_MS"> & {
  dataDir: string;
  SMTP_URL?: string;
  fetch?: typeof fetch;
  smtp?: SmtpSender;
};

export function createLeadDeliverer(options: LeadDelivererOptions): Deliver & { close(): void } {
  const smtp = options.smtp ?? (options.SMTP_URL ? createSmtpSender(options.SMTP_URL) : undefined);
  const deliver: Deliver = async (job) => {
    const { target } = job;
    switch (target.kind) {
      case "mail-folder": {
        const message = leadEmail(job, { from: options.LEAD_MAIL_FROM, to: defaultLeadAddress(job.websiteSlug), adf: true });
        await writeToMailFolder(options.dataDir, job.websiteSlug, job.deliveryId, message);
        return;
      }
      case "email": {
        const message = leadEmail(job, { from: options.LEAD_MAIL_FROM, to: target.to, adf: target.format === "adf" });
        if (smtp) await smtp.send(message);
        else await writeToMailFolder(options.dataDir, job.websiteSlug, job.deliveryId, message);
        return;
      }
      case "webhook":
        await postLeadWebhook(target.url, job.lead, job.idempotencyKey, {
          timeoutMs: options.LEAD_WEBHOOK_TIMEOUT_MS,
          fetch: options.fetch,
        });
        return;
    }
  };
  return Object.assign(deliver, { close: () => smtp?.close() });
}

export type { LeadDeliveryConfig } from "./config";
export { mailFilePath, mailFolder } from "./mail-folder";
