/**
 * No page logs an issue of the kinds Lighthouse's best practices audit counts ("Issues were logged in the Issues panel",
 * issue 15): a CSP violation (Zod's `new Function` probe under our script-src once cost every page 4 points), mixed
 * content, a cookie, a response blocked by policy, a heavy ad. Every page type of every demo dealer, on a phone, with
 * JavaScript; each page twice, as the second answer may come from the page cache with a hash-based CSP instead of a nonce.
 */
import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eachConcurrently, gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";
import { pageTypes } from "./page-types";

/** The issue codes lighthouse/core/audits/dobetterweb/inspector-issues.js turns into a failed audit. */
const COUNTED = new Set(["MixedContentIssue", "CookieIssue", "BlockedByResponseIssue", "HeavyAdIssue", "ContentSecurityPolicyIssue"]);
/** Not counted by Lighthouse, but a defect of ours too: a lazy picture without dimensions Chrome can place before it loads. */
const ALSO_UNWANTED = new Set(["LazyLoadImageIssue"]);

const DEMO_DEALERS = ["harbour-toyota", "coastal-motor-group", "ridge-caravans-motorcycles", "westside-auto-exchange"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("Chrome's Issues panel, as Lighthouse counts it", () => {
  for (const site of DEMO_DEALERS) {
    it(`logs nothing on every page type of ${site}`, { timeout: 300_000 }, async () => {
      const pages = (await pageTypes(site, { oneContentPage: true })).filter((p) => p.status === 200);
      const context = await newContext(browser, "phone");
      const issues: string[] = [];
      // Three page types at a time (each its own tab; a type's two visits one after the other, the second maybe cached).
      await eachConcurrently(pages, async ({ path }) => {
        for (const visit of [1, 2]) {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          cdp.on("Audits.issueAdded", (event) => {
            if (COUNTED.has(event.issue.code) || ALSO_UNWANTED.has(event.issue.code))
              issues.push(`${path} (visit ${visit}): ${JSON.stringify(event.issue).slice(0, 300)}`);
          });
          await cdp.send("Audits.enable");
          // Loaded, hydrated, and every request the page started answered (a response can raise an issue: a cookie, a
          // blocked resource); then one round trip on the session delivers any issue raised before it.
          const inFlight = new Set<Request>();
          page.on("request", (r) => inFlight.add(r));
          page.on("requestfinished", (r) => inFlight.delete(r));
          page.on("requestfailed", (r) => inFlight.delete(r));
          await gotoSettled(page, siteUrl(site, path));
          await expect.poll(() => inFlight.size, { timeout: 30_000 }).toBe(0);
          await cdp.send("Runtime.evaluate", { expression: "0" });
          await page.close();
        }
      });
      expect(issues).toEqual([]);
      expect(pages.length).toBeGreaterThan(10);
      await context.close();
    });
  }
});
