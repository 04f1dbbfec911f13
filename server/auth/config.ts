/**
 * Sign-in's part of the configuration (server/config.ts). The secret keys every stored hash (codes, session
 * tokens): a production server on PostgreSQL must set it (the embedded database keeps a generated one in its
 * data folder, server/embedded-defaults.ts), and a missing or short one stops the boot rather than signing
 * with a known key.
 */
import { z } from "zod";
import { booleanFlag, type ConfigCheck } from "~/server/config-part";

const DEV_SECRET = "dev-only-session-secret-do-not-use-in-production";
export const SESSION_SECRET_MIN_LENGTH = 32;
const HOW_TO_SET = `Set it to a random string of at least ${SESSION_SECRET_MIN_LENGTH} characters, the same in every process (e.g. \`openssl rand -base64 48\`).`;

export const authVariables = z.object({
  SESSION_SECRET: z.string().min(1).optional(),
  /** Unset: Secure when served over HTTPS on the embedded database, else in production (see sessionKeys). */
  SESSION_COOKIE_SECURE: booleanFlag.optional(),
});

/** What sign-in reads of the configuration: its own variables, and where and how this server runs. */
export type AuthConfig = z.output<typeof authVariables> & { NODE_ENV: string; DATABASE_URL?: string; HTTPS: boolean };

export const checkAuthVariables: ConfigCheck<AuthConfig> = (config, issue) => {
  if (config.NODE_ENV !== "production") return;
  const secret = config.SESSION_SECRET;
  if (secret && secret.length < SESSION_SECRET_MIN_LENGTH) issue("SESSION_SECRET", `is too short. ${HOW_TO_SET}`);
  if (!secret && config.DATABASE_URL) issue("SESSION_SECRET", `is not set, and is required with DATABASE_URL. ${HOW_TO_SET}`);
};

/** The keys of this process's sign-in: the hashing secret and whether the session cookie is Secure. */
export type SessionKeys = { secret: string; secureCookies: boolean };

export function sessionKeys(config: AuthConfig): SessionKeys {
  const production = config.NODE_ENV === "production";
  const secret = config.SESSION_SECRET ?? (production ? undefined : DEV_SECRET);
  // Only a configuration that skipped the embedded defaults gets here without a secret.
  if (!secret) throw new Error(`SESSION_SECRET is not set. ${HOW_TO_SET}`);
  const secureByDefault = config.DATABASE_URL ? production : config.HTTPS;
  return { secret, secureCookies: config.SESSION_COOKIE_SECURE ?? secureByDefault };
}
