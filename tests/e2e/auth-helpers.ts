/** Sign-in helpers for the auth and watchlist browser suites: fresh phones, the dev inbox, a session over HTTP. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { port, requestWithHost, type RawResponse } from "./harness";

/** A valid, unused Australian mobile (0410 000 000 – 0419 999 999) so repeated runs never meet the send limits. */
export function freshMobile(): { local: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return { local: `041${rest}`, e164: `+6141${rest}` };
}

export const host = (slug: string) => `${slug}.localhost:${port()}`;

/** The newest code texted to `e164` on a site, read from the development inbox page. */
export async function codeFromInbox(slug: string, e164: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await requestWithHost(host(slug), "/dev/sms-inbox");
    expect(res.status).toBe(200);
    for (const item of res.body.toString().split('data-testid="sms"').slice(1)) {
      const to = /data-testid="sms-to">([^<]+)</.exec(item)?.[1];
      const code = /data-testid="sms-code">(\d{6})</.exec(item)?.[1];
      if (to === e164 && code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no text for ${e164} in the inbox of ${slug}`);
}

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
export async function signInOverHttp(slug: string): Promise<{ e164: string; cookie: string }> {
  const phone = freshMobile();
  const sent = await postForm(slug, "/sign-in?type=watchlist", { intent: "send", phone: phone.local, redirect: "/" });
  expect(sent.status).toBe(200);
  const code = await codeFromInbox(slug, phone.e164);
  const done = await postForm(slug, "/sign-in?type=watchlist", { intent: "verify", phone: phone.e164, code, redirect: "/" });
  expect(done.status).toBe(302);
  const setCookie = ([] as string[]).concat(done.headers["set-cookie"] ?? []);
  const cookie = setCookie.map((c) => c.split(";")[0]).find((c) => c.startsWith("dp_session="));
  expect(cookie).toBeTruthy();
  return { e164: phone.e164, cookie: cookie! };
}

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
