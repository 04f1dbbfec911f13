/**
 * Encryption at rest of finance applications (ADR 035): AES-256-GCM, a fresh 96-bit IV per write, the row's
 * site and token hash as additional data (a payload copied into another row does not decrypt there), and the
 * key's id in the text, so a wrong or rotated key is named rather than read as garbage.
 * Format: `v1.<key id>.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { FINANCE_DATA_KEY_HOW_TO, parseFinanceDataKey } from "./config";

export type FinanceDataCipher = {
  /** The first 8 hex digits of the key's SHA-256: names the key without revealing it. */
  readonly keyId: string;
  encrypt(value: unknown, associatedData: string): string;
  /** Throws when the text was not made with this key and these additional data, or was altered. */
  decrypt(text: string, associatedData: string): unknown;
};

const DEV_KEY = createHash("sha256").update("dev-only-finance-data-key-do-not-use-in-production").digest();

export function createFinanceDataCipher(key: Buffer): FinanceDataCipher {
  if (key.length !== 32) throw new Error("A finance data key is 32 bytes");
  const keyId = createHash("sha256").update(key).digest("hex").slice(0, 8);
  return {
    keyId,
    encrypt(value, associatedData) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(associatedData, "utf8"));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
      return ["v1", keyId, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
    },
    decrypt(text, associatedData) {
      const [version, id, iv, tag, body] = text.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("Not an encrypted finance application");
      if (id !== keyId) throw new Error(`Encrypted with key ${id}, not this server's key ${keyId} (FINANCE_DATA_KEY)`);
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(associatedData, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
      return JSON.parse(plain.toString("utf8"));
    },
  };
}

/** The cipher of this process: the configured key; a fixed development key only outside production. */
export function financeDataCipher(config: { FINANCE_DATA_KEY?: string; NODE_ENV: string }): FinanceDataCipher {
  if (config.FINANCE_DATA_KEY) {
    const key = parseFinanceDataKey(config.FINANCE_DATA_KEY);
    if (!key) throw new Error(`FINANCE_DATA_KEY is not a 32-byte key. ${FINANCE_DATA_KEY_HOW_TO}`);
    return createFinanceDataCipher(key);
  }
  // Only a configuration that skipped the embedded defaults gets here without a key (tests on PostgreSQL).
  if (config.NODE_ENV === "production") throw new Error(`FINANCE_DATA_KEY is not set. ${FINANCE_DATA_KEY_HOW_TO}`);
  return createFinanceDataCipher(DEV_KEY);
}
