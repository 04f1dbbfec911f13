/**
 * Issue 11 over HTTP, against the real server: every redirect whose target comes from outside (sign-in signed
 * in and after a code, the sign-in page's back link and fields, the watchlist form, sign-out, the gate) ends on
 * the dealer's own site for the open-redirect corpus; a signed-in GET of a watchlist sign-in link saves nothing;
 * the SMS inbox answers only this machine's loopback, never another address or a proxied request.
 */
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { OPEN_REDIRECT_BYPASSES } from "~/domain/auth/open-redirect-corpus";
import { codeFromInbox, form, freshMobile, host, someCars } from "./auth-helpers";
import { requestWithHost, type RawResponse } from "./harness";

const SLUG = "harbour-toyota";
const origin = () => `http://${host(SLUG)}`;

/** What the probe found, and the classic protocol-relative, backslash, control, double-encoding and lookalike forms. */
const WORST = [
  "/.//evil.com",
  "/..//evil.com",
  "/%2e//evil.com",
  "/%2e%2e//evil.com",
  "//evil.com",
  "/\\evil.com",
  "/\t/evil.com",
  "/%252e%252e//evil.com",
  "/／evil.com",
  "https://evil.com",
  "javascript:alert(1)",
];
/** The probe's own requests, sent exactly as typed (an http client must encode the others). */
const RAW_QUERIES = ["/.//evil.com", "/..//evil.com", "/%2e//evil.com", "/%2e%2e//evil.com", "//evil.com"];

/**
 * This suite's own client address on the loopback network: its codes do not use up the per-IP limit the other
 * suites share on 127.0.0.1, and to the SMS inbox (which answers only 127.0.0.1 and ::1) it is another machine.
 */
const OWN_ADDRESS = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<RawResponse> {
  return requestWithHost(host(SLUG), path, { ...init, from: init.from ?? OWN_ADDRESS });
}

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: origin(), ...headers },
    body: form(fields),
  });

/** Where a browser on the dealer's site goes with this Location: the same origin, and no protocol-relative start. */
function expectSameSite(location: string | undefined, what: string) {
  expect(location, what).toBeTruthy();
  expect(new URL(location!, "https://dealer.example").origin, `${what} → ${location}`).toBe("https://dealer.example");
  expect(location!.startsWith("//") || location!.startsWith("/\\"), `${what} → ${location}`).toBe(false);
}

const sessionCookie = (res: RawResponse) =>
  ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("dp_session=") && c.length > "dp_session=".length);

/** Signs a fresh phone in from this suite's address, finishing with `redirect` as the target. */
async function signIn(redirect = "/"): Promise<{ cookie: string; location: string }> {
  const phone = freshMobile();
  expect((await post("/sign-in?type=watchlist", { intent: "send", phone: phone.local, redirect })).status).toBe(200);
  const code = await codeFromInbox(SLUG, phone.e164);
  const done = await post("/sign-in?type=watchlist", { intent: "verify", phone: phone.e164, code, redirect });
  expect(done.status).toBe(302);
  const cookie = sessionCookie(done);
  expect(cookie).toBeTruthy();
  return { cookie: cookie!, location: String(done.headers.location) };
}

const decodeHtml = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

describe("redirect targets from outside end on the dealer's own site", () => {
  it("signed in, GET /sign-in answers a same-site Location for every target of the corpus", async () => {
    for (const attack of OPEN_REDIRECT_BYPASSES) {
      const res = await call(`/sign-in?type=watchlist&redirect=${encodeURIComponent(attack)}&back=${encodeURIComponent(attack)}`, {
        headers: { cookie },
      });
      expect(res.status, attack).toBe(302);
      expectSameSite(res.headers.location, attack);
    }
    for (const attack of WORST) {
      const res = await call(`/sign-in?redirect=${encodeURIComponent(attack)}`, { headers: { cookie } });
      expect(res.headers.location, attack).toBe("/");
    }
    for (const raw of RAW_QUERIES) {
      const res = await call(`/sign-in?redirect=${raw}`, { headers: { cookie } });
      expect(res.headers.location, raw).toBe("/");
    }
  });

  it("signed out, the sign-in page's back link, hidden fields and form action keep only same-site paths", async () => {
    for (const attack of OPEN_REDIRECT_BYPASSES) {
      const res = await call(`/sign-in?type=watchlist&redirect=${encodeURIComponent(attack)}&back=${encodeURIComponent(attack)}`);
      expect(res.status, attack).toBe(200);
      const html = res.body.toString();
      const backLink = /<a[^>]*href="([^"]*)"[^>]*>← Back/.exec(html)?.[1];
      const redirect = /name="redirect" value="([^"]*)"/.exec(html)?.[1];
      const back = /name="back" value="([^"]*)"/.exec(html)?.[1];
      for (const [what, value] of [
        ["back link", backLink],
        ["redirect field", redirect],
        ["back field", back],
      ] as const) {
        expectSameSite(value === undefined ? undefined : decodeHtml(value), `${what} for ${JSON.stringify(attack)}`);
      }
      const action = decodeHtml(/<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? "");
      const params = new URL(action, "https://dealer.example").searchParams;
      expectSameSite(params.get("redirect") ?? undefined, `form action's redirect for ${JSON.stringify(attack)}`);
      expectSameSite(params.get("back") ?? undefined, `form action's back for ${JSON.stringify(attack)}`);
      expect(html, attack).not.toMatch(/="(?:\/\/|\/\\|[a-z]+:)[^"]*evil/i);
    }
    for (const raw of RAW_QUERIES) {
      const html = (await call(`/sign-in?redirect=${raw}&back=${raw}`)).body.toString();
      expect(/<a[^>]*href="([^"]*)"[^>]*>← Back/.exec(html)?.[1], raw).toBe("/");
    }
  });

  it("after a successful code, the worst targets end on the home page", async () => {
    for (const attack of ["/.//evil.com", "/%2e%2e//evil.com", "/\\evil.com"]) {
      const { location } = await signIn(attack);
      expect(location, attack).toBe("/");
    }
  });

  it("the watchlist form's redirect, signed in and signed out", async () => {
    const [car] = await someCars(SLUG, 1);
    for (const attack of WORST) {
      const signedIn = await post("/api/watchlist/save-car", { car_id: String(car.id), redirect: attack }, { cookie });
      expect(signedIn.status, attack).toBe(303);
      expect(signedIn.headers.location, attack).toBe("/");
      const signedOut = await post("/api/watchlist/save-car", { car_id: String(car.id), redirect: attack });
      expect(signedOut.status, attack).toBe(303);
      expectSameSite(signedOut.headers.location, attack);
      const target = new URL(String(signedOut.headers.location), "https://dealer.example");
      expect([target.pathname, target.searchParams.get("redirect"), target.searchParams.get("back")], attack).toEqual([
        "/sign-in",
        "/",
        "/",
      ]);
    }
  });

  it("POST /sign-out, signed out and signed in", async () => {
    for (const attack of WORST) {
      const res = await post("/sign-out", { redirect: attack });
      expect(res.status, attack).toBe(302);
      expect(res.headers.location, attack).toBe("/");
    }
    const session = await signIn();
    const out = await post("/sign-out", { redirect: "/.//evil.com" }, { cookie: session.cookie });
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe("/");
  });

  it("the gate: a same-host referrer or gated path that would leave the site comes back as the home page", async () => {
    for (const attack of ["/.//evil.com", "/..//evil.com", "/%2e%2e//evil.com", "//evil.com"]) {
      const res = await call("/my-garage", { headers: { referer: `${origin()}${attack}` } });
      expect(res.status, attack).toBe(302);
      const target = new URL(String(res.headers.location), "https://dealer.example");
      expect([target.pathname, target.searchParams.get("redirect"), target.searchParams.get("back")], attack).toEqual([
        "/sign-in",
        "/my-garage",
        "/",
      ]);
    }
    const doubled = await call("//my-garage");
    expect(doubled.status).toBe(302);
    const target = new URL(String(doubled.headers.location), "https://dealer.example");
    expect([target.pathname, target.searchParams.get("redirect")]).toEqual(["/sign-in", "/"]);
  });
});

describe("a GET changes no data", () => {
  it("signed in, GET /sign-in?type=watchlist&car_id=… only redirects: the car is not saved", async () => {
    const session = await signIn();
    const [car] = await someCars(SLUG, 1);
    const res = await call(`/sign-in?type=watchlist&car_id=${car.id}&redirect=%2Fmy-garage`, {
      headers: { cookie: session.cookie, referer: "https://evil.example.com/" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/my-garage");
    const list = JSON.parse((await call("/api/watchlist/cars", { headers: { cookie: session.cookie } })).body.toString()) as {
      car_ids: number[];
    };
    expect(list.car_ids.map(Number)).not.toContain(car.id);
  });

  it("the sign-in POST after a code, from this site, still saves the car the heart was for", async () => {
    const [car] = await someCars(SLUG, 1);
    const phone = freshMobile();
    await post("/sign-in?type=watchlist", { intent: "send", phone: phone.local, type: "watchlist", car_id: String(car.id), redirect: "/" });
    const code = await codeFromInbox(SLUG, phone.e164);
    const done = await post("/sign-in?type=watchlist", {
      intent: "verify",
      phone: phone.e164,
      code,
      type: "watchlist",
      car_id: String(car.id),
      redirect: "/",
    });
    expect(done.status).toBe(302);
    const list = JSON.parse((await call("/api/watchlist/cars", { headers: { cookie: sessionCookie(done)! } })).body.toString()) as {
      car_ids: number[];
    };
    expect(list.car_ids.map(Number)).toContain(car.id);
  });
});

describe("the SMS inbox (switched on for this test server)", () => {
  it("answers a browser on this machine's loopback", async () => {
    const res = await call("/dev/sms-inbox", { from: "127.0.0.1" });
    expect(res.status).toBe(200);
    expect(String(res.headers["cache-control"])).toContain("no-store");
  });

  it("is not found from any other address, and the sign-in page does not link to it there", async () => {
    const res = await call("/dev/sms-inbox");
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('data-testid="sms-code"');
    const page = (await call("/sign-in")).body.toString();
    expect(page).not.toContain("/dev/sms-inbox");
    expect((await call("/sign-in", { from: "127.0.0.1" })).body.toString()).toContain("/dev/sms-inbox");
  });

  it.each([
    ["x-forwarded-for", "127.0.0.1"],
    ["forwarded", "for=127.0.0.1"],
    ["x-real-ip", "127.0.0.1"],
    ["via", "1.1 proxy"],
  ])("is not found through a proxy on this machine (%s)", async (name, value) => {
    const res = await call("/dev/sms-inbox", { from: "127.0.0.1", headers: { [name]: value } });
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('data-testid="sms-code"');
  });
});
