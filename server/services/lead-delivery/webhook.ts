/**
 * A dealer's webhook: the lead as JSON in a POST, with an `Idempotency-Key` header that stays the
 * same across retries and replays so the receiver can drop repeats. Any 2xx answer is delivered.
 */
import { parsedUrl } from "~/domain/routing/parsed-url";
import { leadWebhookPayload } from "~/domain/leads/webhook-payload";
import type { LeadRecord } from "~/domain/leads/lead-record";

export type WebhookOptions = { timeoutMs: number; fetch?: typeof fetch; userAgent?: string };

export async function postLeadWebhook(url: string, lead: LeadRecord, idempotencyKey: string, options: WebhookOptions): Promise<void> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": idempotencyKey,
        "user-agent": options.userAgent ?? "dealer-platform-leads/1",
      },
      body: JSON.stringify(leadWebhookPayload(lead)),
      redirect: "error",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    const reason = err instanceof Error && err.name === "TimeoutError" ? `timed out after ${options.timeoutMs} ms` : errorText(err);
    throw new Error(`Webhook ${safeUrl(url)} unreachable: ${reason}`, { cause: err });
  }
  // Read (and discard) the body so the connection can be reused.
  const text = await response.text().catch(() => "");
  if (!response.ok) throw new DeliveryError(`Webhook ${safeUrl(url)} answered ${response.status}`, text.slice(0, 200));
}

/**
 * A failed delivery. `detail` (e.g. what the receiver answered, which may echo the lead back) is kept with
 * the delivery for the dealer to read, but never written to the log.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly detail = "",
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${err.message} (${cause.message})` : err.message;
}

/** The URL without credentials or query (which may hold a secret token), for error messages. */
function safeUrl(url: string): string {
  const u = parsedUrl(url);
  if (!u) return "(invalid url)";
  return `${u.protocol}//${u.host}${u.pathname}`;
}
