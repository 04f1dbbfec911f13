/**
 * The console's stock pages in real Chromium on a phone and a desktop (issue 19): the demo owner of Harbour Toyota
 * signs in, searches the stock, is told what is wrong with a bad price (the typed value kept), saves a new price and
 * sees it on the public vehicle page, adds a car and finds it in the public search; a sales member gets the
 * status-only form. The server is this suite's own, on a data folder seeded with the demo dealers before it starts
 * (so its edits touch no other suite's data), with a sales account added to Harbour Toyota. Each page passes axe-core.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAud } from "~/domain/stock/format";
import { DEMO_OWNER_PASSWORD, demoOwnerEmail } from "~/server/console/demo-staff";
import { ensureStaffWithPassword } from "~/server/console/staff-accounts";
import { openDatabase } from "~/server/db/client";
import { cars, websites } from "~/server/db/schema";
import { seedDemo } from "~/server/db/seed-demo";
import { runAxe } from "~/scripts/audit-pages";
import { launchBrowser, VIEWPORTS } from "./harness";
import { startServerProcess, type ServerProcess } from "./server-process";

const SLUG = "harbour-toyota";
const SALES = "sales@harbour-toyota.example";
const SALES_PASSWORD = "console stock sales password";

type Viewport = keyof typeof VIEWPORTS;
type Car = { id: number; slug: string; name: string; stocknum: string; price: number };

let browser: Browser;
let server: ServerProcess;
let port: number;
let dataDir: string;
/** One car per viewport for the owner's price edit, one for the sales member's status change. */
const owned = {} as Record<Viewport, Car>;
const forSales = {} as Record<Viewport, Car>;
/** The car the list's bulk action marks sold, without JavaScript. */
let forBulk: Car;

const url = (p: string) => `http://${SLUG}.localhost:${port}${p}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "console-stock-e2e-"));
  const database = await openDatabase({ dataDir });
  try {
    await seedDemo(database.db, { mediaDir: path.join(dataDir, "media"), embedded: true });
    const [site] = await database.db.select().from(websites).where(eq(websites.slug, SLUG));
    await ensureStaffWithPassword(database.db, {
      websiteId: site.id,
      email: SALES,
      name: "Sam Sales",
      password: SALES_PASSWORD,
      role: "sales",
    });
    const rows = await database.db
      .select({ id: cars.id, slug: cars.slug, name: cars.name, stocknum: cars.stocknum, price: cars.price })
      .from(cars)
      .where(and(eq(cars.websiteId, site.id), eq(cars.status, "in_stock"), eq(cars.shownOnWebsite, true), isNotNull(cars.price)))
      .orderBy(asc(cars.id))
      .limit(5);
    [owned.phone, owned.desktop, forSales.phone, forSales.desktop, forBulk] = rows as Car[];
  } finally {
    await database.close();
  }
  server = startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: "true", SESSION_SECRET: "console-stock-e2e-secret-0123456789abcdef" });
  port = await server.ready;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server?.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** bypassCSP: axe is injected as a script; the pages' own CSP is checked by the security suites. */
const openContext = (viewport: Viewport) =>
  browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[viewport], isMobile: viewport === "phone" });

async function signIn(page: Page, email: string, password: string) {
  await page.goto(url("/console/sign-in?redirect=/console/stock"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The sign-in page's own address ends in ?redirect=/console/stock: wait for the list itself.
  await page.waitForURL((address) => address.pathname === "/console/stock");
  await page.getByRole("heading", { name: "Stock", level: 1 }).waitFor();
}

describe.each(Object.keys(VIEWPORTS) as Viewport[])("console stock on a %s", (viewport) => {
  it("searches the stock, refuses a bad price with its message, and a saved price and a new car reach the public site", async () => {
    const context = await openContext(viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await signIn(page, demoOwnerEmail(SLUG), DEMO_OWNER_PASSWORD);
      const car = owned[viewport];

      // Search by stock number: the one car.
      await page.getByLabel("Search", { exact: true }).fill(car.stocknum);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/q=/);
      await expect.poll(() => page.getByTestId("stock-list").locator("li").count()).toBe(1);
      expect(await runAxe(page)).toEqual([]);
      await page.getByTestId("stock-list").getByRole("link", { name: car.name }).click();
      await page.waitForURL(new RegExp(`/console/stock/${car.id}$`));

      // A bad price: the field's message, the value kept, the focus on the field; nothing saved.
      const price = page.getByLabel("Price (whole dollars)");
      await price.fill("thirty grand");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("not saved");
      await expect.poll(() => page.locator("#car-price-error").textContent()).toContain("Price: enter whole dollars");
      expect(await price.inputValue()).toBe("thirty grand");
      expect(await price.getAttribute("aria-invalid")).toBe("true");
      expect(await runAxe(page)).toEqual([]);
      await page.screenshot({ path: `test-results/console-stock-error-${viewport}.png` });

      // A good price: saved, and the public vehicle page shows it.
      const newPrice = car.price + 1234;
      await price.fill(String(newPrice));
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Saved.");
      const shopper = await context.newPage();
      await expect
        .poll(
          async () => {
            await shopper.goto(url(`/cars/${car.slug}`));
            return shopper.locator("main").textContent();
          },
          { timeout: 10_000, interval: 500 },
        )
        .toContain(formatAud(newPrice));

      // A new car: added, then found by the public search.
      await page.goto(url("/console/stock/new"));
      expect(await runAxe(page)).toEqual([]);
      const model = `Born ${viewport === "phone" ? "Phone" : "Desk"}`;
      await page.getByLabel("Stock number").fill(`E2E-${viewport.toUpperCase()}`);
      await page.getByLabel("Make").fill("Cupra");
      await page.getByLabel("Model", { exact: true }).fill(model);
      await page.getByLabel("Price (whole dollars)").fill("45990");
      await page.getByLabel("Body").selectOption("hatch");
      await page.getByRole("button", { name: "Add car" }).click();
      await page.waitForURL(/\/console\/stock\/\d+\?added=1$/);
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Car added");
      await page.screenshot({ path: `test-results/console-stock-added-${viewport}.png`, fullPage: true });
      // The sitemap lists it (it reads the table on every request); Chromium resolves *.localhost, Node does not.
      const carHref = (await page.getByRole("link", { name: "View on website" }).getAttribute("href")) ?? "missing";
      const sitemap = await (await shopper.goto(url("/sitemap.xml")))!.text();
      const files = [...sitemap.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      const listed = [sitemap];
      for (const file of files) listed.push(await (await shopper.goto(url(file)))!.text());
      expect(listed.some((xml) => xml.includes(`${carHref}<`))).toBe(true);
      await expect
        .poll(
          async () => {
            await shopper.goto(url(`/search/new-used-and-demo-cars?query=${encodeURIComponent(`cupra ${model}`)}`));
            return shopper.locator("main").textContent();
          },
          { timeout: 10_000, interval: 500 },
        )
        .toContain(`Cupra ${model}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it("gives a sales member the status-only form", async () => {
    const context = await openContext(viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await signIn(page, SALES, SALES_PASSWORD);
      expect(await page.getByRole("link", { name: "Add a car" }).count()).toBe(0);
      const car = forSales[viewport];
      await page.goto(url(`/console/stock/${car.id}`));
      expect(await page.getByLabel("Price (whole dollars)").count()).toBe(0);
      expect(await page.getByRole("link", { name: "Photos and video" }).count()).toBe(0);
      await page.getByLabel("Status", { exact: true }).selectOption("coming_soon");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Status saved");
      expect(await runAxe(page)).toEqual([]);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).locator("..").textContent()).toContain("Coming soon");
      await page.screenshot({ path: `test-results/console-stock-sales-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("the stock list without JavaScript", () => {
  it("marks a selected car sold with the bulk action, a plain form post", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await signIn(page, demoOwnerEmail(SLUG), DEMO_OWNER_PASSWORD);
      await page.getByLabel("Search", { exact: true }).fill(forBulk.stocknum);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/q=/);
      const row = page.getByTestId("stock-list").locator("li");
      expect(await row.count()).toBe(1);
      await page.getByLabel(`Select ${forBulk.name} (${forBulk.stocknum})`).check();
      await page.getByLabel("With the selected cars").selectOption("sold");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByRole("status").filter({ hasText: "Mark sold" }).waitFor();
      expect(await page.getByRole("status").filter({ hasText: "Mark sold" }).textContent()).toContain("1 car changed");
      // The list after the post (the same search) shows it sold.
      await page.goto(url(`/console/stock?q=${encodeURIComponent(forBulk.stocknum)}`));
      expect(await page.getByTestId("stock-list").locator("li").textContent()).toContain("Sold");
    } finally {
      await context.close();
    }
  }, 120_000);
});
