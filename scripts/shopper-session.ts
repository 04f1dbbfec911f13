/**
 * A shopper's session on a dealer site, over HTTP, for the scripts that look at signed-in pages (the page audit and the
 * screens): signed in through the site's own sign-in with a code from the development inbox (the server runs with
 * SMS_DEV_INBOX=true), one car saved to the garage; and the reservation checkout a car page offers.
 */
import http from "node:http";
import { CHECKOUT_PATH_SEGMENTS } from "~/domain/settings/schema";
import { stockForPageTypes } from "./page-types";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request with a Host header (Node does not resolve *.localhost names). */
export function request(
  port: number,
  host: string,
  p: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: p, method: init.method ?? "GET", headers: { host, ...init.headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

export const getText = async (port: number, host: string, p: string) => (await request(port, host, p)).body;

/** The pages only a signed-in shopper sees (the others redirect to /sign-in): the garage and a car's checkout. */
export const isSignedInPage = (p: string) =>
  p === "/my-garage" || (p.startsWith("/cars/") && (CHECKOUT_PATH_SEGMENTS as readonly string[]).includes(p.split("/")[3] ?? ""));

/**
 * The reservation checkout of the first in-stock car whose page links to it (`/checkout`, or `/buy-online` where the
 * dealer names it so: onlineReservation.pathSegment), or null (the dealer takes no deposits online).
 */
export async function checkoutPath(slug: string, port: number): Promise<string | null> {
  const { hits } = await stockForPageTypes(async (path) => JSON.parse(await getText(port, `${slug}.localhost`, path)));
  for (const hit of hits.filter((h) => h.status !== "sold").slice(0, 20)) {
    const html = await getText(port, `${slug}.localhost`, hit.path);
    for (const segment of CHECKOUT_PATH_SEGMENTS) if (html.includes(`"${hit.path}/${segment}"`)) return `${hit.path}/${segment}`;
  }
  return null;
}

/** Signing a shopper in failed: the message says what to fix. */
export class SignInError extends Error {}

/** A valid, unused Australian mobile (0410 000 000 – 0419 999 999), so repeated runs never meet the send limits. */
export function freshMobile(): { local: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return { local: `041${rest}`, e164: `+6141${rest}` };
}

/** The newest code texted to `e164` on a site, read from the development inbox page (waits up to 2 s for it). */
export async function codeFromInbox(port: number, host: string, e164: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const inbox = await request(port, host, "/dev/sms-inbox");
    if (inbox.status === 404)
      throw new SignInError(
        `/dev/sms-inbox answers 404 on ${host}: start the server with SMS_DEV_INBOX=true (signing in reads the code from that inbox)`,
      );
    for (const item of inbox.body.split('data-testid="sms"').slice(1)) {
      const code = /data-testid="sms-code">(\d{6})</.exec(item)?.[1];
      if (/data-testid="sms-to">([^<]+)</.exec(item)?.[1] === e164 && code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new SignInError(`no code for ${e164} in the development inbox of ${host}`);
}

const post = (port: number, host: string, p: string, type: string, body: string, cookie?: string) =>
  request(port, host, p, {
    method: "POST",
    headers: { "content-type": type, origin: `http://${host}`, ...(cookie ? { cookie } : {}) },
    body,
  });

/**
 * Signs a fresh phone in on a site as a shopper does (a code texted, read from the development inbox, then typed in);
 * returns the phone and the `dp_session=…` cookie.
 */
export async function signInPhone(slug: string, port: number): Promise<{ e164: string; cookie: string }> {
  const host = `${slug}.localhost:${port}`;
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const urlencoded = "application/x-www-form-urlencoded";
  const phone = freshMobile();
  const sent = await post(port, host, "/sign-in?type=watchlist", urlencoded, form({ intent: "send", phone: phone.local, redirect: "/" }));
  if (sent.status !== 200) throw new SignInError(`sign-in on ${host}: sending a code answered ${sent.status}`);
  const code = await codeFromInbox(port, host, phone.e164);
  const done = await post(
    port,
    host,
    "/sign-in?type=watchlist",
    urlencoded,
    form({ intent: "verify", phone: phone.e164, code, redirect: "/" }),
  );
  const cookie = ([] as string[])
    .concat(done.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("dp_session="));
  if (done.status !== 302 || !cookie) throw new SignInError(`sign-in on ${host}: the code answered ${done.status} without a session`);
  return { e164: phone.e164, cookie };
}

/** A shopper signed in (signInPhone) with one car saved to the garage, as the car page's Save button does; the cookie. */
export async function signInShopper(slug: string, port: number): Promise<string> {
  const host = `${slug}.localhost:${port}`;
  const { e164, cookie } = await signInPhone(slug, port);
  const { hits } = JSON.parse(await getText(port, host, "/api/search?hitsPerPage=10")) as { hits: Array<{ id: number; status: string }> };
  const car = hits.find((h) => h.status !== "sold") ?? hits[0];
  if (car) {
    const saved = await post(
      port,
      host,
      "/api/watchlist/save-car",
      "application/json",
      JSON.stringify({ phone_number: e164, car_id: car.id }),
      cookie,
    );
    if (saved.status !== 200)
      throw new SignInError(`saving car ${car.id} to the garage on ${host} answered ${saved.status}: ${saved.body}`);
  }
  return cookie;
}
