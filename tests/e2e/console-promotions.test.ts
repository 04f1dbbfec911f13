/**
 * Content › Home promotions, Content › Fleet page and Theme › Home hero picture in real Chromium on a phone and a
 * desktop (issue 20): an owner adds a slide with a picture, edits it with another picture, and a shopper sees it at
 * the top of the public home page (the picture cut to 1920 × 540 and served by the image endpoint); removed, it is
 * gone. The fleet page's heading and the home hero's picture are changed the same way and show on the public pages.
 * The server is the console suites' shared one (console-suite.ts), on a fresh data folder where this suite has a dealer and
 * an owner of its own.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { gotoSettled, newContext, VIEWPORTS } from "./harness";
import { useConsoleSuite } from "./console-suite";

const suite = useConsoleSuite("promotions");
const { url, signIn } = suite;

const photo = (width: number, height: number, r: number, g: number, b: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** Each viewport's own pictures (a picture is stored by its content's hash: the same bytes would share an address). */
const pictures: Record<string, { first: Buffer; second: Buffer; hero: Buffer }> = {};

beforeAll(async () => {
  for (const [i, viewport] of Object.keys(VIEWPORTS).entries()) {
    pictures[viewport] = {
      first: await photo(2400, 1350, 20, 110, 80 + i * 40),
      second: await photo(1920, 540, 160, 40 + i * 40, 30),
      hero: await photo(1600, 900, 30 + i * 40, 60, 140),
    };
  }
});

/** The path of a /media/ address as the page shows it (without the image endpoint's width and quality). */
const mediaPath = (src: string | null) => (src ?? "").replace(/^https?:\/\/[^/]+/, "").split("?")[0];

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("home promotions on a %s", (viewport) => {
  it("adds and edits a slide with a picture, and the public home page shows it; the fleet page and hero too", async () => {
    // The console's context lets axe's script in past the CSP; the shopper's is an ordinary browser.
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", bypassCSP: true });
    const shopper = await newContext(suite.browser, viewport);
    const errors: string[] = [];
    const { first, second, hero } = pictures[viewport];
    try {
      const page = await signIn(context);
      page.on("pageerror", (error) => errors.push(error.message));
      const home = await shopper.newPage();
      home.on("pageerror", (error) => errors.push(error.message));

      await page.goto(url("/console/content"));
      await page.getByRole("link", { name: "Home promotions" }).click();
      await page.waitForURL(/\/console\/content\/promotions$/);
      expect(await runAxe(page)).toEqual([]);

      // A slide without its picture's description is refused, the picture kept; described, it is added.
      const add = page.getByRole("region", { name: "Add a slide" });
      await add.getByLabel("Picture", { exact: true }).setInputFiles({ name: "beach.jpg", mimeType: "image/jpeg", buffer: first });
      await add.getByLabel("Title").fill(`Spring sale ${viewport}`);
      await add.getByLabel("Link").fill("/special-offers");
      await add.getByRole("button", { name: "Add slide" }).click();
      await expect.poll(() => add.getByRole("alert").textContent(), { timeout: 60_000 }).toContain("The picture is kept");
      expect(await add.getByText("Describe the picture for people who cannot see it.").count()).toBe(1);
      expect(await runAxe(page)).toEqual([]);
      await add.getByLabel("What the picture shows").fill("A green ute on the beach");
      await add.getByRole("button", { name: "Add slide" }).click();
      await expect.poll(() => add.getByRole("status").textContent(), { timeout: 60_000 }).toContain(`Added "Spring sale ${viewport}"`);
      const addedSrc = mediaPath(
        await page
          .getByTestId("console-slide")
          .filter({ hasText: `Spring sale ${viewport}` })
          .getByRole("img")
          .getAttribute("src"),
      );

      // Edited: a new title and another picture.
      const slide = page.getByTestId("console-slide").filter({ hasText: `Spring sale ${viewport}` });
      await slide.getByText("Edit this slide").click();
      await slide.getByLabel("Title").fill(`Spring sale ${viewport}: last days`);
      await slide.getByLabel("Replace the picture (optional)").setInputFiles({ name: "red.jpg", mimeType: "image/jpeg", buffer: second });
      await slide.getByRole("button", { name: "Save slide" }).click();
      const edited = page.getByTestId("console-slide").filter({ hasText: `Spring sale ${viewport}: last days` });
      await expect.poll(() => edited.getByRole("status").textContent(), { timeout: 60_000 }).toContain("Saved");
      await expect.poll(async () => mediaPath(await edited.getByRole("img").getAttribute("src"))).not.toBe(addedSrc);
      const stored = mediaPath(await edited.getByRole("img").getAttribute("src"));
      expect(stored).toMatch(/^\/media\/content\/promotions-e2e\/[0-9a-f]{32}\.jpg$/);

      // The shopper's home page starts with it: the picture the image endpoint serves, 1920 × 540 at its widest.
      await home.goto(url("/"));
      const shown = home.getByTestId("promotions-slider").locator(".promotions-slide", { hasText: `Spring sale ${viewport}: last days` });
      expect(await shown.getByRole("heading").textContent()).toBe(`Spring sale ${viewport}: last days`);
      const picture = shown.getByRole("img", { name: "A green ute on the beach" });
      expect(mediaPath(await picture.getAttribute("src"))).toBe(stored);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const widest = await home.evaluate(async (src) => {
        const response = await fetch(src);
        const bitmap = await createImageBitmap(await response.blob());
        return { status: response.status, width: bitmap.width, height: bitmap.height };
      }, `${stored}?w=1920&q=75`);
      expect(widest).toEqual({ status: 200, width: 1920, height: 540 });
      expect(await shown.getByRole("link").getAttribute("href")).toBe("/special-offers");

      // Removed, it is gone from the home page.
      await edited.getByRole("button", { name: "Remove" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent(), { timeout: 60_000 }).toContain("Removed");
      await home.goto(url("/"));
      expect(await home.getByText(`Spring sale ${viewport}`).count()).toBe(0);

      // The fleet page's heading.
      await gotoSettled(page, url("/console/content/fleet"));
      expect(await runAxe(page)).toEqual([]);
      await page.getByLabel("Heading", { exact: true }).fill(`Fleet desk ${viewport}`);
      await page.getByRole("button", { name: "Save fleet page" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent(), { timeout: 60_000 }).toContain("Saved");
      await home.goto(url("/fleet"));
      expect(await home.getByRole("heading", { level: 1 }).textContent()).toBe(`Fleet desk ${viewport}`);

      // The home hero's picture, uploaded in Theme and removed.
      await page.goto(url("/console/theme"));
      await page.getByLabel("Hero picture", { exact: true }).setInputFiles({ name: "hero.jpg", mimeType: "image/jpeg", buffer: hero });
      await page.getByRole("button", { name: "Save hero picture" }).click();
      await expect.poll(() => page.getByTestId("theme-hero-preview").count(), { timeout: 60_000 }).toBe(1);
      expect(await runAxe(page)).toEqual([]);
      await home.goto(url("/"));
      const heroImage = home.getByTestId("hero-image");
      await expect.poll(() => heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await home.screenshot({ path: `test-results/console-promotions-hero-${viewport}.png` });
      await page.getByRole("button", { name: "Remove the hero picture" }).click();
      await expect.poll(() => page.getByTestId("theme-hero-preview").count(), { timeout: 60_000 }).toBe(0);
      await home.goto(url("/"));
      expect(await home.getByTestId("hero-image").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await shopper.close();
    }
  }, 240_000);
});
