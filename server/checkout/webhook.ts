/**
 * The payment webhook, for both providers: verify the signature (and its age), then apply the event once. An
 * unsigned, wrongly signed or stale delivery is refused with 400 and logged; the provider retries a 5xx.
 */
import type { Logger } from "pino";
import type { Runtime } from "~/server/runtime";
import { WebhookSignatureError } from "~/server/services/payments";
import { applyPaymentEvent } from "./reservations";

export function checkoutDeps(runtime: Pick<Runtime, "db" | "payments" | "stock" | "log">) {
  return { db: runtime.db, payments: runtime.payments, refreshCars: (ids: number[]) => runtime.stock.refreshCars(ids), log: runtime.log };
}

export async function handlePaymentWebhook(
  runtime: Pick<Runtime, "db" | "payments" | "stock" | "log">,
  rawBody: string,
  signature: string | null,
): Promise<{ status: 200 | 400; body: string }> {
  let event;
  try {
    event = runtime.payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError || error instanceof SyntaxError || error instanceof TypeError) {
      (runtime.log as Logger).warn({ provider: runtime.payments.name, reason: (error as Error).message }, "payment webhook refused");
      return { status: 400, body: "Invalid signature" };
    }
    throw error;
  }
  const outcome = await applyPaymentEvent(checkoutDeps(runtime), event);
  if (outcome.status === "unknown") runtime.log.warn({ event: event.id, type: event.type }, "payment webhook for an unknown payment");
  return { status: 200, body: outcome.status };
}
