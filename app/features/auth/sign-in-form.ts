/** The sign-in form's fields and their server-side validation (one zod schema per step). */
import { z } from "zod";
import { CODE_MESSAGES, normaliseCode } from "~/domain/auth/code-rules";
import { normaliseAuMobile, PHONE_MESSAGE } from "~/domain/auth/phone";
import type { FormErrors } from "~/domain/forms/summary";

const phone = z.string({ error: PHONE_MESSAGE }).transform((value, ctx) => {
  const e164 = normaliseAuMobile(value);
  if (!e164) {
    ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return e164;
});

const code = z.string({ error: CODE_MESSAGES.format }).transform((value, ctx) => {
  const digits = normaliseCode(value);
  if (!digits) {
    ctx.addIssue({ code: "custom", message: CODE_MESSAGES.format });
    return z.NEVER;
  }
  return digits;
});

export const signInFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), phone }),
  z.object({ intent: z.literal("resend"), phone }),
  z.object({ intent: z.literal("verify"), phone, code }),
]);

export type SignInForm = z.output<typeof signInFormSchema>;

/** The action's answer: which step to show, and the lead forms' error shape (the page shows a field's first message). */
export type SignInActionData = {
  step: "phone" | "code";
  /** E.164, carried to the code step in a hidden field. */
  phone?: string;
  /** What the shopper typed, given back when it was wrong. */
  phoneInput?: string;
  notice?: string;
} & FormErrors;
