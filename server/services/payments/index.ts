/**
 * The one payments module. The runtime's provider (`runtime.payments`) is the embedded test provider by default
 * (the platform's own payment page, test cards only, signed webhooks) or Stripe, chosen by PAYMENTS_PROVIDER.
 */
import { createHmac } from "node:crypto";
import type { Db } from "~/server/db/client";
import type { PaymentsConfig } from "./config";
import { createEmbeddedProvider, type EmbeddedProvider } from "./embedded";
import { createStripeProvider } from "./stripe";
import type { PaymentsProvider } from "./types";

export * from "./types";
export type { EmbeddedProvider, EmbeddedPayResult, EmbeddedSession, WebhookSink } from "./embedded";
export { EMBEDDED_PAY_PATH } from "./embedded";
export { TEST_CARDS } from "./test-cards";
export type { PaymentsConfig } from "./config";

/** The embedded provider's signing secret: configured, else derived from the session secret (never logged). */
export function embeddedWebhookSecret(config: Pick<PaymentsConfig, "PAYMENTS_WEBHOOK_SECRET"> & { SESSION_SECRET?: string }): string {
  if (config.PAYMENTS_WEBHOOK_SECRET) return config.PAYMENTS_WEBHOOK_SECRET;
  if (!config.SESSION_SECRET) throw new Error("PAYMENTS_WEBHOOK_SECRET or SESSION_SECRET is needed to sign payment webhooks");
  return createHmac("sha256", config.SESSION_SECRET).update("embedded-payments-webhook").digest("hex");
}

export function createPayments(options: {
  config: PaymentsConfig & { SESSION_SECRET?: string };
  db: Db;
  fetch?: typeof fetch;
}): PaymentsProvider {
  const { config } = options;
  if (config.PAYMENTS_PROVIDER === "stripe") {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      toleranceSeconds: config.PAYMENTS_WEBHOOK_TOLERANCE_SECONDS,
      fetch: options.fetch,
    });
  }
  return createEmbeddedProvider({
    db: options.db,
    secret: embeddedWebhookSecret(config),
    toleranceSeconds: config.PAYMENTS_WEBHOOK_TOLERANCE_SECONDS,
  });
}

export function isEmbedded(provider: PaymentsProvider): provider is EmbeddedProvider {
  return provider.name === "embedded";
}
