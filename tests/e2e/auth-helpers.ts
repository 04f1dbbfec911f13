/** Sign-in helpers for the auth and watchlist browser suites: fresh phones, the dev inbox, a session over HTTP. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { codeFromInbox as inboxCode, freshMobile, signInPhone } from "~/scripts/shopper-session";
import { port, requestWithHost, type RawResponse } from "./harness";

/** Fresh phones and the sign-in flow are the scripts' (the page audit signs shoppers in the same way). */
export { freshMobile };

export const host = (slug: string) => `${slug}.localhost:${port()}`;

/** The newest code texted to `e164` on a site, read from the development inbox page. */
export const codeFromInbox = (slug: string, e164: string): Promise<string> => inboxCode(port(), host(slug), e164);

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export function postForm(
  slug: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return requestWithHost(host(slug), path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: form(fields),
  });
}

/** Signs a fresh phone in over HTTP; returns the phone and the `name=value` session cookie. */
export const signInOverHttp = (slug: string): Promise<{ e164: string; cookie: string }> => signInPhone(slug, port());

/** Car ids and slugs of a site, from the search API. */
export async function someCars(slug: string, count: number): Promise<Array<{ id: number; slug: string; name: string }>> {
  const res = await requestWithHost(host(slug), `/api/search?hitsPerPage=${count + 5}`);
  expect(res.status).toBe(200);
  const hits = (JSON.parse(res.body.toString()) as { hits: Array<{ id: number; slug: string; name: string; status?: string }> }).hits;
  const available = hits.filter((h) => !h.status || h.status !== "sold");
  expect(available.length).toBeGreaterThanOrEqual(count);
  return available.slice(0, count).map((h) => ({ id: Number(h.id), slug: h.slug, name: h.name }));
}

/** Completes the sign-in page in a browser with the code from the inbox. */
export async function signInInBrowser(page: Page, slug: string): Promise<string> {
  const phone = freshMobile();
  await page.getByLabel("Mobile number").fill(phone.local);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await page.getByLabel("6-digit code").waitFor();
  const code = await codeFromInbox(slug, phone.e164);
  await page.getByLabel("6-digit code").fill(code);
  await Promise.all([page.waitForURL((url) => url.pathname !== "/sign-in"), page.getByRole("button", { name: "Sign in" }).click()]);
  return phone.e164;
}
