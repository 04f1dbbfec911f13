/**
 * The one SMS module. `sendSms` delivers through the provider chosen by SMS_PROVIDER: the embedded
 * development inbox by default (also echoed to the server log outside production), or Twilio.
 * In production the inbox is used only when SMS_DEV_INBOX=true (test and demo servers); otherwise a
 * production server without a provider refuses to pretend it sent anything.
 */
import type { Logger } from "pino";
import { maskPhone } from "~/domain/auth/phone";
import { parseSmsConfig, type SmsConfig } from "./config";
import { appendToInbox } from "./dev-inbox";
import { createTwilioSender, SmsDeliveryError } from "./twilio";

export { SmsDeliveryError } from "./twilio";
export { readInbox, type InboxMessage } from "./dev-inbox";
export { parseSmsConfig } from "./config";

export type SmsMessage = { to: string; body: string; websiteId: number; site: string };
export type SmsReceipt = { provider: "inbox" | "twilio"; id: string };
export type SmsSender = { config: SmsConfig; send(message: SmsMessage): Promise<SmsReceipt> };

export function createSmsSender(options: {
  env?: NodeJS.ProcessEnv;
  dataDir: string;
  log: Pick<Logger, "info" | "warn">;
  fetch?: typeof fetch;
}): SmsSender {
  const config = parseSmsConfig(options.env ?? process.env);
  if (config.SMS_PROVIDER === "twilio") {
    const twilio = createTwilioSender({
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM,
      messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
      fetch: options.fetch,
    });
    return {
      config,
      async send(message) {
        const { id } = await twilio(message.to, message.body);
        options.log.info({ to: maskPhone(message.to), site: message.site, provider: "twilio", id }, "sms sent");
        return { provider: "twilio", id };
      },
    };
  }
  return {
    config,
    async send(message) {
      if (!config.inboxVisible) {
        throw new SmsDeliveryError("No SMS provider is configured (set SMS_PROVIDER=twilio with its variables)");
      }
      const at = new Date().toISOString();
      await appendToInbox(options.dataDir, { at, websiteId: message.websiteId, site: message.site, to: message.to, body: message.body });
      if (config.production) {
        options.log.info({ to: maskPhone(message.to), site: message.site, provider: "inbox" }, "sms written to the dev inbox");
      } else {
        // Development only: the text (with its code) in the log, so a developer needs no inbox page.
        options.log.info({ to: message.to, site: message.site, provider: "inbox", body: message.body }, "sms (dev inbox)");
      }
      return { provider: "inbox", id: at };
    },
  };
}

const senders = new WeakMap<object, SmsSender>();

/** Sends through the process's sender, created once per runtime. */
export function sendSms(runtime: { dataDir: string; log: Logger }, message: SmsMessage): Promise<SmsReceipt> {
  let sender = senders.get(runtime);
  if (!sender) {
    sender = createSmsSender({ dataDir: runtime.dataDir, log: runtime.log });
    senders.set(runtime, sender);
  }
  return sender.send(message);
}

/** Whether this process shows the development inbox page. */
export function devInboxVisible(env: NodeJS.ProcessEnv = process.env): boolean {
  return parseSmsConfig(env).inboxVisible;
}
