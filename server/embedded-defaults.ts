/**
 * The embedded default (no DATABASE_URL) is one process on one machine, run with no configuration: it keeps a
 * generated session secret and finance data key in its data folder (and sets cookies Secure only when served over HTTPS, see
 * server/auth/config.ts). Texts are not really sent there: the SMS module prints them in the log, and shows its
 * inbox page only when SMS_DEV_INBOX=true is set explicitly (server/services/sms/config.ts). With DATABASE_URL
 * (production, N processes) none of this applies: those must be configured, and a missing SESSION_SECRET stops
 * the boot (server/config.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";

/** The configuration with the embedded database's generated session secret and finance data key filled in, when that applies. */
export function withEmbeddedDefaults(config: Config): Config {
  if (config.DATABASE_URL || (config.SESSION_SECRET && config.FINANCE_DATA_KEY)) return config;
  const dataDir = path.resolve(config.DATA_DIR);
  const kept = (name: string, make: () => string) => {
    const file = path.join(dataDir, name);
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, make(), { mode: 0o600 });
    }
    return readFileSync(file, "utf8").trim();
  };
  return Object.freeze({
    ...config,
    SESSION_SECRET: config.SESSION_SECRET ?? kept("session-secret", () => randomBytes(48).toString("base64")),
    // The key of finance applications at rest (ADR 035): losing this file loses every stored application.
    FINANCE_DATA_KEY: config.FINANCE_DATA_KEY ?? kept("finance-data-key", () => randomBytes(32).toString("base64")),
  });
}
