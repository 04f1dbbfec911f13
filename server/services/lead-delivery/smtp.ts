/** Real email through an SMTP server (SMTP_URL), with timeouts well inside the worker's lease. */
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";

export type SmtpSender = { send(message: SendMailOptions): Promise<void>; close(): void };

export function createSmtpSender(url: string, transport?: Transporter): SmtpSender {
  const transporter =
    transport ??
    nodemailer.createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      // A server that accepted no recipient has not taken the lead.
      if (Array.isArray(info.rejected) && info.rejected.length > 0 && (info.accepted?.length ?? 0) === 0) {
        throw new Error(`SMTP server rejected ${info.rejected.join(", ")}`);
      }
    },
    close() {
      transporter.close();
    },
  };
}
