/**
 * The console's emails (sign-in links, password resets, invitations) through the same mail module as leads: SMTP
 * when SMTP_URL is set, otherwise an .eml file in the dealer's mail folder (`DATA_DIR/mail/<site>/staff-….eml`),
 * written to a temporary name and renamed. Sent at once (not queued): the person is waiting for it, and is told
 * when it could not be sent.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { mailFolder, renderEml } from "~/server/services/lead-delivery/mail-folder";
import { createSmtpSender, type SmtpSender } from "~/server/services/lead-delivery/smtp";

export type StaffEmail = { websiteSlug: string; to: string; subject: string; text: string; kind: string; id: number };

export type StaffMailer = { send(message: StaffEmail): Promise<void>; close(): void };

export function staffMailFilePath(dataDir: string, websiteSlug: string, kind: string, id: number): string {
  return path.join(mailFolder(dataDir, websiteSlug), `staff-${kind}-${id}.eml`);
}

export function createStaffMailer(options: { dataDir: string; from: string; smtpUrl?: string; smtp?: SmtpSender }): StaffMailer {
  let smtp = options.smtp;
  return {
    async send(message) {
      const mail = {
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: { "X-Staff-Email": `${message.kind}-${message.id}` },
      };
      if (options.smtpUrl || smtp) {
        smtp ??= createSmtpSender(options.smtpUrl!);
        await smtp.send(mail);
        return;
      }
      const file = staffMailFilePath(options.dataDir, message.websiteSlug, message.kind, message.id);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, await renderEml(mail), { mode: 0o600 });
      await rename(temp, file);
    },
    close() {
      smtp?.close();
    },
  };
}
