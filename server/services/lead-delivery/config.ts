/** The lead delivery service's part of the configuration (server/config.ts). */
import { z } from "zod";

export const leadDeliveryVariables = z.object({
  /** smtp://user:pass@host:587 or smtps://…:465. Unset: email targets go to the embedded mail folder. */
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//i.test(v), "must start with smtp:// or smtps://")
    .optional(),
  /** The From address of lead emails. */
  LEAD_MAIL_FROM: z.string().min(3).default('"Dealer Platform leads" <leads@localhost>'),
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type LeadDeliveryConfig = z.output<typeof leadDeliveryVariables>;
