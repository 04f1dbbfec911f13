/** Helpers for the lead form suites: filling forms, waiting for hydration, and finding a lead in a site's mail folder. */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";

export const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");

let counter = 0;
/** An email address no other lead has, to find this test's lead among the site's mail. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * An Australian mobile number ("041x xxx xxx") no other test uses: a shopper is known by mobile and car, so tests
 * sharing one number would update each other's lead.
 */
export function uniqueMobile(): string {
  counter += 1;
  const digits = String((process.pid * 7919 + Date.now() + counter * 104_729) % 10_000_000).padStart(7, "0");
  return `041${digits[0]} ${digits.slice(1, 4)} ${digits.slice(4)}`;
}

/** Decodes quoted-printable soft breaks and escapes, so a mail's text can be searched. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The site's delivered lead mails that mention `needle` (the worker writes them about every 2 s). */
export async function mailsMentioning(site: string, needle: string): Promise<string[]> {
  const dir = path.join(DATA_DIR, "mail", site);
  const files = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(files.filter((f) => f.endsWith(".eml")).map((f) => readFile(path.join(dir, f), "utf8").catch(() => "")));
  return texts.map(decodeQuotedPrintable).filter((t) => t.includes(needle));
}

/**
 * Waits until a lead mail mentions `needle` and checks it is the only one. With `settle`, waits one more
 * worker round (2 s) first, to be sure no second lead follows (double clicks, retried posts).
 */
export async function expectOneLeadMail(site: string, needle: string, options: { settle?: boolean } = {}): Promise<string> {
  await expect.poll(async () => (await mailsMentioning(site, needle)).length, { timeout: 20_000, interval: 250 }).toBeGreaterThan(0);
  if (options.settle) await new Promise((r) => setTimeout(r, 2500));
  const mails = await mailsMentioning(site, needle);
  expect(mails).toHaveLength(1);
  return mails[0];
}

/** The form's script has run once the browser made the submission's idempotency key. Patient: on a loaded machine a
 *  phone page has taken over 30 s to hydrate. */
export async function waitForHydratedForm(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('input[name="idempotency_key"]').first().inputValue({ timeout: 60_000 }), { timeout: 60_000 })
    .not.toBe("");
}

export const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

export async function fillContact(page: Page, email: string, name = "Jo Citizen") {
  await textbox(page, "Name").fill(name);
  await textbox(page, "Email").fill(email);
  await textbox(page, "Phone").fill("0412 345 678");
}

/** Texts of the error summary's items, and of the errors shown beside fields. */
export async function summaryItems(page: Page): Promise<string[]> {
  return page.getByTestId("error-summary").locator("li").allTextContents();
}

export async function fieldError(page: Page, fieldLabel: string, role: "textbox" | "combobox" = "textbox"): Promise<string | null> {
  const describedBy = await page.getByRole(role, { name: fieldLabel, exact: true }).getAttribute("aria-describedby");
  if (!describedBy) return null;
  const id = describedBy.split(" ").find((i) => i.endsWith("-error"));
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

/** Collects uncaught page errors and alerts. */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const alerts: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  return { errors, alerts };
}
