/** A delivery job around the sample lead, for the service tests. */
import type { DeliveryTarget } from "~/domain/leads/targets";
import { sampleLead } from "~/domain/leads/test-leads";
import type { DeliveryJob } from "~/server/leads/delivery-job";

export function sampleJob(target: DeliveryTarget = { kind: "mail-folder" }, deliveryId = 7): DeliveryJob {
  const lead = sampleLead("enquiry");
  return { deliveryId, websiteId: 1, websiteSlug: "north", target, attempt: 1, idempotencyKey: lead.id, lead };
}

/** The decoded ADF attachment of a rendered .eml. */
export function adfAttachment(eml: string): string | undefined {
  const match = /Content-Type: application\/xml[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:\r\n)?--/.exec(eml);
  return match ? Buffer.from(match[1].replace(/\r\n/g, ""), "base64").toString("utf8") : undefined;
}
