/**
 * Lead delivery: routes each job to its outside service. Email targets go through SMTP when SMTP_URL
 * is set and to the embedded mail folder otherwise; the default target (a dealer with none configured)
 * is the mail folder; webhooks are POSTed.
 *
 * Every webhook is checked at delivery, wherever its address came from (the console's form checks it when it is
 * saved, but the settings JSON and older rows are not): https to a public host (`webhookAddressProblem`: no IP
 * literal in a loopback, private or link-local range, no local-only name), and the connection made only to the
 * addresses its name resolves to at that moment, each checked (`publicOnlyAgent`: the address connected to is the
 * one checked, so a name cannot be re-pointed between the check and the connection).
 */
import { fetch as undiciFetch } from "undici";
import { webhookAddressProblem } from "~/domain/leads/routing";
import { publicOnlyAgent, type ResolveHost } from "~/server/feeds/images";
import type { Deliver } from "~/server/leads/delivery-job";
import { defaultLeadAddress, leadEmail } from "./compose";
import type { LeadDeliveryConfig } from "./config";
import { writeToMailFolder } from "./mail-folder";
import { createSmtpSender, type SmtpSender } from "./smtp";
import { DeliveryError, postLeadWebhook } from "./webhook";

export type LeadDelivererOptions = Pick<LeadDeliveryConfig, "LEAD_MAIL_FROM" | "LEAD_WEBHOOK_TIMEOUT_MS"> & {
  dataDir: string;
  SMTP_URL?: string;
  /** Tests: a fetch of their own (the address check still applies). Otherwise one connecting only to public addresses. */
  fetch?: typeof fetch;
  /** Tests: how names resolve for the public-only connection (the system's resolver otherwise). */
  resolveHost?: ResolveHost;
  /** Tests and the lead bench only, never the server: post to a webhook on this machine (plain http, loopback). */
  allowPrivateWebhooks?: boolean;
  smtp?: SmtpSender;
};

/** A fetch whose connections go only to public addresses (the feed fetch's pinned lookup). */
export function publicOnlyFetch(resolveHost?: ResolveHost): typeof fetch {
  const dispatcher = publicOnlyAgent(resolveHost);
  return ((input: string, init?: RequestInit) => undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof fetch;
}

export function createLeadDeliverer(options: LeadDelivererOptions): Deliver & { close(): void } {
  const smtp = options.smtp ?? (options.SMTP_URL ? createSmtpSender(options.SMTP_URL) : undefined);
  const webhookFetch = options.fetch ?? (options.allowPrivateWebhooks ? undefined : publicOnlyFetch(options.resolveHost));
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
      case "webhook": {
        const problem = options.allowPrivateWebhooks ? null : webhookAddressProblem(target.url);
        if (problem) throw new DeliveryError(`Webhook refused: ${problem}`);
        await postLeadWebhook(target.url, job.lead, job.idempotencyKey, {
          timeoutMs: options.LEAD_WEBHOOK_TIMEOUT_MS,
          fetch: webhookFetch,
        });
        return;
      }
    }
  };
  return Object.assign(deliver, { close: () => smtp?.close() });
}

export type { LeadDeliveryConfig } from "./config";
export { mailFilePath, mailFolder } from "./mail-folder";
