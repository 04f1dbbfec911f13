/** Helpers for browser and HTTP tests against the real server started by global-setup. */
import http from "node:http";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from "playwright-core";
import { inject, onTestFailed } from "vitest";

export const port = () => inject("port");

/** A dealer site's URL; Chromium resolves *.localhost to the loopback address by itself. */
export const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${port()}${path}`;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Chromium for a suite. Every context it makes, however the suite makes it (`newContext` below, its own options, or
 * `browser.newPage()`), waits 60 s by default for a locator or a navigation, as waitUntilSettled waits for hydration:
 * with both test lanes running, pages have taken over Playwright's default 30 s to render after a submission on the CI
 * machine, and tests failed although nothing was wrong.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // Custom dealer domains point at this machine during tests.
      "--host-resolver-rules=MAP *.example.com.au 127.0.0.1",
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PATIENT_MS);
    return context;
  };
  return browser;
}

const PATIENT_MS = 60_000;

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export async function newContext(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = "phone",
  javaScriptEnabled = true,
): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled, isMobile: viewport === "phone" });
}

/**
 * Waits until `page` is what a shopper has once everything has run, without `waitUntil: "networkidle"` (which
 * waits for 500 ms of network quiet after the last request): the page has loaded (its images), the app's
 * scripts, which start on `load` (ADR 021), have run `hydrateRoot` (React marks the document as its container), the
 * main thread has then been idle twice (React hydrates in tasks of its own, and an idle callback runs only when no
 * task is queued, so every section and the effects' renders are done), and the fonts are ready. A page without
 * scripts (JavaScript off, or no app script) is settled once loaded. Not for a page with Playwright's fake clock, which fakes
 * requestIdleCallback too.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  const hydrates = await page.evaluate(
    () => "__reactRouterContext" in window && (!!document.getElementById("app-boot") || !!document.querySelector('script[type="module"]')),
  );
  if (hydrates) {
    // Patient: on a loaded machine a phone page has taken over 30 s to hydrate.
    await page
      .waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")), undefined, { timeout: 60_000 })
      .catch((error: Error) => {
        throw new Error(`${page.url()} did not hydrate within 60 s (${error.message})`);
      });
    // Idle twice, or 10 s each at most: a page that never idles (a tab starved beside others) still goes on.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 10_000 }), { timeout: 10_000 }),
        ),
    );
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** `page.goto(url)`, then waitUntilSettled. */
export async function gotoSettled(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: "load" });
  await waitUntilSettled(page);
  return response;
}

/**
 * Runs `task` for each of `items`, at most `limit` at a time, each with pages of its own: while one page waits for the
 * server, another renders, so a loop over dealers and viewports takes about half as long on two cores. Starts no new
 * task once one has failed, waits for those running, then throws the first failure (label assertions with the item).
 */
export async function eachConcurrently<T>(items: readonly T[], task: (item: T) => Promise<void>, limit = 3): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length && failures.length === 0) {
      const item = items[next++];
      await task(item).catch((error: unknown) => void failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request with an arbitrary Host header (fetch cannot set Host), optionally sent from another loopback address. */
export function requestWithHost(
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: port(), path, method: init.method ?? "GET", localAddress: init.from, headers: { host, ...init.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

/**
 * Marks the steps a long test reaches, and prints them with their times if it fails: a test that runs out of time
 * is reported without the step it was on. Call inside the test.
 */
export function stepTrail(): (label: string) => void {
  const started = Date.now();
  const reached: string[] = [];
  onTestFailed(() => {
    process.stdout.write(`steps reached before the failure:\n${reached.map((s) => `  ${s}`).join("\n")}\n`);
  });
  return (label) => reached.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${label}`);
}
