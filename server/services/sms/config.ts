/** Which SMS delivery this process uses, from the environment (validated at first use, with the variable named). */
import { z } from "zod";

const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const smsEnvSchema = z
  .object({
    NODE_ENV: z.string().default("production"),
    /** inbox: the embedded development inbox (default); twilio: real texts through Twilio's REST API. */
    SMS_PROVIDER: z.enum(["inbox", "twilio"]).default("inbox"),
    /** Shows the embedded inbox (and /dev/sms-inbox) in production, for test and demo servers only. */
    SMS_DEV_INBOX: flag.default(false),
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must look like AC followed by 32 hex digits").optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
    /** The sending number in E.164, or an alphanumeric sender id. */
    TWILIO_FROM: z.string().min(1).optional(),
    TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER !== "twilio") return;
    if (!env.TWILIO_ACCOUNT_SID) ctx.addIssue({ code: "custom", path: ["TWILIO_ACCOUNT_SID"], message: "is required when SMS_PROVIDER=twilio" });
    if (!env.TWILIO_AUTH_TOKEN) ctx.addIssue({ code: "custom", path: ["TWILIO_AUTH_TOKEN"], message: "is required when SMS_PROVIDER=twilio" });
    if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
      ctx.addIssue({ code: "custom", path: ["TWILIO_FROM"], message: "or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio" });
    }
  });

export type SmsConfig = z.output<typeof smsEnvSchema> & { production: boolean; inboxVisible: boolean };

export function parseSmsConfig(env: NodeJS.ProcessEnv = process.env): SmsConfig {
  const result = smsEnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid SMS configuration:\n${lines.join("\n")}`);
  }
  const production = result.data.NODE_ENV === "production";
  return { ...result.data, production, inboxVisible: result.data.SMS_PROVIDER === "inbox" && (!production || result.data.SMS_DEV_INBOX) };
}
