/**
 * Web chat (001 §7) and phone reveal (000 §7), issue 14. Coastal switches chat on with "open on Enquire";
 * Harbour switches phone reveal on. The embedded chat's code is its own chunk: no request for it until the
 * shopper opens the chat. A chat conversation reaches the dealer as a lead; each "Show number" is a logged POST.
 */
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { gotoSettled, launchBrowser, siteUrl, VIEWPORTS } from "./harness";
import { expectOneLeadMail, uniqueEmail, watchPage } from "./forms-helpers";
import { siteHits } from "./vehicle-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync("test-results/chat-phone-reveal", { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; scripts: string[] }> {
  const context = await browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[viewport], isMobile: viewport === "phone" });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" || r.url().endsWith(".js")) scripts.push(r.url());
  });
  return { page, scripts };
}

const chatChunk = (urls: string[]) => urls.filter((u) => /embedded-chat/.test(u));

async function forSaleCar(site: string): Promise<string> {
  const hit = (await siteHits(site, 50)).find((h) => h.status !== "sold");
  expect(hit, site).toBeDefined();
  return hit!.path;
}

describe("web chat", () => {
  it("loads no chat code before a click, opens on Enquire, and turns the conversation into a lead about the car", async () => {
    const site = "coastal-motor-group";
    const carPath = await forSaleCar(site);
    const { page, scripts } = await openPage("desktop");
    const { errors } = watchPage(page);
    // Network idle, not only hydrated: the check below is that nothing the page fetches by itself is the chat's code.
    await page.goto(siteUrl(site, carPath), { waitUntil: "networkidle" });
    // Enquire opens the chat once the page's script runs (before that it leads to the inline enquiry form).
    await page.locator('[data-testid="chat-open"][data-hydrated="true"]').waitFor();
    expect(chatChunk(scripts)).toEqual([]);
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((ls) => ls.map((l) => l.getAttribute("href") ?? ""));
    expect(chatChunk(preloads)).toEqual([]);

    await page.getByTestId("open-enquiry").first().click();
    const panel = page.getByTestId("chat-panel");
    await panel.waitFor();
    expect(chatChunk(scripts).length).toBe(1);
    expect(await page.getByRole("dialog", { name: /Enquire/ }).count()).toBe(0);
    const carName = (await page.locator("h1").textContent())!.trim();
    expect(await panel.getByTestId("chat-log").textContent()).toContain(carName);

    await page.getByRole("textbox", { name: "Your message" }).fill("Is this one still available for a test drive on Saturday?");
    await panel.getByRole("button", { name: "Send", exact: true }).click();
    await panel.getByRole("textbox", { name: "Name" }).fill("Casey Chat");
    await panel.getByRole("textbox", { name: "Mobile" }).fill("0412 345 678");
    const email = uniqueEmail("chat");
    await panel.getByRole("textbox", { name: "Email" }).fill(email);
    expect(await runAxe(page, { exclude: ["body > div > header", "body header", "body footer"] })).toEqual([]);
    await page.screenshot({ path: "test-results/chat-phone-reveal/chat-coastal-desktop.png" });
    await panel.getByRole("button", { name: "Send to our team" }).click();
    await panel.getByText(/Your message is with the Coastal Motor Group team/).waitFor();
    const mail = await expectOneLeadMail(site, email);
    expect(mail).toContain("Web Chat");
    expect(mail).toContain("Casey Chat: Is this one still available for a test drive on Saturday?");
    expect(mail).toContain(carName);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows field errors from the lead pipeline, and opens from the 'Chat with us' button on a phone", async () => {
    const { page, scripts } = await openPage("phone");
    await page.goto(siteUrl("coastal-motor-group", "/"), { waitUntil: "networkidle" });
    expect(chatChunk(scripts)).toEqual([]);
    await page.locator('[data-testid="chat-open"][data-hydrated="true"]').click();
    const panel = page.getByTestId("chat-panel");
    await panel.waitFor();
    await page.getByRole("textbox", { name: "Your message" }).fill("Do you take trade-ins?");
    await page.getByRole("textbox", { name: "Your message" }).press("Enter");
    await panel.getByRole("textbox", { name: "Name" }).fill("Casey");
    await panel.getByRole("textbox", { name: "Mobile" }).fill("12");
    await panel.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await panel.getByRole("button", { name: "Send to our team" }).click();
    await panel.locator("#chat-phone-error").waitFor();
    expect(await panel.getByRole("textbox", { name: "Mobile" }).getAttribute("aria-invalid")).toBe("true");
    expect(await runAxe(page, { exclude: ["body > div > header", "body header", "body footer"] })).toEqual([]);
    await page.screenshot({ path: "test-results/chat-phone-reveal/chat-coastal-phone.png" });
    await page.getByRole("button", { name: "Close chat" }).click();
    expect(await panel.count()).toBe(0);
    await page.context().close();
  });

  it("stays off where the dealer has not switched it on: no button, Enquire opens the enquiry form", async () => {
    const site = "harbour-toyota";
    const { page, scripts } = await openPage("desktop");
    await gotoSettled(page, siteUrl(site, await forSaleCar(site)));
    expect(await page.getByTestId("chat-open").count()).toBe(0);
    await page.getByTestId("open-enquiry").first().click();
    // The vehicle page's own enquiry form opens (its dialog; before hydration, the inline form the link leads to).
    await expect
      .poll(async () => (await page.getByTestId("lead-dialog-enquiry").count()) > 0 || page.url().includes("form=enquiry"))
      .toBe(true);
    expect(await page.getByTestId("chat-panel").count()).toBe(0);
    expect(chatChunk(scripts)).toEqual([]);
    await page.context().close();
  });
});

describe("phone reveal", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`shows the number behind 'Show number' on a car after a logged POST naming the car (${viewport})`, async () => {
      const site = "harbour-toyota";
      const carPath = await forSaleCar(site);
      const { page } = await openPage(viewport);
      const { errors } = watchPage(page);
      await gotoSettled(page, siteUrl(site, carPath));
      // The button works once the page's script runs.
      const button = page.locator('[data-testid="phone-reveal"][data-hydrated="true"]').first();
      await button.waitFor();
      await button.scrollIntoViewIfNeeded();
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith("/api/phone-reveal") && r.method() === "POST"),
        button.click(),
      ]);
      const response = await request.response();
      expect(response!.status()).toBe(200);
      const sent = JSON.parse(request.postData() ?? "{}") as { car_id?: number };
      expect(sent.car_id).toBeGreaterThan(0);
      const answer = (await response!.json()) as { ok: boolean; phone: string; tel: string };
      expect(answer).toMatchObject({ ok: true, tel: expect.stringMatching(/^tel:\+61/) });
      const link = page.getByTestId("phone-revealed").first().getByRole("link");
      expect(await link.getAttribute("href")).toBe(answer.tel);
      expect(await link.textContent()).toContain(answer.phone);
      expect(await runAxe(page, { exclude: ["body > div > header", "body header", "body footer"] }), viewport).toEqual([]);
      await page.screenshot({ path: `test-results/chat-phone-reveal/phone-reveal-harbour-${viewport}.png` });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("puts the location cards' numbers behind 'Show number' too, each reveal a POST naming the location", async () => {
    const { page } = await openPage("phone");
    await gotoSettled(page, siteUrl("harbour-toyota", "/dealer-locator"));
    const card = page.locator("li[data-location]").first();
    expect(await card.locator('a[href^="tel:"]').count()).toBe(0);
    const button = card.locator('[data-testid="phone-reveal"][data-hydrated="true"]');
    await button.waitFor();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/phone-reveal") && r.method() === "POST"),
      button.click(),
    ]);
    expect((await request.response())!.status()).toBe(200);
    expect(JSON.parse(request.postData() ?? "{}")).toEqual({ location_id: expect.any(Number) });
    await card.getByTestId("phone-revealed").getByRole("link").waitFor();
    expect(await card.getByTestId("phone-revealed").getByRole("link").getAttribute("href")).toMatch(/^tel:\+61/);
    await page.screenshot({ path: "test-results/chat-phone-reveal/phone-reveal-locator-harbour-phone.png" });
    await page.context().close();
  });

  it("is absent where the dealer has not switched it on, and the API refuses there", async () => {
    const site = "coastal-motor-group";
    const { page } = await openPage("desktop");
    await gotoSettled(page, siteUrl(site, await forSaleCar(site)));
    expect(await page.getByTestId("phone-reveal").count()).toBe(0);
    const status = await page.evaluate(async () => {
      const r = await fetch("/api/phone-reveal", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"car_id":1}' });
      return r.status;
    });
    expect(status).toBe(404);
    await page.context().close();
  });
});
