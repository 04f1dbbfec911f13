/** What a shopper sees after a lead is stored: a title and the next steps, per form. Nothing about the lead itself. */
import type { LeadKind } from "~/domain/forms";
import { ONLINE_ESTIMATE_LIMIT_TEXT } from "./trade-in-rules";

export type SuccessContent = { title: string; steps: string[] };

const CONTENT: Record<LeadKind, SuccessContent> = {
  enquiry: {
    title: "Thanks, we've got your enquiry",
    steps: [
      "A member of our team will contact you by your preferred method shortly.",
      "If your enquiry is urgent, call us on the number at the top of the page.",
    ],
  },
  "test-drive": {
    title: "Thanks, we've got your test drive request",
    steps: [
      "We'll contact you to confirm a date and time that suits you.",
      "Please bring your current driver's licence to the test drive.",
    ],
  },
  "request-photos": {
    title: "Thanks, we've got your photo request",
    steps: ["We'll take the photos and send them to the email address you gave us."],
  },
  finance: {
    title: "Thanks, we've got your finance request",
    steps: [
      "A finance specialist will contact you to talk through your options.",
      "Having your licence, payslips and current loan details handy will speed things up.",
    ],
  },
  careers: {
    title: "Thanks for your interest in joining our team",
    steps: ["Our team will review your details and get in touch if there is a role that suits you."],
  },
  "trade-in": {
    title: "Thanks, we've got your trade-in details",
    steps: [
      "We'll review your car's details and contact you about its value.",
      `We may ask to see the car, particularly if it is ${ONLINE_ESTIMATE_LIMIT_TEXT}.`,
    ],
  },
  chat: {
    title: "Thanks, your message is with our team",
    steps: ["We'll reply by your preferred contact method, usually within business hours."],
  },
  fleet: {
    title: "Thanks, we've got your fleet enquiry",
    steps: [
      "Our fleet manager will contact you to talk through your business's needs and fleet pricing.",
      "Having your ABN and a rough timeline handy will speed things up.",
    ],
  },
};

export const GENERIC_SUCCESS: SuccessContent = {
  title: "Thank you",
  steps: ["We've received your request. Our team will be in touch shortly."],
};

/** The content for a `form` query value; anything unknown gets the generic thank-you. */
export function successContent(form: string | null | undefined): SuccessContent {
  return form && Object.hasOwn(CONTENT, form) ? CONTENT[form as LeadKind] : GENERIC_SUCCESS;
}
