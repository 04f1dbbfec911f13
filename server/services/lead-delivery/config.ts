/** Lead delivery configuration from the environment (validated at first use, naming the bad variable). */
import { z } from "zod";

const leadDeliveryEnvSchema = z.object({
  /** smtp://user:pass@host:587 or smtps://…:465. Unset: email targets go to the embedded mail folder. */
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//i.test(v), "must start with smtp:// or smtps://")
    .optional(),
  /** The From address of lead emails. */
  LEAD_MAIL_FROM: z.string().min(3).default('"Dealer Platform leads" <leads@localhost>'),
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DATA_DIR: z.string().default(".data"),
});

export type LeadDeliveryConfig = z.output<typeof leadDeliveryEnvSchema>;

export function parseLeadDeliveryConfig(env: NodeJS.ProcessEnv = process.env): LeadDeliveryConfig {
  const result = leadDeliveryEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid lead delivery configuration:\n${lines.join("\n")}`);
}
