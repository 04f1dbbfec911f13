/**
 * What a lead form's action answers, and how the lead pipeline's outcome becomes that answer:
 * a redirect to the success page, an inline thank-you, field errors with the summary, or one form error.
 */
import type { FormErrors, LeadKind } from "~/domain/forms";
import type { LeadPostOutcome } from "~/server/leads/handle-lead-post";
import type { FormValues } from "./form-values";

export type LeadFormAnswer =
  | { form: LeadKind; ok: true; eventId: number }
  | ({
      form: LeadKind;
      ok: false;
      /** The shopper's input, so a page re-rendered without JavaScript keeps it. */
      values?: FormValues;
    } & FormErrors);

export type LeadActionResult =
  { type: "redirect"; location: string } | { type: "answer"; status: number; body: LeadFormAnswer; headers?: Record<string, string> };

/** The success page's address: which form, its tracking event, and the car it was about (if any). */
export function successLocation(base: string, kind: LeadKind, eventId: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ form: kind, event_id: String(eventId), ...extra });
  return `${base}?${params}`;
}

export function leadActionResult(
  outcome: LeadPostOutcome,
  kind: LeadKind,
  options: { values?: FormValues; successParams?: Record<string, string> } = {},
): LeadActionResult {
  if (outcome.ok) {
    if (outcome.redirectTo)
      return { type: "redirect", location: successLocation(outcome.redirectTo, kind, outcome.eventId, options.successParams) };
    return { type: "answer", status: 200, body: { form: kind, ok: true, eventId: outcome.eventId } };
  }
  const values = options.values ? { values: options.values } : {};
  if ("fieldErrors" in outcome) {
    return {
      type: "answer",
      status: outcome.status,
      body: { form: kind, ok: false, fieldErrors: outcome.fieldErrors, summary: outcome.summary, ...values },
    };
  }
  return {
    type: "answer",
    status: outcome.status,
    body: { form: kind, ok: false, formError: outcome.formError, ...values },
    ...(outcome.retryAfterSeconds ? { headers: { "Retry-After": String(outcome.retryAfterSeconds) } } : {}),
  };
}

/** Answers that send the shopper's input back (it was accepted for validation): field errors, the honeypot, a storage failure. */
export function echoesInput(outcome: LeadPostOutcome): boolean {
  return !outcome.ok && (outcome.status === 422 || outcome.status === 400 || outcome.status === 503);
}
