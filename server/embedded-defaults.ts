/**
 * The embedded default (no DATABASE_URL) is one process on one machine, run with no configuration: it keeps a
 * generated session secret in its data folder (and sets cookies Secure only when served over HTTPS, see
 * server/auth/config.ts). Texts are not really sent there: the SMS module prints them in the log, and shows its
 * inbox page only when SMS_DEV_INBOX=true is set explicitly (server/services/sms/config.ts). With DATABASE_URL
 * (production, N processes) none of this applies: those must be configured, and a missing SESSION_SECRET stops
 * the boot (server/config.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";

/** The configuration with the embedded database's generated session secret filled in, when that applies. */
export function withEmbeddedDefaults(config: Config): Config {
  if (config.DATABASE_URL || config.SESSION_SECRET) return config;
  const dataDir = path.resolve(config.DATA_DIR);
  const file = path.join(dataDir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64"), { mode: 0o600 });
  }
  return Object.freeze({ ...config, SESSION_SECRET: readFileSync(file, "utf8").trim() });
}
