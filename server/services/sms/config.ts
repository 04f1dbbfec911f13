/** Which SMS delivery this process uses, from the environment (validated at first use, with the variable named). */
import { z } from "zod";

const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const smsEnvSchema = z
  .object({
    NODE_ENV: z.string().default("production"),
    /** inbox: the embedded development inbox (default); twilio: real texts through Twilio's REST API. */
    SMS_PROVIDER: z.enum(["inbox", "twilio"]).default("inbox"),
    /** Turns the inbox page (/dev/sms-inbox) on, for this machine only; also lets a PostgreSQL server use the inbox. */
    SMS_DEV_INBOX: flag.default(false),
    /** Only whether it is set: without it the server runs on its embedded database, one process on one machine. */
    DATABASE_URL: z.string().optional(),
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

export type SmsConfig = Omit<z.output<typeof smsEnvSchema>, "DATABASE_URL"> & {
  production: boolean;
  /** Texts go to the inbox file instead of a provider: the embedded database, development, or SMS_DEV_INBOX. */
  inboxDelivery: boolean;
  /** The inbox's texts are also written to the log: only where the log is the operator's own terminal. */
  codesInLog: boolean;
  /** The inbox page may be shown (to loopback peers only, see inbox-access.ts): only with SMS_DEV_INBOX=true. */
  inboxPage: boolean;
};

export function parseSmsConfig(env: NodeJS.ProcessEnv = process.env): SmsConfig {
  const result = smsEnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid SMS configuration:\n${lines.join("\n")}`);
  }
  const { DATABASE_URL, ...config } = result.data;
  const production = config.NODE_ENV === "production";
  const inbox = config.SMS_PROVIDER === "inbox";
  // The README's first command (embedded database, nothing configured) must let its user sign in: there the
  // code is printed in the server's log. A PostgreSQL deployment never writes codes to its log.
  const local = !DATABASE_URL || !production;
  return {
    ...config,
    production,
    inboxDelivery: inbox && (local || config.SMS_DEV_INBOX),
    codesInLog: inbox && local,
    inboxPage: inbox && config.SMS_DEV_INBOX,
  };
}
