/**
 * Stock feed import in the dealer console in real Chromium on a phone and a desktop (issue 19): the dealer's owner
 * (the demo owner account, owner@{slug}.example) signs in, uploads the demo DMS export (demo/feeds) with one more bad
 * row, maps its columns (guessed: the dealer has no saved mapping), sees the dry run name each bad row with its
 * reason, applies it and finds a new car on the public site. A file that is no feed is refused with a message and a
 * 4xx. An import another server process is working shows its progress on the import page and in the dashboard's
 * "Running now", and no second import starts meanwhile. The server is this suite's own, on a fresh data folder.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { DEMO_OWNER_PASSWORD, demoOwnerEmail, ensureDemoOwners } from "~/server/console/demo-staff";
import { openDatabase } from "~/server/db/client";
import { feedImports } from "~/server/db/schema";
import { insertLeadSite } from "~/server/db/test-factories";
import { launchBrowser, VIEWPORTS } from "./harness";
import { startServerProcess, type ServerProcess } from "./server-process";

type Viewport = keyof typeof VIEWPORTS;
const SLUG = "import-e2e";

let browser: Browser;
let server: ServerProcess;
let port: number;
let dataDir: string;

const url = (p: string, slug: string) => `http://${slug}.localhost:${port}${p}`;

/** The sample export with one more row: a car whose year is not a year. */
const SAMPLE = readFileSync(path.resolve("demo/feeds/westside-dms-export.csv"), "utf8");
const BAD_ROW = SAMPLE.split("\n")[1].replace("W1001", "W1099").replace(",2021,", ",20X1,");
const FEED = `${SAMPLE.trimEnd()}\n${BAD_ROW}\n`;
const BAD_LINE = FEED.trimEnd().split("\n").length;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "console-import-e2e-"));
  const database = await openDatabase({ dataDir });
  try {
    for (const name of [...Object.keys(VIEWPORTS), "nojs"]) await insertLeadSite(database.db, `${SLUG}-${name}`);
    // A dealer whose import is being worked by another server process (its heartbeat fresh for the whole suite).
    const busy = await insertLeadSite(database.db, `${SLUG}-busy`);
    await database.db.insert(feedImports).values({
      websiteId: busy.website.id,
      mappingName: "console-csv",
      source: "nightly-stock.csv",
      actor: "owner@example.com",
      dryRun: false,
      status: "running",
      counts: { rows: 1200, imagesFetched: 40, imagesToFetch: 120 },
      claimedBy: "another-host:4242:abcdef",
      attempts: 1,
      heartbeatAt: new Date(Date.now() + 24 * 3600_000),
      startedAt: new Date(),
    });
    await ensureDemoOwners(database.db);
  } finally {
    await database.close();
  }
  server = startServerProcess({ DATA_DIR: dataDir, SESSION_SECRET: "import-e2e-session-secret-0123456789abcdef" });
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

async function signIn(page: Page, slug: string, target: string) {
  await page.goto(url(target, slug));
  expect(new URL(page.url()).pathname).toBe("/console/sign-in");
  await page.getByLabel("Email").fill(demoOwnerEmail(slug));
  await page.getByLabel("Password").fill(DEMO_OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((u) => u.pathname === target);
}

/** Waits for the run to finish: the page refreshes itself while it runs. */
async function waitForStatus(page: Page, text: RegExp) {
  await expect
    .poll(
      async () => {
        await page.waitForLoadState("load");
        return (
          (await page
            .locator("#run-heading ~ p[role=status]")
            .textContent()
            .catch(() => "")) ?? ""
        );
      },
      { timeout: 60_000, interval: 500 },
    )
    .toMatch(text);
}

describe.each(Object.keys(VIEWPORTS) as Viewport[])("stock feed import in the console on a %s", (viewport) => {
  it("uploads the DMS export, maps its columns, names the bad rows in the dry run, applies it, and the public site shows a new car", async () => {
    const slug = `${SLUG}-${viewport}`;
    // bypassCSP: axe is injected as a script; the pages' own CSP is checked by the security suites.
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", bypassCSP: true });
    const page = await context.newPage();
    try {
      await signIn(page, slug, "/console/stock/import");
      await expect.poll(() => page.getByRole("link", { name: "Import stock" }).count()).toBeGreaterThan(0);

      // A PDF is no feed: a message, and nothing to map. It is larger than the transport's 64 KB for other forms, so
      // a 415 (not a 413) shows the upload path's body is handed to the page as a stream with the feed's own cap.
      const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(200 * 1024, 0x20)]);
      await page.getByLabel("Feed file").setInputFiles({ name: "stock.pdf", mimeType: "application/pdf", buffer: pdf });
      const refused = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "Upload and check" }).click();
      expect((await refused).status()).toBe(415);
      await expect.poll(() => page.getByRole("alert").first().textContent()).toMatch(/stock\.pdf is not a CSV or XML feed/);

      await page
        .getByLabel("Feed file")
        .setInputFiles({ name: "westside-dms-export.csv", mimeType: "text/csv", buffer: Buffer.from(FEED) });
      await page.getByRole("button", { name: "Upload and check" }).click();
      await page.waitForURL((u) => u.pathname === "/console/stock/import/mapping");
      await expect.poll(() => page.getByLabel("Stock No").inputValue()).toBe("stocknum");
      expect(await page.getByLabel("Odometer").inputValue()).toBe("km");
      // The condition column is what tells new from used: chosen by its name.
      expect(await page.getByLabel("Condition").inputValue()).toBe("carType");
      if (viewport === "phone") await page.screenshot({ path: `test-results/console-import-mapping-${viewport}.png`, fullPage: true });
      expect(await runAxe(page)).toEqual([]);
      await page.getByRole("button", { name: "Save and run a dry run" }).click();
      await page.waitForURL((u) => u.pathname === "/console/stock/import");

      await waitForStatus(page, /Dry run ready/);
      const invalid = page
        .getByRole("region")
        .or(page.locator("section"))
        .filter({ hasText: /^Invalid rows/ });
      await expect.poll(() => invalid.last().textContent()).toMatch(new RegExp(`Line ${BAD_LINE} \\(W1099\\):.*[Yy]ear`));
      expect(await invalid.last().textContent()).toMatch(/Line 10 \(W1009\): Price '\$2O,990' is not an amount in dollars/);
      expect(await page.locator("body").textContent()).toMatch(/W1002: 2019 Toyota HiLux SR5/);
      await page.screenshot({ path: `test-results/console-import-dry-run-${viewport}.png`, fullPage: true });
      expect(await runAxe(page)).toEqual([]);

      await page.getByRole("button", { name: /^Apply: add 9,/ }).click();
      await waitForStatus(page, /^Applied$/);

      const car = await context.newPage();
      const response = await car.goto(url("/cars/2019-toyota-hilux-sr5-w1002", slug));
      expect(response?.status()).toBe(200);
      expect(await car.getByRole("heading", { level: 1 }).textContent()).toMatch(/2019 Toyota HiLux SR5/);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe("stock feed import without JavaScript", () => {
  it("uploads, maps, shows the dry run after the page refreshes itself, and applies with plain forms", async () => {
    const slug = `${SLUG}-nojs`;
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await signIn(page, slug, "/console/stock/import");
      await page.getByLabel("Feed file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(FEED) });
      await page.getByRole("button", { name: "Upload and check" }).click();
      await page.waitForURL((u) => u.pathname === "/console/stock/import/mapping");
      await page.getByRole("button", { name: "Save and run a dry run" }).click();
      await page.waitForURL((u) => u.pathname === "/console/stock/import");
      await waitForStatus(page, /Dry run ready/);
      expect(await page.locator("body").textContent()).toMatch(new RegExp(`Line ${BAD_LINE} \\(W1099\\)`));
      await page.getByRole("button", { name: /^Apply: add 9,/ }).click();
      await waitForStatus(page, /^Applied$/);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe("an import running in another process", () => {
  it("shows its progress in the dashboard's Running now and on the import page, which takes no second upload meanwhile", async () => {
    const slug = `${SLUG}-busy`;
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true });
    const page = await context.newPage();
    try {
      await signIn(page, slug, "/console");
      const running = page.getByTestId("running-now");
      await expect
        .poll(() => running.getByRole("listitem").first().textContent())
        .toBe("Stock feed import of nightly-stock.csv: 1,200 rows read; 40 of 120 pictures fetched.");
      await running.getByRole("link", { name: "Stock feed import of nightly-stock.csv" }).click();
      await page.waitForURL((u) => u.pathname === "/console/stock/import");
      expect(await page.locator("#run-heading ~ p[role=status]").textContent()).toBe("Running");
      expect(await page.getByTestId("run-progress").textContent()).toBe("1,200 rows read; 40 of 120 pictures fetched.");
      expect(await page.getByRole("button", { name: "Upload and check" }).isDisabled()).toBe(true);
      expect(await page.locator("body").textContent()).toContain("An import is running: upload the next one when it has finished.");
    } finally {
      await context.close();
    }
  }, 120_000);
});
