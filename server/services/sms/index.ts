/**
 * The one SMS module. The runtime's sender (`runtime.sms`, built by createSmsSender) delivers through the
 * provider chosen by SMS_PROVIDER: the embedded inbox by default (a file in DATA_DIR; nothing leaves the
 * machine), or Twilio. The inbox is used on the embedded database, in development, or with SMS_DEV_INBOX=true
 * (test and demo servers); a PostgreSQL production server without a provider refuses to pretend it sent
 * anything. Where the inbox is used on the embedded database or in development, the text is also printed in
 * the log, so the README's first command lets its user sign in.
 */
import type { Logger } from "pino";
import { maskPhone } from "~/domain/auth/phone";
import { smsSettings, type SmsConfig, type SmsSettings } from "./config";
import { appendToInbox } from "./dev-inbox";
import { inboxPageAllowed } from "./inbox-access";
import { createTwilioSender, SmsDeliveryError } from "./twilio";

export { SmsDeliveryError } from "./twilio";
export { readInbox, type InboxMessage } from "./dev-inbox";
export type { SmsConfig, SmsSettings } from "./config";

export type SmsMessage = { to: string; body: string; websiteId: number; site: string };
export type SmsReceipt = { provider: "inbox" | "twilio"; id: string };
export type SmsSender = { settings: SmsSettings; send(message: SmsMessage): Promise<SmsReceipt> };

export function createSmsSender(options: {
  config: SmsConfig;
  dataDir: string;
  log: Pick<Logger, "info" | "warn">;
  fetch?: typeof fetch;
}): SmsSender {
  const { config } = options;
  const settings = smsSettings(config);
  if (config.SMS_PROVIDER === "twilio") {
    const twilio = createTwilioSender({
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM,
      messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
      fetch: options.fetch,
    });
    return {
      settings,
      async send(message) {
        const { id } = await twilio(message.to, message.body);
        options.log.info({ to: maskPhone(message.to), site: message.site, provider: "twilio", id }, "sms sent");
        return { provider: "twilio", id };
      },
    };
  }
  return {
    settings,
    async send(message) {
      if (!settings.inboxDelivery) {
        throw new SmsDeliveryError("No SMS provider is configured (set SMS_PROVIDER=twilio with its variables)");
      }
      const at = new Date().toISOString();
      await appendToInbox(options.dataDir, { at, websiteId: message.websiteId, site: message.site, to: message.to, body: message.body });
      const to = maskPhone(message.to);
      if (settings.codesInLog) {
        options.log.info({ to, site: message.site, provider: "inbox", body: message.body }, "sms not sent (dev inbox): read the code here");
      } else {
        options.log.info({ to, site: message.site, provider: "inbox" }, "sms written to the dev inbox");
      }
      return { provider: "inbox", id: at };
    },
  };
}

/** Whether the inbox page answers this request: SMS_DEV_INBOX=true and a loopback peer (see inbox-access.ts). */
export function inboxPageVisible(settings: SmsSettings, socketAddress: string): boolean {
  return inboxPageAllowed(settings, socketAddress);
}

/** Where the sign-in page tells this visitor to read a code that was not really sent, if anywhere. */
export function unsentCodeHint(settings: SmsSettings, socketAddress: string): "inbox" | "log" | null {
  if (inboxPageAllowed(settings, socketAddress)) return "inbox";
  return settings.codesInLog ? "log" : null;
}
