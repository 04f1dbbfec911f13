/** The gallery's video (the demo walkaround) loads and its metadata plays on every demo dealer; it answered 400 (issue 15). */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";
import { demoSites, pageHtml, siteHits } from "./vehicle-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A car of `site` whose gallery has a video file (not an embedded player). */
async function carWithVideo(site: string): Promise<{ path: string; src: string }> {
  for (const hit of (await siteHits(site, 300)).filter((h) => h.status !== "sold")) {
    const { html } = await pageHtml(site, hit.path);
    const src = /<video[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    if (src) return { path: hit.path, src: src.replace(/&amp;/g, "&") };
  }
  throw new Error(`no car with a video on ${site}`);
}

describe("vehicle video", () => {
  it("answers the video's address with the video, in byte ranges, on every demo dealer", { timeout: 300_000 }, async () => {
    const sites = await demoSites();
    expect(sites.length).toBeGreaterThanOrEqual(4);
    for (const site of sites) {
      const { src } = await carWithVideo(site);
      const full = await requestWithHost(`${site}.localhost`, src);
      expect(full.status, `${site} ${src}`).toBe(200);
      expect(full.headers["content-type"]).toMatch(/^video\//);
      const part = await requestWithHost(`${site}.localhost`, src, { headers: { range: "bytes=0-99" } });
      expect(part.status).toBe(206);
      expect(part.body.length).toBe(100);
    }
  });

  it("shows a playable video with its length and picture (not a black player at 0:00)", { timeout: 300_000 }, async () => {
    for (const site of await demoSites()) {
      const { path } = await carWithVideo(site);
      const context = await newContext(browser, "desktop");
      const page = await context.newPage();
      await page.goto(siteUrl(site, path));
      const video = page.getByTestId("gallery-video").first();
      await video.scrollIntoViewIfNeeded();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000, message: `${site} ${path}` })
        .toBeGreaterThanOrEqual(1);
      const meta = await video.evaluate((v: HTMLVideoElement) => ({
        duration: v.duration,
        width: v.videoWidth,
        error: v.error?.code ?? null,
      }));
      expect(meta.error).toBeNull();
      expect(meta.width).toBeGreaterThan(0);
      expect(Number.isFinite(meta.duration) && meta.duration > 1).toBe(true);
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
      });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
      await context.close();
    }
  });
});
