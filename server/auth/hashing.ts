/** Only keyed hashes of codes and session tokens are stored; the secret stays in the configuration (runtime.sessionKeys). */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH } from "~/domain/auth/code-rules";
import type { SessionKeys } from "./config";

type HashKey = Pick<SessionKeys, "secret">;

export function keyedHash(keys: HashKey, purpose: "code" | "session", value: string): string {
  return createHmac("sha256", keys.secret).update(`${purpose}:${value}`).digest("hex");
}

/** A six-digit code hash is bound to its site and phone, so a leaked table cannot be matched by a code list alone. */
export function codeHash(keys: HashKey, websiteId: number, phone: string, code: string): string {
  return keyedHash(keys, "code", `${websiteId}:${phone}:${code}`);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, "0");
}

/** 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}
