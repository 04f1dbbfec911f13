/**
 * The dealer console in real Chromium on a phone and a desktop (issue 19): a staff member signs in, opens a lead,
 * sets its status and resends a dead-lettered delivery, which the server's delivery worker then delivers. The
 * server is this suite's own, on a data folder prepared before it starts: a dealer with an owner, leads stored
 * by the lead pipeline, one dead-lettered delivery per viewport, and a second dealer whose lead the owner must
 * never see (404).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureStaffWithPassword } from "~/server/console/staff-accounts";
import { openDatabase } from "~/server/db/client";
import { leadDeliveries, leadDeliveryAttempts } from "~/server/db/schema";
import { enquiryValues, insertLeadSite, newKey } from "~/server/db/test-factories";
import { submitLead } from "~/server/leads/submit-lead";
import { mailFilePath } from "~/server/services/lead-delivery";
import { launchBrowser, newContext, VIEWPORTS } from "./harness";
import { send } from "./own-server";
import { startServerProcess, type ServerProcess } from "./server-process";

const SLUG = "console-e2e";
const OTHER = "console-e2e-other";
const EMAIL = "owner@console-e2e.example";
const PASSWORD = "console e2e password";

let browser: Browser;
let server: ServerProcess;
let port: number;
let dataDir: string;
const dead: Record<keyof typeof VIEWPORTS, { leadId: string; deliveryId: number; name: string }> = {} as never;
let otherLeadId: string;

const url = (p: string) => `http://${SLUG}.localhost:${port}${p}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "console-e2e-"));
  const database = await openDatabase({ dataDir });
  try {
    const site = await insertLeadSite(database.db, SLUG);
    const other = await insertLeadSite(database.db, OTHER);
    await ensureStaffWithPassword(database.db, {
      websiteId: site.website.id,
      email: EMAIL,
      name: "E2E Owner",
      password: PASSWORD,
      role: "owner",
    });
    for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
      const name = `Dead ${viewport} Shopper`;
      const stored = await submitLead(database.db, {
        website: site.website,
        settings: site.settings,
        kind: "enquiry",
        values: enquiryValues(site, { name, email: `${viewport}@example.com` }),
        idempotencyKey: newKey(),
      });
      if (!stored.ok) throw new Error("lead not stored");
      // The delivery gave up after its 72 hours of retries: dead-lettered, with its last attempt.
      const [delivery] = await database.db
        .update(leadDeliveries)
        .set({ status: "dead", attempts: 21, lastError: "connect ECONNREFUSED (CRM down)" })
        .where(eq(leadDeliveries.leadId, stored.leadId))
        .returning({ id: leadDeliveries.id });
      await database.db.insert(leadDeliveryAttempts).values({
        deliveryId: delivery.id,
        websiteId: site.website.id,
        ok: false,
        error: "connect ECONNREFUSED (CRM down)",
        durationMs: 12,
      });
      dead[viewport] = { leadId: stored.leadId, deliveryId: delivery.id, name };
    }
    const foreign = await submitLead(database.db, {
      website: other.website,
      settings: other.settings,
      kind: "enquiry",
      values: enquiryValues(other),
      idempotencyKey: newKey(),
    });
    if (!foreign.ok) throw new Error("lead not stored");
    otherLeadId = foreign.leadId;
  } finally {
    await database.close();
  }
  server = startServerProcess({ DATA_DIR: dataDir, SESSION_SECRET: "console-e2e-session-secret-0123456789abcdef" });
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

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("the console on a %s", (viewport) => {
  it("signs in, opens a lead, sets its status and resends its failed delivery", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await page.goto(url("/console"));
      expect(new URL(page.url()).pathname).toBe("/console/sign-in");
      await page.getByLabel("Email").fill(EMAIL);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect.poll(() => page.getByRole("alert").textContent()).toContain("don't match");

      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      // The console's first page is the dashboard; the inbox is a link away.
      await page.waitForURL(/\/console$/);
      await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }).click();
      await page.waitForURL(/\/console\/leads$/);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === "dp_session_staff")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
      const newBefore = Number(await page.getByTestId("new-leads").locator("span").textContent());
      expect(newBefore).toBeGreaterThanOrEqual(1);

      const { leadId, deliveryId, name } = dead[viewport];
      await page.getByRole("link", { name: new RegExp(name) }).click();
      await page.waitForURL(new RegExp(`/console/leads/${leadId}$`));
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
      await page.screenshot({ path: `test-results/console-lead-${viewport}.png`, fullPage: true });

      await page.getByRole("combobox", { name: "Lead status" }).selectOption("contacted");
      await page.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Status set to Contacted.");
      await expect.poll(async () => Number(await page.getByTestId("new-leads").locator("span").textContent())).toBe(newBefore - 1);

      const delivery = page.getByTestId(`delivery-${deliveryId}`);
      await expect.poll(() => delivery.textContent()).toContain("ECONNREFUSED");
      await delivery.getByRole("button", { name: "Resend" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Delivery queued again");
      // The server's delivery worker takes it from the queue and writes it to the dealer's mail folder.
      await expect
        .poll(
          async () => {
            await page.reload();
            return page.getByTestId(`delivery-${deliveryId}`).textContent();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toMatch(/delivered/i);
      expect(existsSync(mailFilePath(dataDir, SLUG, deliveryId))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("another dealer's lead", () => {
  it("is not found for this dealer's owner, and the audit log shows what was done", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    try {
      await page.goto(url("/console/sign-in"));
      await page.getByLabel("Email").fill(EMAIL);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL(/\/console$/);
      const foreign = await page.goto(url(`/console/leads/${otherLeadId}`));
      expect(foreign?.status()).toBe(404);
      const audit = await page.goto(url("/console/audit"));
      expect(audit?.status()).toBe(200);
      expect(await page.locator("main").textContent()).toMatch(/lead\.status[\s\S]*owner@console-e2e\.example/);
      const cookie = (await context.cookies()).find((c) => c.name === "dp_session_staff")!;
      // The CSV export: this dealer's leads only, with a header row, and cells a spreadsheet would run made inert.
      const csv = await send(port, {
        host: `${SLUG}.localhost:${port}`,
        path: "/console/leads.csv?kind=enquiry",
        headers: { cookie: `dp_session_staff=${cookie.value}` },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.body).toContain("Received,Kind,Status,Name,Email,Phone");
      expect(csv.body).toContain(dead.phone.name);
      expect(csv.body).toContain(dead.desktop.leadId);
      expect(csv.body).not.toContain(otherLeadId);
      expect(csv.body).toContain("'+61412345678");

      // The staff session is of this dealer only: on the other dealer's host it is nobody.
      const elsewhere = await send(port, {
        host: `${OTHER}.localhost:${port}`,
        path: "/console/leads",
        headers: { cookie: `dp_session_staff=${cookie.value}` },
      });
      expect(elsewhere.status).toBe(302);
      expect(elsewhere.headers.location).toMatch(/^\/console\/sign-in/);
      expect(elsewhere.headers["cache-control"]).toContain("no-store");
    } finally {
      await context.close();
    }
  }, 60_000);
});
