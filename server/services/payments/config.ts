/** The payments service's part of the configuration (server/config.ts). */
import { z } from "zod";
import type { ConfigCheck } from "~/server/config-part";

export const paymentsVariables = z.object({
  /** embedded: the platform's own test payment page (no real money; test cards only). stripe: real card payments. */
  PAYMENTS_PROVIDER: z.enum(["embedded", "stripe"]).default("embedded"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[0-9A-Za-z]{10,}$/, "must be a Stripe secret or restricted key (sk_test_…, sk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[0-9A-Za-z+/=]{10,}$/, "must be the endpoint's signing secret (whsec_…)")
    .optional(),
  /** The embedded provider's webhook signing secret; unset, it is derived from SESSION_SECRET. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** How old a signed webhook may be before it is refused as a replay. */
  PAYMENTS_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
});

export type PaymentsConfig = z.output<typeof paymentsVariables>;

export const checkPaymentsVariables: ConfigCheck<PaymentsConfig> = (config, issue) => {
  if (config.PAYMENTS_PROVIDER !== "stripe") return;
  if (!config.STRIPE_SECRET_KEY) issue("STRIPE_SECRET_KEY", "is required when PAYMENTS_PROVIDER=stripe");
  if (!config.STRIPE_WEBHOOK_SECRET) issue("STRIPE_WEBHOOK_SECRET", "is required when PAYMENTS_PROVIDER=stripe");
};
