/**
 * Onboarding a dealer end to end in real Chromium on a phone and a desktop (issue 20): the platform operator signs
 * in to the console, opens Dealers, creates a dealer with the form (a taken slug is refused with its message first),
 * and the new dealer's public site answers at once at its slug host with no stock: home, search, contact page and
 * sitemap answer 200 with a clear sentence instead of cars, an unknown car is a 404 page. An owner who is not the
 * operator never sees the Dealers entry and is refused the page (403). The server is this suite's own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureStaffWithPassword } from "~/server/console/staff-accounts";
import { openDatabase } from "~/server/db/client";
import { insertSite } from "~/server/db/test-factories";
import { runAxe } from "~/scripts/audit-pages";
import { launchBrowser, VIEWPORTS } from "./harness";
import { startServerProcess, type ServerProcess } from "./server-process";

const HOME = "onboard-e2e";
const OPERATOR = "operator@platform-e2e.example";
const OWNER = "owner@onboard-e2e.example";
const PASSWORD = "onboarding e2e password";

let browser: Browser;
let server: ServerProcess;
let port: number;
let dataDir: string;

const at = (slug: string, p: string) => `http://${slug}.localhost:${port}${p}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "onboarding-e2e-"));
  const database = await openDatabase({ dataDir });
  try {
    const home = await insertSite(database.db, HOME);
    await ensureStaffWithPassword(database.db, {
      websiteId: null,
      email: OPERATOR,
      name: "Platform Operator",
      password: PASSWORD,
      role: "owner",
      platformOperator: true,
    });
    await ensureStaffWithPassword(database.db, {
      websiteId: home.site.id,
      email: OWNER,
      name: "Home Owner",
      password: PASSWORD,
      role: "owner",
    });
  } finally {
    await database.close();
  }
  server = startServerProcess({ DATA_DIR: dataDir, SESSION_SECRET: "onboarding-e2e-session-secret-0123456789abcdef" });
  port = await server.ready;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (server?.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** bypassCSP: axe is injected as a script; the pages' own CSP is checked by the security suites. */
const openContext = (viewport: keyof typeof VIEWPORTS) =>
  browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[viewport], isMobile: viewport === "phone" });

async function signIn(page: Page, email: string) {
  await page.goto(at(HOME, "/console/sign-in"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/console$/);
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("onboarding on a %s", (viewport) => {
  const slug = `fresh-${viewport}`;

  it("the operator creates a dealer whose empty site answers at once", async () => {
    const context = await openContext(viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await signIn(page, OPERATOR);
      const nav = page.getByRole("navigation", { name: "Console" });
      if (viewport === "phone" && !(await nav.getByRole("link", { name: "Dealers" }).isVisible())) {
        await page.goto(at(HOME, "/console/dealers"));
      } else {
        await nav.getByRole("link", { name: "Dealers" }).click();
      }
      await page.waitForURL(/\/console\/dealers$/);

      const fill = async (values: Record<string, string>) => {
        for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
      };
      await fill({
        "Dealer name": `Fresh ${viewport} Motors`,
        "Slug (web address)": HOME,
        "Owner's email": `owner@${slug}.example`,
        "Location name": `Fresh ${viewport} Newstead`,
        Phone: "07 5550 1234",
        "Street address": "1 Breakfast Creek Rd",
        Suburb: "Newstead",
        Postcode: "4006",
      });
      await page.getByLabel("Template").selectOption("boutique");
      await page.getByLabel("State or territory").selectOption("QLD");
      await page.getByRole("button", { name: "Create dealer" }).click();
      await expect.poll(() => page.locator("#dealer-slug-error").textContent()).toContain("Another dealer already has that slug");
      // What was typed stays.
      expect(await page.getByLabel("Dealer name").inputValue()).toBe(`Fresh ${viewport} Motors`);
      expect(await runAxe(page)).toEqual([]);

      await page.getByLabel("Slug (web address)").fill(slug);
      await page.getByRole("button", { name: "Create dealer" }).click();
      await expect
        .poll(() => page.getByRole("status").first().textContent())
        .toContain(`Fresh ${viewport} Motors is live at ${at(slug, "").replace(/\/$/, "")}`);
      await page.screenshot({ path: `test-results/console-onboarding-${viewport}.png`, fullPage: true });
      await expect.poll(() => page.getByRole("link", { name: `${slug}.localhost:${port}` }).count()).toBe(1);

      // A custom domain: attached unverified, with the DNS records to add; it serves nothing until verified.
      await page.getByRole("link", { name: `Domains of Fresh ${viewport} Motors` }).click();
      await page.waitForURL(new RegExp(`/console/dealers/${slug}$`));
      await page.getByLabel("Domain", { exact: true }).fill(`www.${slug}.com.au`);
      await page.getByRole("button", { name: "Attach" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain(`www.${slug}.com.au is attached`);
      const records = await page.locator("dl").textContent();
      expect(records).toContain(`_dealer-platform.www.${slug}.com.au`);
      expect(records).toContain(`${slug}.localhost`);
      expect(await page.getByLabel("Domain", { exact: true }).inputValue()).toBe("");
      expect(await page.locator("main").textContent()).toContain("Waiting for DNS: not answering yet");
      expect(await runAxe(page)).toEqual([]);
      await page.screenshot({ path: `test-results/console-onboarding-domains-${viewport}.png`, fullPage: true });

      // The new dealer's public site: no stock, no error.
      const home = await page.goto(at(slug, "/"));
      expect(home?.status()).toBe(200);
      expect(await page.locator("body").textContent()).toContain(`Fresh ${viewport} Motors`);
      expect(await page.getByTestId("no-stock").textContent()).toContain("No cars are in stock just yet");
      await page.screenshot({ path: `test-results/onboarding-empty-home-${viewport}.png`, fullPage: true });
      expect(await runAxe(page)).toEqual([]);

      const search = await page.goto(at(slug, "/search/new-used-and-demo-cars"));
      expect(search?.status()).toBe(200);
      expect(await page.locator("main").textContent()).toMatch(/no (cars|vehicles)|nothing/i);
      await page.screenshot({ path: `test-results/onboarding-empty-search-${viewport}.png`, fullPage: true });
      expect(await runAxe(page)).toEqual([]);

      const car = await page.goto(at(slug, "/cars/no-such-car-123"));
      expect(car?.status()).toBe(404);

      const contact = await page.goto(at(slug, "/contact"));
      expect(contact?.status()).toBe(200);
      expect(await page.locator("main").textContent()).toContain(`Fresh ${viewport} Newstead`);
      await page.screenshot({ path: `test-results/onboarding-empty-contact-${viewport}.png`, fullPage: true });

      // The other pages a shopper reaches from the header and footer answer too.
      for (const p of ["/special-offers", "/about-us", "/blog", "/sitemap", "/privacy-policy", "/finance", "/trade-in"]) {
        expect((await page.goto(at(slug, p)))?.status(), p).toBe(200);
      }

      const sitemap = await page.goto(at(slug, "/sitemap.xml"));
      expect(sitemap?.status()).toBe(200);
      expect(await sitemap?.text()).toContain(`${slug}.localhost`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("an owner who is not the platform operator", () => {
  it("sees no Dealers entry and is refused the page", async () => {
    const context = await openContext("desktop");
    const page = await context.newPage();
    try {
      await signIn(page, OWNER);
      expect(await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dealers" }).count()).toBe(0);
      const refused = await page.goto(at(HOME, "/console/dealers"));
      expect(refused?.status()).toBe(403);
      expect(await page.locator("body").textContent()).toContain("Only the platform operator");
    } finally {
      await context.close();
    }
  }, 60_000);
});
