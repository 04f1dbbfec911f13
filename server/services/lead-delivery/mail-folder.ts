/**
 * The embedded default: each lead email is written as an .eml file (RFC 822, openable in any mail
 * program) to `${dataDir}/mail/<website-slug>/`, named by delivery id, so a redelivery overwrites the
 * same file instead of adding a second one. Written to a temporary name and renamed, so a reader never
 * sees half a message.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export function mailFolder(dataDir: string, websiteSlug: string): string {
  if (!SLUG.test(websiteSlug)) throw new Error(`Unsafe website slug for a mail folder: ${JSON.stringify(websiteSlug)}`);
  return path.join(dataDir, "mail", websiteSlug);
}

export function mailFilePath(dataDir: string, websiteSlug: string, deliveryId: number): string {
  return path.join(mailFolder(dataDir, websiteSlug), `lead-delivery-${deliveryId}.eml`);
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/** Renders the message to RFC 822 bytes without sending it. */
export async function renderEml(message: SendMailOptions): Promise<Buffer> {
  const info = await composer.sendMail(message);
  return info.message as Buffer;
}

export async function writeToMailFolder(
  dataDir: string,
  websiteSlug: string,
  deliveryId: number,
  message: SendMailOptions,
): Promise<string> {
  const file = mailFilePath(dataDir, websiteSlug, deliveryId);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, await renderEml(message), { mode: 0o600 });
  await rename(temp, file);
  return file;
}
