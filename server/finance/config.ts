/**
 * The finance applications' part of the configuration (server/config.ts): the AES-256 key that encrypts a
 * shopper's application at rest (ADR 035). On the embedded database a key is generated into DATA_DIR like the
 * session secret (server/embedded-defaults.ts); a production server on PostgreSQL must set it, the same in
 * every process, or it stops at boot rather than store applications it could not read back.
 */
import { z } from "zod";
import type { ConfigCheck } from "~/server/config-part";

export const FINANCE_DATA_KEY_HOW_TO = "Set it to 32 random bytes in base64 (e.g. `openssl rand -base64 32`), the same in every process.";

export const financeDataVariables = z.object({
  FINANCE_DATA_KEY: z.string().min(1).optional(),
});

export type FinanceDataConfig = z.output<typeof financeDataVariables> & { NODE_ENV: string; DATABASE_URL?: string };

/** The 32 key bytes of a base64, base64url or hex string, or null when it is not exactly 32 bytes. */
export function parseFinanceDataKey(value: string): Buffer | null {
  const v = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(v)
    ? Buffer.from(v, "hex")
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(v)
      ? Buffer.from(v.replace(/-/g, "+").replace(/_/g, "/"), "base64")
      : null;
  return bytes && bytes.length === 32 ? bytes : null;
}

export const checkFinanceDataVariables: ConfigCheck<FinanceDataConfig> = (config, issue) => {
  if (config.FINANCE_DATA_KEY && !parseFinanceDataKey(config.FINANCE_DATA_KEY)) {
    issue("FINANCE_DATA_KEY", `must be 32 bytes in base64 or 64 hex digits. ${FINANCE_DATA_KEY_HOW_TO}`);
  }
  if (!config.FINANCE_DATA_KEY && config.DATABASE_URL && config.NODE_ENV === "production") {
    issue("FINANCE_DATA_KEY", `is not set, and is required with DATABASE_URL. ${FINANCE_DATA_KEY_HOW_TO}`);
  }
};
