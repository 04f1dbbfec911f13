/**
 * Sign-in configuration from the environment. The secret keys every stored hash (codes, session tokens);
 * production must set it, and a missing one fails loudly at first use rather than signing with a known key.
 */
const DEV_SECRET = "dev-only-session-secret-do-not-use-in-production";
export const SESSION_SECRET_MIN_LENGTH = 32;

export class MissingSessionSecretError extends Error {
  constructor(reason: string) {
    super(`SESSION_SECRET ${reason}. Set it to a random string of at least ${SESSION_SECRET_MIN_LENGTH} characters, the same in every process (e.g. \`openssl rand -base64 48\`).`);
    this.name = "MissingSessionSecretError";
  }
}

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  // The server's own default (server/env.ts) is production when NODE_ENV is unset.
  return (env.NODE_ENV ?? "production") === "production";
}

export function sessionSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.SESSION_SECRET;
  if (secret && secret.length >= SESSION_SECRET_MIN_LENGTH) return secret;
  if (!isProduction(env)) return secret || DEV_SECRET;
  throw new MissingSessionSecretError(secret ? "is too short" : "is not set");
}

/** Session cookies are Secure in production; SESSION_COOKIE_SECURE=true|false overrides (e.g. plain-HTTP staging). */
export function secureCookies(env: NodeJS.ProcessEnv = process.env): boolean {
  const override = env.SESSION_COOKIE_SECURE;
  if (override === "true" || override === "1") return true;
  if (override === "false" || override === "0") return false;
  return isProduction(env);
}
