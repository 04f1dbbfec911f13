/**
 * The embedded default (no DATABASE_URL) is one process on one machine, run with no configuration:
 * it keeps a generated session secret in its data folder and sets cookies Secure only when served over HTTPS.
 * Texts are not really sent there: the SMS module prints them in the log, and shows its inbox page only when
 * SMS_DEV_INBOX=true is set explicitly (server/services/sms/config.ts). With DATABASE_URL (production,
 * N processes) none of this applies: those must be configured, and a missing SESSION_SECRET stops the boot.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env";

export function applyEmbeddedDefaults(env: Env, dataDir: string, processEnv: NodeJS.ProcessEnv = process.env): void {
  if (env.DATABASE_URL) return;
  if (!processEnv.SESSION_SECRET) {
    const file = path.join(dataDir, "session-secret");
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(48).toString("base64"), { mode: 0o600 });
    }
    processEnv.SESSION_SECRET = readFileSync(file, "utf8").trim();
  }
  processEnv.SESSION_COOKIE_SECURE ??= String(env.HTTPS);
}
