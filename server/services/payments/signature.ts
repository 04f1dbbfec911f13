/**
 * Webhook signatures in Stripe's scheme, for the embedded provider: `t={unix seconds},v1={hex HMAC-SHA256 of
 * "{t}.{body}"}`. A signature older (or newer) than the tolerance is refused, so a captured webhook cannot be
 * replayed later; comparison is constant-time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "./types";

export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export function verifySignature(payload: string, header: string | null, secret: string, toleranceSeconds: number, now: Date): void {
  if (!header) throw new WebhookSignatureError("No signature header");
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  if (!Number.isInteger(t) || signatures.length === 0) throw new WebhookSignatureError("Malformed signature header");
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) throw new WebhookSignatureError("Signature timestamp outside the tolerance");
  const expected = Buffer.from(createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex"), "utf8");
  const match = signatures.some((s) => {
    const given = Buffer.from(s, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!match) throw new WebhookSignatureError("Signature does not match");
}
