/** The SMS service's part of the configuration (server/config.ts) and what this process does with texts. */
import { z } from "zod";
import { booleanFlag, type ConfigCheck } from "~/server/config-part";

export const smsVariables = z.object({
  /** inbox: the embedded development inbox (default); twilio: real texts through Twilio's REST API. */
  SMS_PROVIDER: z.enum(["inbox", "twilio"]).default("inbox"),
  /** Turns the inbox page (/dev/sms-inbox) on, for this machine only; also lets a PostgreSQL server use the inbox. */
  SMS_DEV_INBOX: booleanFlag.default(false),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must look like AC followed by 32 hex digits")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sending number in E.164, or an alphanumeric sender id. */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, "must look like MG followed by 32 hex digits")
    .optional(),
});

export const checkSmsVariables: ConfigCheck<z.output<typeof smsVariables>> = (config, issue) => {
  if (config.SMS_PROVIDER !== "twilio") return;
  if (!config.TWILIO_ACCOUNT_SID) issue("TWILIO_ACCOUNT_SID", "is required when SMS_PROVIDER=twilio");
  if (!config.TWILIO_AUTH_TOKEN) issue("TWILIO_AUTH_TOKEN", "is required when SMS_PROVIDER=twilio");
  if (!config.TWILIO_FROM && !config.TWILIO_MESSAGING_SERVICE_SID)
    issue("TWILIO_FROM", "or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio");
};

/** What the SMS service reads of the configuration: its own variables, and whether this is a local server. */
export type SmsConfig = z.output<typeof smsVariables> & { NODE_ENV: string; DATABASE_URL?: string };

/** How this process treats texts, from its configuration. */
export type SmsSettings = {
  production: boolean;
  /** Texts go to the inbox file instead of a provider: the embedded database, development, or SMS_DEV_INBOX. */
  inboxDelivery: boolean;
  /** The inbox's texts are also written to the log: only where the log is the operator's own terminal. */
  codesInLog: boolean;
  /** The inbox page may be shown (to loopback peers only, see inbox-access.ts): only with SMS_DEV_INBOX=true. */
  inboxPage: boolean;
};

export function smsSettings(config: SmsConfig): SmsSettings {
  const production = config.NODE_ENV === "production";
  const inbox = config.SMS_PROVIDER === "inbox";
  // The README's first command (embedded database, nothing configured) must let its user sign in: there the
  // code is printed in the server's log. A PostgreSQL deployment never writes codes to its log.
  const local = !config.DATABASE_URL || !production;
  return {
    production,
    inboxDelivery: inbox && (local || config.SMS_DEV_INBOX),
    codesInLog: inbox && local,
    inboxPage: inbox && config.SMS_DEV_INBOX,
  };
}
