import { describe, expect, it } from "vitest";
import { signatureHeader, verifySignature } from "./signature";
import { cardOutcome, luhnValid } from "./test-cards";
import { checkPaymentsVariables, paymentsVariables } from "./config";
import { WebhookSignatureError } from "./types";

const secret = "embedded-secret-0123456789abcdef0123456789";
const body = '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{}}}';
const now = new Date("2026-11-25T01:00:00Z");
const t = Math.floor(now.getTime() / 1000);

describe("embedded webhook signatures (Stripe's t=…,v1=… scheme)", () => {
  it("accepts its own signature within the tolerance", () => {
    expect(() => verifySignature(body, signatureHeader(body, secret, t), secret, 300, new Date(now.getTime() + 299_000))).not.toThrow();
  });
  it("refuses a missing, malformed, tampered, foreign or stale signature", () => {
    const header = signatureHeader(body, secret, t);
    expect(() => verifySignature(body, null, secret, 300, now)).toThrow(WebhookSignatureError);
    expect(() => verifySignature(body, "v1=abc", secret, 300, now)).toThrow(WebhookSignatureError);
    expect(() => verifySignature(body.replace("evt_1", "evt_2"), header, secret, 300, now)).toThrow(WebhookSignatureError);
    expect(() => verifySignature(body, signatureHeader(body, "another-secret-0123456789abcdef0123", t), secret, 300, now)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifySignature(body, header, secret, 300, new Date(now.getTime() + 301_000))).toThrow(/tolerance/);
  });
});

describe("test cards", () => {
  it("4242… pays, 4000 0000 0000 0002 declines, 4000 0027 6000 3184 asks for 3-D Secure, a typo is caught", () => {
    expect(cardOutcome("4242 4242 4242 4242")).toBe("success");
    expect(cardOutcome("4000-0000-0000-0002")).toBe("decline");
    expect(cardOutcome("4000002760003184")).toBe("challenge");
    expect(cardOutcome("4242 4242 4242 4241")).toBe("invalid");
    expect(cardOutcome("4111 1111 1111 1111")).toBe("decline");
    expect(luhnValid("5555555555554444")).toBe(true);
  });
});

describe("payments configuration", () => {
  it("defaults to the embedded provider; Stripe needs its key and webhook secret", () => {
    const config = paymentsVariables.parse({});
    expect(config.PAYMENTS_PROVIDER).toBe("embedded");
    const issues: string[] = [];
    checkPaymentsVariables(paymentsVariables.parse({ PAYMENTS_PROVIDER: "stripe" }), (v) => issues.push(v));
    expect(issues).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
    expect(paymentsVariables.safeParse({ STRIPE_SECRET_KEY: "pk_test_123" }).success).toBe(false);
  });
});
