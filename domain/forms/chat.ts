/**
 * The embedded web chat's lead (001 §7 web chat): the conversation, the shopper's contact details and the car
 * it was opened on. Stored as a General Enquiry with subcategory Web Chat, so it reaches the dealer like every
 * other lead; the transcript is its Comments.
 */
import { z } from "zod";
import type { FormContext } from "./context";
import { FIELD_MESSAGES, MESSAGE_MAX_LENGTH, multilineBlankToUndefined } from "./fields";
import { GENERAL_ENQUIRY, eventIdFor } from "./normalise";
import { carShape, contactShape } from "./shared";

export const CHAT_SUBCATEGORY = "Web Chat";
export const CHAT_MESSAGES = { transcript: "Please type a message for our team." } as const;
/** The most shopper messages one chat sends (each a line of the transcript). */
export const CHAT_MAX_MESSAGES = 20;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** The shopper's messages as the lead's Comments: one line each, prefixed with the shopper's name. */
export function chatTranscript(name: string, messages: readonly string[]): string {
  return messages
    .map((m) => m.trim())
    .filter(Boolean)
    .slice(0, CHAT_MAX_MESSAGES)
    .map((m) => `${name}: ${m.slice(0, CHAT_MESSAGE_MAX_LENGTH)}`)
    .join("\n");
}

export function makeChatSchema(ctx: FormContext) {
  return z
    .object({
      ...contactShape(ctx),
      message: z.preprocess(
        multilineBlankToUndefined,
        z.string({ error: CHAT_MESSAGES.transcript }).max(MESSAGE_MAX_LENGTH, FIELD_MESSAGES.tooLong),
      ),
      ...carShape(false),
    })
    .transform((values) => ({
      ...values,
      category: GENERAL_ENQUIRY,
      subcategory: CHAT_SUBCATEGORY,
      event_id: eventIdFor(ctx.settings, false),
    }));
}

export type ChatValues = z.output<ReturnType<typeof makeChatSchema>>;
