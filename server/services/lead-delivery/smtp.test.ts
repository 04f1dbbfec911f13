import type { Transporter } from "nodemailer";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config";
import { createSmtpSender } from "./smtp";

function fakeTransport(result: { accepted: string[]; rejected: string[] } | Error): Transporter {
  return {
    sendMail: async () => {
      if (result instanceof Error) throw result;
      return result;
    },
    close() {},
  } as unknown as Transporter;
}

describe("SMTP sender", () => {
  it("resolves when the server accepted the recipient", async () => {
    const sender = createSmtpSender("smtp://x", fakeTransport({ accepted: ["a@b.example"], rejected: [] }));
    await expect(sender.send({ to: "a@b.example" })).resolves.toBeUndefined();
  });

  it("fails when every recipient was rejected, so the lead is retried", async () => {
    const sender = createSmtpSender("smtp://x", fakeTransport({ accepted: [], rejected: ["a@b.example"] }));
    await expect(sender.send({ to: "a@b.example" })).rejects.toThrow(/rejected a@b.example/);
  });

  it("passes on connection errors", async () => {
    const sender = createSmtpSender("smtp://x", fakeTransport(new Error("ECONNREFUSED")));
    await expect(sender.send({ to: "a@b.example" })).rejects.toThrow("ECONNREFUSED");
  });
});

describe("lead delivery configuration", () => {
  it("defaults to the embedded mail folder", () => {
    const config = parseConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({
      LEAD_WEBHOOK_TIMEOUT_MS: 10_000,
      LEAD_MAIL_FROM: '"Dealer Platform leads" <leads@localhost>',
      DATA_DIR: ".data",
    });
  });

  it("names a bad variable", () => {
    expect(() => parseConfig({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL: must start with smtp/);
    expect(() => parseConfig({ LEAD_WEBHOOK_TIMEOUT_MS: "soon" })).toThrow(/LEAD_WEBHOOK_TIMEOUT_MS/);
    expect(() => parseConfig({ LEAD_MAIL_FROM: "x" })).toThrow(/LEAD_MAIL_FROM/);
  });
});
