/**
 * The browser half of a lead form route's action. A POST that fails before the server can answer (the
 * connection dropped, a proxy's error page) becomes the spec's form error instead of the route's error
 * page, so the shopper keeps the form and can retry with the same idempotency key. Redirects (to the
 * success page, or to sign-in on a gated page) pass through.
 */
import type { ClientActionFunctionArgs } from "react-router";
import type { LeadKind } from "~/domain/forms";
import { SUBMIT_FAILED_MESSAGE } from "~/domain/forms/summary";
import type { LeadFormAnswer } from "./lead-answer";

export function leadClientAction(kind: LeadKind) {
  return async ({ serverAction }: ClientActionFunctionArgs): Promise<LeadFormAnswer> => {
    try {
      return await serverAction<LeadFormAnswer>();
    } catch (error) {
      if (error instanceof Response) throw error;
      return { form: kind, ok: false, formError: SUBMIT_FAILED_MESSAGE };
    }
  };
}
