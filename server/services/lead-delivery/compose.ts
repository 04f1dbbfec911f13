/**
 * The lead email: a readable plain-text body, with the lead in ADF/XML as an attachment for the
 * dealer's CRM. The Message-ID is derived from the lead and the delivery, so a redelivered email is
 * recognisably the same message.
 */
import type { SendMailOptions } from "nodemailer";
import { buildAdf } from "~/domain/leads/adf";
import { leadSubject, leadTextBody } from "~/domain/leads/text-body";
import type { DeliveryJob } from "~/server/leads/delivery-job";

export function leadEmail(job: DeliveryJob, options: { from: string; to: string; adf: boolean }): SendMailOptions {
  const { lead } = job;
  return {
    from: options.from,
    to: options.to,
    ...(lead.email ? { replyTo: { name: lead.name, address: lead.email } } : {}),
    subject: leadSubject(lead),
    text: leadTextBody(lead),
    date: lead.createdAt,
    messageId: `<lead-${lead.id}.${job.deliveryId}@${job.websiteSlug}.leads>`,
    headers: { "X-Lead-Id": lead.id, "X-Idempotency-Key": job.idempotencyKey, "X-Lead-Type": lead.kind },
    attachments: options.adf
      ? [{ filename: `lead-${lead.id}.adf.xml`, content: buildAdf(lead), contentType: "application/xml; charset=utf-8" }]
      : [],
  };
}

/** Where the embedded mail folder addresses a website's leads when the dealer has no address configured. */
export function defaultLeadAddress(websiteSlug: string): string {
  return `leads@${websiteSlug}.localhost`;
}
