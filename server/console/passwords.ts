/**
 * Staff passwords, hashed with scrypt (node:crypto), a memory-hard KDF: N = 2^16, r = 8, p = 1 uses 64 MiB and about
 * a tenth of a second per hash, so a stolen table costs an attacker the same per guess. The stored string carries its
 * parameters (`scrypt$N$r$p$salt$hash`), so they can be raised later and old hashes still verify. At most two hashes
 * run at once per process, so a burst of sign-ins cannot take the server's memory (ADR 036).
 * Tests that sign in many times hash at a lower cost (`useTestPasswordCost`, from the integration project's setup).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

type ScryptParams = { N: number; r: number; p: number };

/** Production's cost, for every new hash. */
export const SCRYPT_PARAMS = { N: 2 ** 16, r: 8, p: 1 } as const;
/** Tests' cost: 1 MiB and about a millisecond a hash. */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
let current: ScryptParams = SCRYPT_PARAMS;

/**
 * Tests only: new hashes (and the dummy one) at TEST_SCRYPT_PARAMS until the returned function restores production's
 * cost. Verifying reads each hash's own parameters, so sign-in works as in production, and hashes made at production's
 * cost still verify. Refused unless NODE_ENV is "test" (vitest sets it; the server defaults to production).
 */
export function useTestPasswordCost(): () => void {
  if (process.env.NODE_ENV !== "test") throw new Error("useTestPasswordCost is for tests only (NODE_ENV=test)");
  current = TEST_SCRYPT_PARAMS;
  return () => {
    current = SCRYPT_PARAMS;
  };
}

const KEY_LENGTH = 32;
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return limited(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = current;
  const key = await derive(password, salt, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** A hash made once per process: an unknown email is checked against it, so its answer takes as long as a known one's. */
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; a null or malformed hash (an invited person without a password) never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const match = stored ? FORMAT.exec(stored) : null;
  if (!match) {
    dummyHash ??= hashPassword("no account has this password");
    const dummy = FORMAT.exec(await dummyHash)!;
    await derive(password, Buffer.from(dummy[4], "base64url"), current);
    return false;
  }
  const params = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // Refuse parameters no hash of ours has (a tampered row asking for gigabytes).
  if (params.N > 2 ** 20 || params.r > 32 || params.p > 4) return false;
  const expected = Buffer.from(match[5], "base64url");
  const key = await derive(password, Buffer.from(match[4], "base64url"), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash made with weaker parameters than today's: re-hash it at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const match = FORMAT.exec(stored);
  return !match || Number(match[1]) < current.N || Number(match[2]) < current.r;
}
