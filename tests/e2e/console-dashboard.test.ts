/**
 * The console's dashboard in real Chromium on a phone and a desktop (issue 19): the demo owner signs in and lands
 * on the dashboard, which shows its charts (SVG in the page's HTML, so also without JavaScript) with a table behind
 * each, the oldest cars, price changes and delivery health, and passes axe. The server is this suite's own, on a
 * data folder prepared before it starts: a dealer with leads, views, a price change and deliveries, and a second
 * dealer with its own whose names must not appear.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { DEMO_OWNER_PASSWORD, demoOwnerEmail, ensureDemoOwners } from "~/server/console/demo-staff";
import { openDatabase } from "~/server/db/client";
import { carViews, leadDeliveries } from "~/server/db/schema";
import { enquiryValues, insertCar, insertLeadSite, newKey, type LeadSite } from "~/server/db/test-factories";
import { submitLead } from "~/server/leads/submit-lead";
import { recordPriceChanges } from "~/server/stock/price-changes";
import { launchBrowser, VIEWPORTS } from "./harness";
import { startServerProcess, type ServerProcess } from "./server-process";

const SLUG = "dashboard-e2e";
const OTHER = "dashboard-e2e-other";

let browser: Browser;
let server: ServerProcess;
let port: number;
let dataDir: string;

const url = (p: string) => `http://${SLUG}.localhost:${port}${p}`;

async function fill(db: Parameters<typeof insertLeadSite>[0], site: LeadSite, carName: string) {
  const [car] = await db.query.cars.findMany({ where: (c, { eq: is }) => is(c.id, site.carId) });
  const old = await insertCar(
    db,
    { site: { id: site.website.id }, dealership: { id: car.dealershipId }, location: { id: car.locationId } },
    {
      name: carName,
      arrivedAt: new Date(Date.now() - 120 * 24 * 60 * 60_000),
    },
  );
  for (const [kind, extra] of [
    ["enquiry", { car_id: String(old.id) }],
    ["enquiry", {}],
    ["test-drive", { car_id: String(old.id) }],
  ] as const) {
    const stored = await submitLead(db, {
      website: site.website,
      settings: site.settings,
      kind,
      values: enquiryValues(site, extra),
      idempotencyKey: newKey(),
    });
    if (!stored.ok) throw new Error(`lead not stored: ${JSON.stringify(stored)}`);
  }
  await db.update(leadDeliveries).set({ status: "dead", attempts: 21 }).where(eq(leadDeliveries.websiteId, site.website.id));
  await db.insert(carViews).values([
    { carId: old.id, websiteId: site.website.id, visitorHash: "v1", day: new Date().toISOString().slice(0, 10) },
    { carId: old.id, websiteId: site.website.id, visitorHash: "v2", day: new Date().toISOString().slice(0, 10) },
  ]);
  await recordPriceChanges(db, site.website.id, [{ carId: old.id, from: 41_000, to: 38_000 }], { source: "feed", actor: "cli:e2e" });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "dashboard-e2e-"));
  const database = await openDatabase({ dataDir });
  try {
    await fill(database.db, await insertLeadSite(database.db, SLUG), "2019 Mazda CX-5 Maxx");
    await fill(database.db, await insertLeadSite(database.db, OTHER), "2018 Other Dealer Special");
    await ensureDemoOwners(database.db);
  } finally {
    await database.close();
  }
  server = startServerProcess({ DATA_DIR: dataDir, SESSION_SECRET: "dashboard-e2e-session-secret-0123456789abcdef" });
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

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("the dashboard on a %s", (viewport) => {
  it.each([true, false])(
    "is the console's first page, with charts and their tables (JavaScript %s)",
    async (javaScriptEnabled) => {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        isMobile: viewport === "phone",
        javaScriptEnabled,
        bypassCSP: true,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      try {
        await page.goto(url("/console"));
        expect(new URL(page.url()).pathname).toBe("/console/sign-in");
        await page.getByLabel("Email").fill(demoOwnerEmail(SLUG));
        await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.waitForURL(/\/console$/);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Dashboard");
        await expect
          .poll(() =>
            page
              .getByRole("navigation", { name: "Console" })
              .getByRole("link", { name: "Dashboard", exact: true })
              .getAttribute("aria-current"),
          )
          .toBe("page");

        // Every chart is an image with a name, drawn in the HTML.
        for (const name of [
          "Leads per day by kind",
          "Leads per day by location",
          "Cars by days in stock",
          "Lead deliveries per target, last 30 days",
        ]) {
          await expect.poll(() => page.getByRole("img", { name: new RegExp(`^${name}`) }).count()).toBe(1);
        }
        expect(await page.getByTestId("leads-kind-chart").locator("rect").count()).toBeGreaterThan(0);

        // The numbers behind the leads chart: today's row counts the three leads.
        await page.getByText("Leads per day by kind: table").click();
        const kinds = page.getByTestId("leads-kind-table");
        await expect.poll(() => kinds.locator("thead").textContent()).toMatch(/Enquiry.*Test drive.*Total/);
        await expect.poll(() => kinds.locator("tbody tr").first().locator("td").last().textContent()).toBe("3");

        await expect.poll(() => page.getByTestId("engagement-table").textContent()).toContain("2019 Mazda CX-5 Maxx");
        await expect
          .poll(() => page.getByTestId("oldest-table").locator("tbody tr").first().textContent())
          .toMatch(/2019 Mazda CX-5 Maxx.*120$/);
        // Each car links to its page in the console's stock.
        expect(await page.getByTestId("oldest-table").getByRole("link").first().getAttribute("href")).toMatch(/^\/console\/stock\/\d+$/);
        await expect.poll(() => page.getByTestId("prices-table").textContent()).toMatch(/\$41,000.*\$38,000.*−\$3,000.*Feed import/);
        await expect.poll(() => page.getByTestId("deliveries-table").textContent()).toMatch(/Dead-lettered/);
        expect(await page.locator("main").textContent()).not.toContain("Other Dealer");

        if (javaScriptEnabled) {
          expect(await runAxe(page)).toEqual([]);
          await page.screenshot({ path: `test-results/console-dashboard-${viewport}.png`, fullPage: true });
        }
        // Nothing is wider than the screen: the tables scroll inside their own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
