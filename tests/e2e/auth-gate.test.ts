import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { host, signInInBrowser, signInOverHttp, someCars } from "./auth-helpers";
import { launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";

const SLUG = "harbour-toyota";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function signInTarget(location: string | undefined) {
  expect(location).toBeTruthy();
  const url = new URL(location!, "http://x");
  expect(url.pathname).toBe("/sign-in");
  return { type: url.searchParams.get("type"), redirect: url.searchParams.get("redirect"), back: url.searchParams.get("back") };
}

describe("the sign-in gate with the spec's defaults", () => {
  it.each([
    ["/personalised/finance?car_id=1", "car-finance"],
    ["/spin-to-win", "spin-to-win"],
    ["/online-payment", "online-payment"],
    ["/my-garage", "my-garage"],
  ])("sends a signed-out visitor of %s to sign-in as %s, to come back afterwards", async (path, type) => {
    const res = await requestWithHost(host(SLUG), path);
    expect(res.status).toBe(302);
    expect(signInTarget(res.headers.location)).toEqual({ type, redirect: path, back: "/" });
    expect(String(res.headers["cache-control"])).toContain("no-store");
  });

  it("uses a same-site referrer as 'back', and never another site's", async () => {
    const own = await requestWithHost(host(SLUG), "/spin-to-win", { headers: { referer: `http://${host(SLUG)}/special-offers` } });
    expect(signInTarget(own.headers.location).back).toBe("/special-offers");
    const foreign = await requestWithHost(host(SLUG), "/spin-to-win", { headers: { referer: "https://evil.example.com/x" } });
    expect(signInTarget(foreign.headers.location).back).toBe("/");
  });

  it("leaves trade-in, sell-my-car, checkout and finance open by default", async () => {
    const [car] = await someCars(SLUG, 1);
    for (const path of [`/cars/trade-in?car_id=${car.id}`, "/sell-my-car", `/cars/${car.slug}/checkout`, "/finance"]) {
      const res = await requestWithHost(host(SLUG), path);
      expect(String(res.headers.location ?? ""), path).not.toMatch(/^\/sign-in/);
    }
  });

  it("does not redirect a checkout route without a car slug", async () => {
    const res = await requestWithHost(host(SLUG), "/cars//checkout");
    expect(String(res.headers.location ?? "")).not.toMatch(/^\/sign-in/);
  });

  it("lets a signed-in shopper through", async () => {
    const { cookie } = await signInOverHttp(SLUG);
    for (const path of ["/my-garage", "/spin-to-win", "/online-payment", "/personalised/finance?car_id=1"]) {
      const res = await requestWithHost(host(SLUG), path, { headers: { cookie } });
      expect(String(res.headers.location ?? ""), path).not.toMatch(/^\/sign-in/);
    }
  });

  it("gates checkout on a dealer that switched it on (Coastal: /buy-online), as type checkout", async () => {
    const [car] = await someCars("coastal-motor-group", 1);
    for (const segment of ["buy-online", "checkout"]) {
      const path = `/cars/${car.slug}/${segment}`;
      const res = await requestWithHost(host("coastal-motor-group"), path);
      expect(res.status, path).toBe(302);
      expect(signInTarget(res.headers.location)).toEqual({ type: "checkout", redirect: path, back: "/" });
    }
    const open = await requestWithHost(host(SLUG), `/cars/${(await someCars(SLUG, 1))[0].slug}/checkout`);
    expect(String(open.headers.location ?? "")).not.toMatch(/^\/sign-in/);
  });

  it("sends a browser to sign-in and back to the gated page", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(siteUrl(SLUG, "/my-garage"));
    const url = new URL(page.url());
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("type")).toBe("my-garage");
    await signInInBrowser(page, SLUG);
    expect(new URL(page.url()).pathname).toBe("/my-garage");
    await page.getByRole("heading", { name: "My garage" }).waitFor();
    await context.close();
  });
});

describe("a dealer's own gates", () => {
  it("gates the finance page on a dealer that switched it on (Westside), as type finance, and not elsewhere", async () => {
    const gated = await requestWithHost(host("westside-auto-exchange"), "/finance");
    expect(gated.status).toBe(302);
    expect(signInTarget(gated.headers.location)).toEqual({ type: "finance", redirect: "/finance", back: "/" });
    expect((await requestWithHost(host(SLUG), "/finance")).status).toBe(200);
  });
});
