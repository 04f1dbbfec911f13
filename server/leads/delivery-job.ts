/** What the delivery worker hands to a deliverer: one lead, one target, one attempt. */
import type { LeadRecord } from "~/domain/leads/lead-record";
import type { DeliveryTarget } from "~/domain/leads/targets";

export type DeliveryJob = {
  deliveryId: number;
  websiteId: number;
  websiteSlug: string;
  target: DeliveryTarget;
  /** 1 for the first attempt. */
  attempt: number;
  /** Stable across retries and replays: the lead id. Targets use it to drop repeats. */
  idempotencyKey: string;
  lead: LeadRecord;
};

/** Delivers one job; resolves when the target has accepted the lead, throws when it has not. */
export type Deliver = (job: DeliveryJob) => Promise<void>;
