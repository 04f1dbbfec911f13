/**
 * A shopper's session on a dealer site, over HTTP, for the scripts that look at signed-in pages (the page audit and the
 * screens): signed in through the site's own sign-in with a code from the development inbox (the server runs with
 * SMS_DEV_INBOX=true), one car saved to the garage; and the reservation checkout a car page offers.
 */
import http from "node:http";
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
export const isSignedInPage = (p: string) => p === "/my-garage" || /^\/cars\/[^/]+\/(checkout|buy-online)$/.test(p);

/**
 * The reservation checkout of the first in-stock car whose page links to it (`/checkout`, or `/buy-online` where the
 * dealer names it so: onlineReservation.pathSegment), or null (the dealer takes no deposits online).
 */
export async function checkoutPath(slug: string, port: number): Promise<string | null> {
  const { hits } = await stockForPageTypes(async (path) => JSON.parse(await getText(port, `${slug}.localhost`, path)));
  for (const hit of hits.filter((h) => h.status !== "sold").slice(0, 20)) {
    const html = await getText(port, `${slug}.localhost`, hit.path);
    for (const segment of ["checkout", "buy-online"]) if (html.includes(`"${hit.path}/${segment}"`)) return `${hit.path}/${segment}`;
  }
  return null;
}

/** Signing a shopper in failed: the message says what to fix. */
export class SignInError extends Error {}

/**
 * Signs a fresh phone in on a site as a shopper does (a code texted, read from the development inbox, then typed in)
 * and saves one car to its garage; returns the `dp_session=…` cookie.
 */
export async function signInShopper(slug: string, port: number): Promise<string> {
  const host = `${slug}.localhost:${port}`;
  const inbox = await request(port, host, "/dev/sms-inbox");
  if (inbox.status === 404)
    throw new SignInError(
      `/dev/sms-inbox answers 404 on ${host}: start the server with SMS_DEV_INBOX=true to audit the signed-in pages (the script signs in with a code from that inbox)`,
    );
  const post = (p: string, type: string, body: string, cookie?: string) =>
    request(port, host, p, {
      method: "POST",
      headers: { "content-type": type, origin: `http://${host}`, ...(cookie ? { cookie } : {}) },
      body,
    });
  const form = "application/x-www-form-urlencoded";
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const phone = { local: `041${rest}`, e164: `+6141${rest}` };
  const sent = await post(
    "/sign-in?type=watchlist",
    form,
    new URLSearchParams({ intent: "send", phone: phone.local, redirect: "/" }).toString(),
  );
  if (sent.status !== 200) throw new SignInError(`sign-in on ${host}: sending a code answered ${sent.status}`);
  let code: string | undefined;
  for (let attempt = 0; attempt < 20 && !code; attempt++) {
    for (const item of (await getText(port, host, "/dev/sms-inbox")).split('data-testid="sms"').slice(1))
      if (/data-testid="sms-to">([^<]+)</.exec(item)?.[1] === phone.e164) code = /data-testid="sms-code">(\d{6})</.exec(item)?.[1] ?? code;
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new SignInError(`sign-in on ${host}: no code for ${phone.e164} in /dev/sms-inbox`);
  const done = await post(
    "/sign-in?type=watchlist",
    form,
    new URLSearchParams({ intent: "verify", phone: phone.e164, code, redirect: "/" }).toString(),
  );
  const cookie = ([] as string[])
    .concat(done.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("dp_session="));
  if (done.status !== 302 || !cookie) throw new SignInError(`sign-in on ${host}: the code answered ${done.status} without a session`);
  // One car in the garage, saved as the car page's Save button does.
  const { hits } = JSON.parse(await getText(port, host, "/api/search?hitsPerPage=10")) as { hits: Array<{ id: number; status: string }> };
  const car = hits.find((h) => h.status !== "sold") ?? hits[0];
  if (car) {
    const saved = await post(
      "/api/watchlist/save-car",
      "application/json",
      JSON.stringify({ phone_number: phone.e164, car_id: car.id }),
      cookie,
    );
    if (saved.status !== 200)
      throw new SignInError(`saving car ${car.id} to the garage on ${host} answered ${saved.status}: ${saved.body}`);
  }
  return cookie;
}
