import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeFromInbox, freshMobile, host, postForm, signInInBrowser, signInOverHttp, someCars } from "./auth-helpers";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";

const SLUG = "harbour-toyota";
const TYPES = ["watchlist", "trade-in", "checkout", "finance", "spin-to-win", "online-payment", "car-finance", "my-garage"];
/** A save heart, by its name (its title): "Save … to your garage" or "Remove … from your garage" once saved. */
const HEART = `button[title$="your garage"]`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the sign-in page", () => {
  it("serves every sign-in type the spec lists, privately", async () => {
    for (const type of TYPES) {
      const res = await requestWithHost(host(SLUG), `/sign-in?type=${type}&redirect=%2Fmy-garage&back=%2F`);
      expect(res.status, type).toBe(200);
      const html = res.body.toString();
      expect(html, type).toMatch(/<h1[^>]*>Sign in/);
      expect(html).toContain('name="redirect" value="/my-garage"');
      expect(String(res.headers["cache-control"])).toContain("no-store");
    }
  });

  it("keeps only same-site redirect and back paths", async () => {
    for (const evil of ["https://evil.example.com/", "//evil.example.com", "/\\evil.example.com", "javascript:alert(1)"]) {
      const res = await requestWithHost(
        host(SLUG),
        `/sign-in?type=watchlist&redirect=${encodeURIComponent(evil)}&back=${encodeURIComponent(evil)}`,
      );
      const html = res.body.toString();
      expect(html).toContain('name="redirect" value="/"');
      expect(html).toContain('name="back" value="/"');
      expect(html).not.toContain("evil.example.com");
    }
  });

  it("answers a bad phone with a 400 and the message beside the field", async () => {
    const res = await postForm(SLUG, "/sign-in?type=watchlist", { intent: "send", phone: "02 9876 5432", redirect: "/" });
    expect(res.status).toBe(400);
    expect(res.body.toString()).toMatch(/id="phone-error"[^>]*>Enter an Australian mobile number/);
  });

  it("answers garbage with a 4xx, never a 500", async () => {
    for (const fields of [
      {},
      { intent: "hack" },
      { intent: "verify", phone: "+61412345678" },
      { intent: "verify", phone: "x", code: "1" },
    ]) {
      const res = await postForm(SLUG, "/sign-in", fields as Record<string, string>);
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
  });

  it("stops the fourth code in ten minutes with a clear message", async () => {
    const phone = freshMobile();
    for (let i = 0; i < 3; i++) {
      expect((await postForm(SLUG, "/sign-in", { intent: "send", phone: phone.local })).status).toBe(200);
    }
    const fourth = await postForm(SLUG, "/sign-in", { intent: "send", phone: phone.local });
    expect(fourth.status).toBe(429);
    expect(fourth.body.toString()).toContain("You&#x27;ve asked for 3 codes in the last 10 minutes");
  });

  it("counts wrong codes and ends the code after five", async () => {
    const phone = freshMobile();
    await postForm(SLUG, "/sign-in", { intent: "send", phone: phone.local });
    const code = await codeFromInbox(SLUG, phone.e164);
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await postForm(SLUG, "/sign-in", { intent: "verify", phone: phone.e164, code: wrong });
    expect(first.status).toBe(400);
    expect(first.body.toString()).toContain("4 tries left");
    for (let i = 0; i < 4; i++) await postForm(SLUG, "/sign-in", { intent: "verify", phone: phone.e164, code: wrong });
    const late = await postForm(SLUG, "/sign-in", { intent: "verify", phone: phone.e164, code });
    expect(late.status).toBe(400);
    expect(late.body.toString()).toContain("too many wrong tries");
  });

  it("signs in with an HttpOnly, SameSite=Lax session cookie and signs out", async () => {
    const phone = freshMobile();
    await postForm(SLUG, "/sign-in", { intent: "send", phone: phone.local });
    const code = await codeFromInbox(SLUG, phone.e164);
    const done = await postForm(SLUG, "/sign-in", { intent: "verify", phone: phone.e164, code, redirect: "https://evil.example.com" });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/");
    const setCookie = String(done.headers["set-cookie"]);
    expect(setCookie).toMatch(/dp_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // Secure follows HTTPS on the embedded server (plain HTTP here); config.test.ts covers production.
    const cookie = setCookie.split(";")[0];
    const reused = await postForm(SLUG, "/sign-in", { intent: "verify", phone: phone.e164, code });
    expect(reused.status).toBe(400);

    const garage = await requestWithHost(host(SLUG), "/my-garage", { headers: { cookie } });
    expect(garage.status).toBe(200);
    expect(String(garage.headers["cache-control"])).toContain("private");
    const out = await postForm(SLUG, "/sign-out", {}, { cookie });
    expect(out.status).toBe(302);
    expect(String(out.headers["set-cookie"])).toMatch(/dp_session=;.*Max-Age=0/i);
    const after = await requestWithHost(host(SLUG), "/my-garage", { headers: { cookie } });
    expect(after.status).toBe(302);
    expect(after.headers.location).toMatch(/^\/sign-in\?type=my-garage/);
  });

  it("does not honour one site's session on another site", async () => {
    const { cookie } = await signInOverHttp(SLUG);
    const other = await requestWithHost(host("coastal-motor-group"), "/my-garage", { headers: { cookie } });
    expect(other.status).toBe(302);
  });

  it("shows the development inbox only because the test server switched it on", async () => {
    const res = await requestWithHost(host(SLUG), "/dev/sms-inbox");
    expect(res.status).toBe(200);
    expect(String(res.headers["cache-control"])).toContain("no-store");
  });
});

describe("saving a car while signed out", () => {
  it("goes through sign-in with the code from the inbox and comes back to a saved car", async () => {
    const [car] = await someCars(SLUG, 1);
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const start = `/compare?ids=${car.id}`;
    await gotoSettled(page, siteUrl(SLUG, start));
    // Signed out, a heart is a plain submit button of the sign-in form: it carries no saved state.
    const heart = page.locator(HEART).first();
    expect(await heart.getAttribute("form")).toBe("save-car-sign-in");
    expect(await heart.getAttribute("data-saved")).toBeNull();
    await Promise.all([page.waitForURL(/\/sign-in\?/), heart.click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get("type")).toBe("watchlist");
    expect(url.searchParams.get("redirect")).toBe(start);
    expect(url.searchParams.get("back")).toBe(start);
    await page.getByRole("heading", { level: 1, name: "Sign in to save cars" }).waitFor();

    await signInInBrowser(page, SLUG);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(start);
    await page.locator(`${HEART}[data-saved="true"]`).first().waitFor();

    // The heart now removes and saves again, optimistically, with a toast.
    await page.locator(HEART).first().click();
    await page.getByTestId("toast").filter({ hasText: "removed" }).waitFor();
    await page.getByRole("button", { name: "Dismiss" }).click();
    await page.locator(HEART).first().click();
    await page.getByTestId("toast").filter({ hasText: "saved to your garage" }).waitFor();

    await gotoSettled(page, siteUrl(SLUG, "/my-garage"));
    const saved = page.getByTestId("garage-car");
    expect(await saved.count()).toBe(1);
    expect(await saved.first().textContent()).toContain(car.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'back' returns to the page without signing in", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await page.goto(siteUrl(SLUG, "/sign-in?type=watchlist&redirect=%2Fcompare&back=%2Fcompare"));
    await Promise.all([page.waitForURL((u) => u.pathname === "/compare"), page.getByRole("link", { name: "← Back" }).click()]);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "dp_session")).toBeUndefined();
    await context.close();
  });

  it("sends a heart pressed without JavaScript to sign-in with its car, through the page's one sign-in form", async () => {
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    const start = "/search/new-used-and-demo-cars?page=2";
    await page.goto(siteUrl(SLUG, start));
    // One form for every heart on the page: the address is written once, each heart adds its car.
    expect(await page.locator("form#save-car-sign-in").count()).toBe(1);
    const heart = page.locator(HEART).nth(4);
    const carId = await heart.getAttribute("value");
    await Promise.all([page.waitForURL(/\/sign-in\?/), heart.click()]);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ type: "watchlist", redirect: start, back: start, car_id: carId });
    await page.getByRole("heading", { level: 1, name: "Sign in to save cars" }).waitFor();
    await context.close();
  });

  it("signs in without JavaScript", async () => {
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    await page.goto(siteUrl(SLUG, "/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F"));
    await signInInBrowser(page, SLUG);
    expect(new URL(page.url()).pathname).toBe("/my-garage");
    await page.getByRole("heading", { name: "My garage" }).waitFor();
    await context.close();
  });
});
