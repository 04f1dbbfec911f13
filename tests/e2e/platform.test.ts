import { createHash } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eachConcurrently, gotoSettled, launchBrowser, newContext, port, requestWithHost, siteUrl, VIEWPORTS } from "./harness";
import { signInOverHttp } from "./auth-helpers";
import { demoSites } from "./vehicle-helpers";

const DEMO_SLUGS = ["harbour-toyota", "coastal-motor-group", "ridge-caravans-motorcycles"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("tenancy over HTTP", () => {
  it("serves the directory of demo sites on the bare local host", async () => {
    const res = await requestWithHost(`localhost:${port()}`, "/");
    expect(res.status).toBe(200);
    const html = res.body.toString();
    for (const slug of DEMO_SLUGS) expect(html).toContain(`${slug}.localhost`);
  });

  it("resolves {slug}.localhost and a custom domain to the same dealer", async () => {
    const bySlug = await requestWithHost(`harbour-toyota.localhost:${port()}`, "/");
    const byDomain = await requestWithHost("harbour-toyota.example.com.au", "/");
    expect(bySlug.status).toBe(200);
    expect(byDomain.status).toBe(200);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(byDomain.body.toString())).toBe(title(bySlug.body.toString()));
    expect(title(bySlug.body.toString())).toMatch(/Harbour/);
  });

  it("answers an unknown host with a 404 page, never a default dealer", async () => {
    for (const host of ["nobody.localhost", "unknown-dealer.example.org", "bad_host!"]) {
      const res = await requestWithHost(host, "/");
      // A Host that is not a host name at all is refused before routing (ADR 023).
      expect(res.status, host).toBe(host === "bad_host!" ? 400 : 404);
      expect(res.body.toString()).not.toMatch(/Harbour|Coastal|Ridge/);
    }
  });

  it("answers an unknown path on a dealer site with 404", async () => {
    const res = await requestWithHost(`harbour-toyota.localhost`, "/no-such-page");
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain("Page not found");
  });

  it("sends security headers whose CSP allows exactly the page's inline scripts (a nonce, or their hashes once cached)", async () => {
    const path = `/about-us?check=${Date.now()}`;
    for (let i = 0; i < 2; i++) {
      const res = await requestWithHost(`coastal-motor-group.localhost`, path);
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("object-src 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      const html = res.body.toString();
      const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      for (const [, attrs, body] of scripts) {
        if (nonce) expect(attrs).toContain(`nonce="${nonce}"`);
        else expect(csp).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      }
      expect(res.headers["x-page-cache"]).toBe(i === 0 ? "miss" : "hit");
    }
  });

  it("serves each dealer's content pages, offers, locations and blog, and 404s for another dealer's post", async () => {
    for (const path of ["/about-us", "/terms-and-conditions", "/privacy-policy", "/special-offers", "/dealer-locator", "/blog"]) {
      expect((await requestWithHost("harbour-toyota.localhost", path)).status, path).toBe(200);
    }
    // A post of Harbour's that Coastal does not have (blog category paths such as /blog/vehicle-reviews exist on both).
    const blogPaths = async (host: string) => {
      const xml = (await requestWithHost(host, "/sitemap.xml")).body.toString();
      return [...xml.matchAll(/<loc>http:\/\/[^/]+(\/blog\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    };
    const coastalBlog = new Set(await blogPaths("coastal-motor-group.localhost"));
    const postPath = (await blogPaths("harbour-toyota.localhost")).find((p) => !coastalBlog.has(p));
    expect(postPath).toBeTruthy();
    expect((await requestWithHost("harbour-toyota.localhost", postPath!)).status).toBe(200);
    expect((await requestWithHost("coastal-motor-group.localhost", postPath!)).status).toBe(404);
    expect((await requestWithHost("harbour-toyota.localhost", "/blog/no-such-post")).status).toBe(404);
  });

  it("reports health", async () => {
    const res = await requestWithHost(`localhost`, "/healthz");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: "ok", database: "pglite" });
  });
});

describe("each demo site in Chromium", () => {
  it("renders its home page with its own name, template and brand colour, without errors", async () => {
    const seen = new Map<string, { brand: string; template: string }>();
    // One context per viewport: each dealer is a site of its own (own cookies and storage), opened once in each.
    const contexts = new Map<keyof typeof VIEWPORTS, BrowserContext>();
    for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)
      contexts.set(viewport, await newContext(browser, viewport));
    const pairs = DEMO_SLUGS.flatMap((slug) => [...contexts.keys()].map((viewport) => [slug, viewport] as const));
    await eachConcurrently(pairs, async ([slug, viewport]) => {
      const page = await contexts.get(viewport)!.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const response = await gotoSettled(page, siteUrl(slug));
      expect(response?.status(), `${slug} ${viewport}`).toBe(200);
      const template = await page.locator("html").getAttribute("data-template");
      const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim());
      const heading = await page.locator("h1").first().textContent();
      expect(template).toMatch(/^(showroom|boutique|group)$/);
      expect(brand).toMatch(/^#[0-9a-f]{6}$/i);
      expect(heading).toBeTruthy();
      const images = await page
        .locator("main img")
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).filter((i) => i.loading !== "lazy").map((i) => i.complete && i.naturalWidth > 0),
        );
      expect(images.every(Boolean), `${slug} ${viewport}`).toBe(true);
      await page.screenshot({ path: `test-results/home-${slug}-${viewport}.png`, fullPage: false });
      expect(errors, `${slug} ${viewport}`).toEqual([]);
      seen.set(slug, { brand, template: template! });
      await page.close();
    });
    for (const context of contexts.values()) await context.close();
    expect(new Set([...seen.values()].map((s) => s.brand)).size).toBe(DEMO_SLUGS.length);
    expect(new Set([...seen.values()].map((s) => s.template)).size).toBeGreaterThanOrEqual(2);
  });

  it("offers shortcuts into search on each home page, with the same counts as the search", async () => {
    await eachConcurrently(await demoSites(), async (slug) => {
      const context = await newContext(browser, "phone");
      const page = await context.newPage();
      await gotoSettled(page, siteUrl(slug));
      const browse = page.getByRole("navigation", { name: "Browse our stock" });
      const used = browse.getByRole("link", { name: /^Used \(/ });
      const shown = Number((await used.textContent())!.match(/\(([\d,]+)\)/)![1].replace(/,/g, ""));
      const api = JSON.parse((await requestWithHost(`${slug}.localhost`, "/api/search?hitsPerPage=0")).body.toString()) as {
        facets: { car_type: Record<string, number> };
      };
      expect(shown, slug).toBe(api.facets.car_type.used);
      await used.click();
      await page.waitForURL(/car_type=used/);
      await expect
        .poll(() => page.getByText(/^[\d,]+ results?$/).textContent(), { timeout: 15_000 })
        .toBe(`${shown.toLocaleString("en-AU")} results`);
      await context.close();
    });
  });

  // 4 dealers × 5 widths, each page loaded at its width and hydrated, a few at once. One context: the home page keeps nothing in
  // cookies or storage.
  it("keeps the header on one line at every desktop width, links unwrapped and nothing past the edge", { timeout: 300_000 }, async () => {
    const context = await browser.newContext();
    const pairs = (await demoSites()).flatMap((slug) => [1024, 1100, 1280, 1366, 1600].map((width) => [slug, width] as const));
    await eachConcurrently(pairs, async ([slug, width]) => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await gotoSettled(page, siteUrl(slug));
      const layout = await page.evaluate(() => {
        const header = document.querySelector("header")!;
        const controls = [...header.querySelectorAll<HTMLElement>("a, summary")].filter((e) => e.checkVisibility());
        const inner = header.querySelector("header > div:last-child")!.getBoundingClientRect();
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          pastEdge: controls.filter((e) => e.getBoundingClientRect().right > inner.right + 0.5).map((e) => e.textContent),
          wrapped: controls.filter((e) => e.getClientRects().length > 1 || e.getBoundingClientRect().height > 44).map((e) => e.textContent),
        };
      });
      expect(layout, `${slug} at ${width} px`).toEqual({ overflow: 0, pastEdge: [], wrapped: [] });
      await page.close();
    });
    await context.close();
  });

  // Signed in, the account link says "My garage", wider than "Sign in": every template's phone header must still fit.
  it("keeps every header control inside a phone's width, signed out and signed in", { timeout: 300_000 }, async () => {
    await eachConcurrently(await demoSites(), async (slug) => {
      const { cookie } = await signInOverHttp(slug);
      const [name, value] = cookie.split(/=(.*)/s);
      for (const signedIn of [false, true]) {
        const context = await browser.newContext();
        if (signedIn) await context.addCookies([{ name, value, domain: `${slug}.localhost`, path: "/" }]);
        for (const width of [320, 390]) {
          const page = await context.newPage();
          await page.setViewportSize({ width, height: 800 });
          await gotoSettled(page, siteUrl(slug));
          const layout = await page.evaluate(() => {
            const header = document.querySelector("header")!;
            const controls = [...header.querySelectorAll<HTMLElement>("a, summary, button")].filter((e) => e.checkVisibility());
            return {
              // The account link is in the header, or in its menu (closed here).
              account: [...header.querySelectorAll<HTMLElement>("a")].some(
                (e) => /^(Sign in|My garage|Sign out)$/.test(e.textContent!.trim()) && (e.checkVisibility() || !!e.closest("details")),
              ),
              logoWidth: Math.round(header.querySelector("a[href='/'] img")?.getBoundingClientRect().width ?? 0),
              pastEdge: controls.filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5).map((e) => e.textContent),
            };
          });
          const where = `${slug} at ${width} px, ${signedIn ? "signed in" : "signed out"}`;
          expect({ account: layout.account, pastEdge: layout.pastEdge }, where).toEqual({ account: true, pastEdge: [] });
          // The logo may give way to the buttons, but stays a logo (a dealer's logo is at least 120 px wide at 32 px high).
          if (layout.logoWidth > 0) expect(layout.logoWidth, where).toBeGreaterThanOrEqual(120);
          await page.close();
        }
        await context.close();
      }
    });
  });

  it("paints without waiting for scripts: no script is fetched before the page has loaded, then the page hydrates", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(siteUrl("coastal-motor-group", "/search/new-used-and-demo-cars"), { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const timing = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
      const scripts = performance.getEntriesByType("resource").filter((e) => /\/assets\/.*\.js$/.test(e.name));
      return {
        loaded,
        scripts: scripts.map((e) => e.startTime),
        names: scripts.map((e) => e.name.split("/").pop()!),
        hydrated: typeof (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules === "object",
      };
    });
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.loaded);
    expect(timing.hydrated).toBe(true);
    // A search page has no form: it loads neither the console's code nor the libraries only forms use (ADR 056).
    expect(timing.names.filter((name) => /^(console|zod|phone-numbers)-/.test(name))).toEqual([]);
    // Routes are all known from the first page: no link or form carries React Router's discovery attribute (ADR 057).
    expect(await page.locator("[data-discover]").count()).toBe(0);
    // Hydrated: a filter now changes the URL without a full page load.
    await page.getByText("Filters (", { exact: false }).click();
    const firstBox = page.locator('#search-filters input[name="make"]').first();
    await firstBox.check();
    await page.waitForURL(/make=/);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
