/**
 * The console's settings and theme pages in real Chromium on a phone and a desktop (issue 20): an owner turns a switch
 * off (the trade-in pages) and the public site's navigation loses its link, reverts it from the history and the link is
 * back; sets the brand colour and the public page draws with it; picks a text colour that reads badly and is refused
 * with the ratio, the public page unchanged.
 * The server is the console suites' shared one (console-suite.ts), on a fresh data folder where this suite has a dealer and
 * an owner of its own.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { gotoSettled, newContext, VIEWPORTS } from "./harness";
import { useConsoleSuite } from "./console-suite";

const suite = useConsoleSuite("settings");
const { url, signIn } = suite;
const BRAND = { phone: "#0b6e4f", desktop: "#5b2a86" } as const;

/** How many links to the trade-in pages the public home page's header has (the phone's are in its menu). */
async function tradeInLinks(publicPage: Page): Promise<number> {
  await publicPage.goto(url("/"));
  return publicPage.locator('header a[href="/trade-in"]').count();
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("settings and theme on a %s", (viewport) => {
  it("turns a switch off and the public site loses it, then reverts it from the history", async () => {
    const context = await newContext(suite.browser, viewport);
    const errors: string[] = [];
    try {
      const page = await signIn(context);
      page.on("pageerror", (error) => errors.push(error.message));
      const publicPage = await context.newPage();
      expect(await tradeInLinks(publicPage)).toBeGreaterThan(0);

      await page.goto(url("/console/settings"));
      await page.getByText("Site features and content", { exact: true }).last().click();
      const tradeIn = page.locator("#s-features-tradeIn");
      await expect.poll(() => tradeIn.isVisible()).toBe(true);
      expect(await tradeIn.isChecked()).toBe(true);
      await tradeIn.uncheck();
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("1 setting: features.tradeIn");
      await expect.poll(() => tradeInLinks(publicPage), { timeout: 5000, interval: 250 }).toBe(0);

      // An invalid value is refused with the field's message, and nothing is saved.
      await page.getByText("Reservations and payments", { exact: true }).last().click();
      await page.locator("#s-onlineReservation-holdHours").fill("900");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("One setting needs a change");
      await expect.poll(() => page.locator("#s-onlineReservation-holdHours-error").textContent()).toBe("At most 720.");
      expect(await page.locator("#s-onlineReservation-holdHours").getAttribute("aria-invalid")).toBe("true");

      // One click on the version from before the console puts the switch back.
      await page.goto(url("/console/settings"));
      await page
        .getByRole("listitem")
        .filter({ hasText: "(before the console)" })
        .getByRole("button", { name: /Revert/ })
        .click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Reverted");
      await expect.poll(() => tradeInLinks(publicPage), { timeout: 5000, interval: 250 }).toBeGreaterThan(0);
      await page.screenshot({ path: `test-results/console-settings-${viewport}.png` });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("sets the brand colour and the public site draws with it; a low-contrast text colour is refused", async () => {
    const context = await newContext(suite.browser, viewport);
    const errors: string[] = [];
    try {
      const page = await signIn(context);
      page.on("pageerror", (error) => errors.push(error.message));
      const publicPage = await context.newPage();
      const brandOnPublicSite = async () => {
        await publicPage.goto(url("/"));
        return publicPage.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim());
      };

      // Hydrated before a colour is picked: the preview frames draw what the page's script hands them.
      await gotoSettled(page, url("/console/theme"));
      const phoneFrame = page.frameLocator('iframe[title="The public home page on a phone"]');
      const brandInFrame = () =>
        phoneFrame.locator("html").evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim());
      // The frames load lazily: bring them into view.
      await page.locator("#h-preview").scrollIntoViewIfNeeded();
      // Patient: the frames are whole pages, slow to load and draw on a loaded machine.
      await expect.poll(brandInFrame, { timeout: 15_000 }).toMatch(/^#[0-9a-f]{6}$/);
      await page.getByLabel("Brand colour").fill(BRAND[viewport]);
      // The preview frames draw the picked colour before it is saved.
      await expect.poll(brandInFrame, { timeout: 15_000 }).toBe(BRAND[viewport]);
      expect(await brandOnPublicSite()).not.toBe(BRAND[viewport]);
      await page.getByRole("button", { name: "Save theme" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Saved");
      await expect.poll(brandOnPublicSite, { timeout: 5000, interval: 250 }).toBe(BRAND[viewport]);
      // The previews frame the public home page at both widths, as saved.
      await page.reload();
      await page.locator("#h-preview").scrollIntoViewIfNeeded();
      await expect.poll(brandInFrame).toBe(BRAND[viewport]);
      expect(await page.locator('iframe[title="The public home page on a desktop"]').count()).toBe(1);

      // A logo upload: re-encoded on the server, drawn in the public header.
      const logo = await sharp({ create: { width: 600, height: 150, channels: 4, background: BRAND[viewport] } })
        .png()
        .toBuffer();
      await page.getByLabel("Logo", { exact: true }).setInputFiles({ name: `logo-${viewport}.png`, mimeType: "image/png", buffer: logo });
      await page.getByRole("button", { name: "Upload" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("The logo is saved.");
      await publicPage.goto(url("/"));
      const headerLogo = publicPage.locator("header img").first();
      expect(await headerLogo.getAttribute("src")).toMatch(/^\/media\/brand\/settings-e2e\/[a-f0-9]{32}\.png$/);
      expect(await headerLogo.getAttribute("alt")).toBe("settings-e2e Motors");
      await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      await page.getByLabel("Text", { exact: true }).fill("#bbbbbb");
      await page.getByRole("button", { name: "Save theme" }).click();
      await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("not saved");
      await expect
        .poll(() => page.locator("#t-text-error").textContent())
        .toMatch(/^Text on page background is 1\.\d\d:1; text needs at least 4\.5:1/);
      await page.screenshot({ path: `test-results/console-theme-${viewport}.png`, fullPage: true });
      expect(
        await (async () => {
          await publicPage.goto(url("/"));
          return publicPage.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--text").trim());
        })(),
      ).toBe("#16181d");
      expect(await brandOnPublicSite()).toBe(BRAND[viewport]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("passes axe: the whole generated settings form (every group open) and the theme page", async () => {
    // axe is injected as a script, which the pages' CSP refuses: this context alone bypasses it.
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", bypassCSP: true });
    try {
      const page = await signIn(context);
      await page.goto(url("/console/settings"));
      await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
      expect(await runAxe(page)).toEqual([]);
      await page.goto(url("/console/theme"));
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
