import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { createSession, setSessionCookie, userForPhone } from "~/server/auth/sessions";
import { insertSite } from "~/server/db/test-factories";
import { openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import type { Runtime } from "~/server/runtime";
import type { Site } from "~/server/tenancy/site-directory";
import { gateMiddleware } from "./gate.server";
import { clientUser, sessionContext, sessionMiddleware } from "./session.server";

let database: TestDatabase;
let site: Site;
let cookie: string;
const sessionKeys = { secret: "test-only-session-secret-0123456789abcdef", secureCookies: false };

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  const { site: row } = await insertSite(database.db, "mw");
  site = { id: row.id, slug: row.slug, name: row.name, settings: parseWebsiteSettings({}) } as Site;
  const userId = await userForPhone(database.db, site.id, "+61412345678");
  const { token } = await createSession(database.db, sessionKeys, { websiteId: site.id, userId });
  cookie = (await setSessionCookie(sessionKeys, token)).split(";")[0];
});
afterAll(async () => {
  await database?.drop();
});

function contextFor(withSite = true) {
  const context = new RouterContextProvider();
  context.set(runtimeContext, { db: database.db, sessionKeys } as unknown as Runtime);
  context.set(siteLookupContext, { match: { kind: "slug", slug: "mw" }, site: withSite ? site : null });
  return context;
}

const args = (url: string, headers: Record<string, string>, context: RouterContextProvider) =>
  ({ request: new Request(url, { headers }), context, params: {}, unstable_pattern: "" }) as unknown as Parameters<
    typeof sessionMiddleware
  >[0];

async function run(url: string, headers: Record<string, string> = {}, withSite = true) {
  const context = contextFor(withSite);
  const next = vi.fn(async () => new Response("ok"));
  const response = await sessionMiddleware(
    args(url, headers, context),
    async () => (await gateMiddleware(args(url, headers, context), next)) as Response,
  );
  return { response: response as Response, context, next };
}

describe("session and gate middleware", () => {
  it("puts the signed-in user in the context and exposes only a masked phone", async () => {
    const { response, context } = await run("http://mw.localhost/", { cookie });
    expect(context.get(sessionContext).user).toMatchObject({ phone: "+61412345678" });
    expect(clientUser(context)).toEqual({ id: expect.any(Number), phone: "0412 ••• 678" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("leaves a request without a cookie alone", async () => {
    const { response, context } = await run("http://mw.localhost/");
    expect(context.get(sessionContext)).toEqual({ user: null, token: null });
    expect(response.headers.get("cache-control")).toBeNull();
  });

  it("clears a stale cookie", async () => {
    const stale = (await setSessionCookie(sessionKeys, "no-such-token")).split(";")[0];
    const { response, context } = await run("http://mw.localhost/", { cookie: stale });
    expect(context.get(sessionContext).user).toBeNull();
    expect(response.headers.get("set-cookie")).toMatch(/dp_session=;.*Max-Age=0/);
  });

  it("redirects a signed-out visitor of a gated path to sign-in, keeping the query", async () => {
    const error = await run("http://mw.localhost/personalised/finance?car_id=7").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Response);
    const location = new URL((error as Response).headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/sign-in");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      type: "car-finance",
      redirect: "/personalised/finance?car_id=7",
      back: "/",
    });
  });

  it("lets a signed-in shopper through a gated path, and anyone through an open one", async () => {
    expect((await run("http://mw.localhost/my-garage", { cookie })).next).toHaveBeenCalled();
    expect((await run("http://mw.localhost/cars/x/checkout")).next).toHaveBeenCalled();
  });

  it("gates every spec route and a dealer-added path when a dealer switches them all on", async () => {
    const strict = {
      ...site,
      settings: parseWebsiteSettings({
        access: {
          gates: { tradeIn: true, sellMyCar: true, checkout: true, finance: true },
          extraGatedPaths: [{ path: "/my-offers", type: "my-garage" }],
        },
      }),
    } as Site;
    const cases: Array<[string, string]> = [
      ["/cars/trade-in?car_id=3", "trade-in"],
      ["/sell-my-car", "trade-in"],
      ["/cars/2022-kia-seltos/checkout", "checkout"],
      ["/cars/2022-kia-seltos/buy-online", "checkout"],
      ["/personalised/finance?car_id=3", "car-finance"],
      ["/spin-to-win", "spin-to-win"],
      ["/online-payment", "online-payment"],
      ["/finance", "finance"],
      ["/my-garage", "my-garage"],
      ["/my-offers", "my-garage"],
    ];
    for (const [path, type] of cases) {
      const context = contextFor();
      context.set(siteLookupContext, { match: { kind: "slug", slug: "mw" }, site: strict });
      const error = await Promise.resolve(
        sessionMiddleware(
          args(`http://mw.localhost${path}`, {}, context),
          async () => (await gateMiddleware(args(`http://mw.localhost${path}`, {}, context), async () => new Response("ok"))) as Response,
        ),
      ).catch((e: unknown) => e);
      expect(error, path).toBeInstanceOf(Response);
      const location = new URL((error as Response).headers.get("location")!, "http://x");
      expect([location.pathname, location.searchParams.get("type"), location.searchParams.get("redirect")], path).toEqual([
        "/sign-in",
        type,
        path,
      ]);
    }
  });

  it("does nothing on the directory host", async () => {
    const { next, context } = await run("http://localhost/my-garage", { cookie }, false);
    expect(next).toHaveBeenCalled();
    expect(context.get(sessionContext).user).toBeNull();
  });
});
