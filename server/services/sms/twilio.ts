/** Real SMS through Twilio's Messages REST API. The message body (a sign-in code) never goes into an error. */
export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SmsDeliveryError";
  }
}

export function createTwilioSender(options: TwilioOptions) {
  const doFetch = options.fetch ?? fetch;
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;

  return async function sendViaTwilio(to: string, body: string): Promise<{ id: string }> {
    const form = new URLSearchParams({ To: to, Body: body });
    if (options.messagingServiceSid) form.set("MessagingServiceSid", options.messagingServiceSid);
    else if (options.from) form.set("From", options.from);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`Twilio could not be reached: ${(error as Error).name}`);
    }
    const payload = (await response.json().catch(() => ({}))) as { sid?: string; code?: number };
    if (!response.ok || !payload.sid) {
      throw new SmsDeliveryError(`Twilio answered ${response.status}${payload.code ? ` (error ${payload.code})` : ""}`, response.status);
    }
    return { id: payload.sid };
  };
}
