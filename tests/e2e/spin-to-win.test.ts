/**
 * Spin to win in a browser (Westside's demo campaign): the gate, one spin decided by the server, the result as
 * text, a second visit showing the prize already won, a replayed post answering the same result, the page without
 * JavaScript (a form post shows the result) and with reduced motion (no turning). Screenshots phone and desktop.
 */
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { host, postForm, signInInBrowser, signInOverHttp } from "./auth-helpers";
import { launchBrowser, newContext, requestWithHost, siteUrl, VIEWPORTS } from "./harness";

const SLUG = "westside-auto-exchange";
const OUT = path.resolve("test-results/spin-to-win");
// Lazy: a prize's line is followed by a second paragraph ("We've recorded your prize…"), a separate element in the HTML.
const RESULT = /You won: .+?\.|No prize this time\. Thanks for playing\./;
const ORIGIN = { origin: `http://${host(SLUG)}` };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInContext(options: { javaScriptEnabled?: boolean; reducedMotion?: "reduce"; viewport?: keyof typeof VIEWPORTS } = {}) {
  const { cookie } = await signInOverHttp(SLUG);
  const [name, value] = cookie.split("=");
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? "phone"],
    isMobile: (options.viewport ?? "phone") === "phone",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  await context.addCookies([{ name, value, domain: `${SLUG}.localhost`, path: "/" }]);
  return { context, cookie };
}

describe("spin to win", () => {
  it("signs the shopper in through its gate, spins once on a phone, and a second visit shows the prize already won", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(siteUrl(SLUG, "/spin-to-win"));
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    expect(new URL(page.url()).searchParams.get("type")).toBe("spin-to-win");
    await signInInBrowser(page, SLUG);
    expect(new URL(page.url()).pathname).toBe("/spin-to-win");
    await page.getByRole("heading", { level: 1, name: "Westside Spring Spin" }).waitFor();
    await page.screenshot({ path: path.join(OUT, "before-spin-phone.png"), fullPage: true });

    // Scripts load after the page's load event (ADR 021): the wheel is hydrated once the button is.
    await page.locator('[data-testid="spin-form"][data-hydrated="true"]').waitFor({ timeout: 15_000 });
    await page.getByLabel("Your name").fill("Jo Citizen");
    await page.getByLabel(/I agree to the campaign's terms/).check();
    await page.getByRole("button", { name: "Spin the wheel" }).click();
    const status = page.getByRole("status").filter({ hasText: RESULT });
    await status.waitFor({ timeout: 15_000 });
    const text = (await status.textContent()) ?? "";
    expect(text).toMatch(RESULT);
    expect(await page.getByTestId("spin-form").count()).toBe(0);
    await page.screenshot({ path: path.join(OUT, "after-spin-phone.png"), fullPage: true });

    await page.reload();
    const again = page.getByTestId("spin-result");
    await expect.poll(() => again.textContent()).toContain("You have already spun in this campaign");
    expect(await again.textContent()).toContain(RESULT.exec(text)![0]);
    expect(await page.getByTestId("spin-form").count()).toBe(0);
    await context.close();
  });

  it("works without JavaScript: the form post answers a page with the result, and replaying the post gives the same one", async () => {
    const { context, cookie } = await signedInContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(SLUG, "/spin-to-win"));
    await page.getByLabel("Your name").fill("Sam Nojs");
    await page.getByLabel(/I agree to the campaign's terms/).check();
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Spin the wheel" }).click()]);
    const first = (await page.getByTestId("spin-result").textContent()) ?? "";
    expect(first).toMatch(RESULT);

    // Replays of the same request (and a new one) cannot spin again: the same result every time.
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => postForm(SLUG, "/spin-to-win", { name: "Sam Nojs", terms: "on" }, { cookie, ...ORIGIN })),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(replay.body.toString()).toContain(RESULT.exec(first)![0].replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    }
    await context.close();
  });

  it("with reduced motion the wheel does not turn and the result shows at once", async () => {
    const { context } = await signedInContext({ reducedMotion: "reduce", viewport: "desktop" });
    const page = await context.newPage();
    await page.goto(siteUrl(SLUG, "/spin-to-win"));
    await page.locator('[data-testid="spin-form"][data-hydrated="true"]').waitFor({ timeout: 15_000 });
    await page.getByLabel("Your name").fill("Lee Still");
    await page.getByLabel(/I agree to the campaign's terms/).check();
    await page.getByRole("button", { name: "Spin the wheel" }).click();
    await page.getByRole("status").filter({ hasText: RESULT }).waitFor({ timeout: 5_000 });
    const transition = await page
      .getByTestId("spin-wheel")
      .locator("svg")
      .evaluate((el) => getComputedStyle(el).transitionProperty);
    expect(["all", "none"]).toContain(transition);
    expect(
      await page
        .getByTestId("spin-wheel")
        .locator("svg")
        .evaluate((el) => (el as SVGElement).style.transition),
    ).toBe("none");
    await page.screenshot({ path: path.join(OUT, "after-spin-desktop.png"), fullPage: true });
    await context.close();
  });

  it("asks for a name and the terms before it spins, and says what is missing", async () => {
    const { cookie } = await signInOverHttp(SLUG);
    const answer = await postForm(SLUG, "/spin-to-win", { name: "" }, { cookie, ...ORIGIN });
    expect(answer.status).toBe(400);
    const html = answer.body.toString();
    expect(html).toContain("Please enter your name.");
    expect(html).toContain("Please agree to the campaign&#x27;s terms to spin.");
    // Nothing was spun: the page still offers the spin.
    const page = await requestWithHost(host(SLUG), "/spin-to-win", { headers: { cookie } });
    expect(page.body.toString()).toContain('data-testid="spin-form"');
  });

  it("answers 404 on a dealer without a campaign", async () => {
    const { cookie } = await signInOverHttp("harbour-toyota");
    const res = await requestWithHost(host("harbour-toyota"), "/spin-to-win", { headers: { cookie } });
    expect(res.status).toBe(404);
  });
});
