/**
 * The console's Content section in real Chromium on a phone and a desktop (issue 20): an owner writes a page (with a
 * script typed into it, which never reaches the public page) and publishes it at /pages/{slug}; writes a blog post with
 * a picture uploaded through the editor's toolbar and sees it on the blog; schedules a post for a time still to come
 * and the public site does not show it (the console lists it as scheduled).
 * The server is the console suites' shared one (console-suite.ts), on a fresh data folder where this suite has a dealer and
 * an owner of its own.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { newContext, VIEWPORTS } from "./harness";
import { useConsoleSuite } from "./console-suite";

const suite = useConsoleSuite("content");
const { url, signIn } = suite;

let picture: Buffer;

beforeAll(async () => {
  picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 20, g: 110, b: 80 } } })
    .jpeg()
    .toBuffer();
});

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("content on a %s", (viewport) => {
  it("publishes a page and a post with a picture, and keeps a scheduled post off the site until its time", async () => {
    // The console's context lets axe's script in past the CSP; the shopper's is an ordinary browser.
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", bypassCSP: true });
    const shopper = await newContext(suite.browser, viewport);
    const errors: string[] = [];
    try {
      const page = await signIn(context);
      page.on("pageerror", (error) => errors.push(error.message));
      const publicPage = await shopper.newPage();
      publicPage.on("pageerror", (error) => errors.push(error.message));

      // A page: typed HTML with a script in it, published.
      await page.goto(url("/console/content"));
      expect(await runAxe(page)).toEqual([]);
      await page.getByRole("link", { name: "New page" }).click();
      await page.waitForURL(/\/console\/content\/pages\/new$/);
      await expect.poll(() => page.getByTestId("rich-text-toolbar").isVisible()).toBe(true);
      await page.getByLabel("Title").fill(`Open day ${viewport}`);
      await page
        .getByLabel("Text", { exact: true })
        .fill('<p>Come and see us on Saturday.</p><script>window.pwned = 1</script><img src=x onerror="window.pwned=1">');
      // The toolbar wraps a heading in at the cursor (the end of the text).
      await page.getByRole("button", { name: "Heading" }).click();
      expect(await page.getByLabel("Text", { exact: true }).inputValue()).toContain("<h2>Heading</h2>");
      await page.getByLabel("Published").check();
      expect(await runAxe(page)).toEqual([]);
      await page.getByRole("button", { name: "Save page" }).click();
      await page.waitForURL(/\/console\/content\/pages\/\d+\?saved=1$/);
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Saved");

      await publicPage.goto(url(`/pages/open-day-${viewport}`));
      expect(await publicPage.getByRole("heading", { level: 1 }).textContent()).toBe(`Open day ${viewport}`);
      const body = publicPage.getByTestId("content-body");
      expect(await body.textContent()).toContain("Come and see us on Saturday.");
      expect(await body.locator("script, img").count()).toBe(0);
      expect(await publicPage.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

      // A post with a picture uploaded from the editor.
      await page.goto(url("/console/content/posts/new"));
      await expect.poll(() => page.getByTestId("rich-text-toolbar").isVisible()).toBe(true);
      await page.getByLabel("Title").fill(`Towing tips ${viewport}`);
      await page.getByLabel("Category").fill("Motoring Tips");
      await page.getByLabel("Summary").fill("How to tow a caravan safely.");
      await page.getByLabel("Text", { exact: true }).fill("<p>Check the ball weight first.</p>\n");
      await page.getByLabel("Picture description").fill("A green test card");
      await page.getByTestId("rich-text-image").setInputFiles({ name: "tow.jpg", mimeType: "image/jpeg", buffer: picture });
      await expect.poll(() => page.getByRole("status").last().textContent(), { timeout: 15_000 }).toContain("Picture added");
      const text = await page.getByLabel("Text", { exact: true }).inputValue();
      const src = /<img src="(\/media\/content\/[^"]+)" alt="A green test card"/.exec(text)?.[1];
      expect(src).toMatch(/^\/media\/content\/content-e2e\/[0-9a-f]{32}\.jpg$/);
      await page.getByLabel("Picture address").fill(src!);
      await page.getByLabel("Published").check();
      await page.getByRole("button", { name: "Save post" }).click();
      await page.waitForURL(/\/console\/content\/posts\/\d+\?saved=1$/);

      await publicPage.goto(url(`/blog/towing-tips-${viewport}`));
      expect(await publicPage.getByRole("heading", { level: 1 }).textContent()).toBe(`Towing tips ${viewport}`);
      const image = publicPage.getByTestId("content-body").locator("img");
      expect(await image.getAttribute("src")).toBe(src);
      expect(await image.getAttribute("alt")).toBe("A green test card");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);

      // A post scheduled for a time still to come: not on the blog, listed as scheduled in the console.
      await page.goto(url("/console/content/posts/new"));
      await page.getByLabel("Title").fill(`Next year ${viewport}`);
      await page.getByLabel("Category").fill("Motoring Tips");
      await page.getByLabel("Summary").fill("Coming soon.");
      await page.getByLabel("Text", { exact: true }).fill("<p>Not yet.</p>");
      await page.getByLabel("Picture address").fill(src!);
      await page.getByLabel("Published").check();
      await page.getByLabel("Publish time (optional)").fill("2099-01-01T09:00");
      await page.getByRole("button", { name: "Save post" }).click();
      await page.waitForURL(/\/console\/content\/posts\/\d+\?saved=1$/);
      const missing = await publicPage.goto(url(`/blog/next-year-${viewport}`));
      expect(missing?.status()).toBe(404);
      await publicPage.goto(url("/blog"));
      expect(await publicPage.getByText(`Towing tips ${viewport}`).count()).toBeGreaterThan(0);
      expect(await publicPage.getByText(`Next year ${viewport}`).count()).toBe(0);
      await page.goto(url("/console/content"));
      const row = page.getByTestId("console-post").filter({ hasText: `Next year ${viewport}` });
      expect(await row.getByTestId("content-state").textContent()).toBe("Scheduled for 2099-01-01 09:00");
      await page.screenshot({ path: `test-results/console-content-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await shopper.close();
    }
  }, 180_000);
});
