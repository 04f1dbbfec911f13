/**
 * The console's Lead routing and Locations pages in real Chromium on a phone and a desktop (issue 20): an owner adds a
 * webhook target, sends it a test lead and reads the result (the address never resolves: the error is shown in
 * words), then edits that target in place into a plain email for reservations (a private address refused in its own
 * form first); edits a location's Saturday hours and a public holiday, and the public location page shows both. Both pages
 * pass axe.
 * The server is the console suites' shared one (console-suite.ts), on a fresh data folder where this suite has a dealer and
 * an owner of its own.
 */
import { describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { VIEWPORTS } from "./harness";
import { useConsoleSuite } from "./console-suite";

const suite = useConsoleSuite("routing");
const { url, signIn } = suite;

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("lead routing and locations on a %s", (viewport) => {
  it("adds a webhook target and sends it a test lead, and the result is shown", async () => {
    // bypassCSP: axe-core is injected as a script of the page.
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", bypassCSP: true });
    const errors: string[] = [];
    try {
      const page = await signIn(context);
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(url("/console/lead-routing"));
      // Each target has an edit form with the same fields: the add form is its own section.
      const add = page.getByRole("region", { name: "Add a target" });
      // A private address is refused with the field's message.
      await add.getByLabel("Sends to").selectOption("json-webhook");
      await add.getByLabel("Email address or webhook address").fill("https://192.168.1.20/leads");
      await add.getByRole("button", { name: "Add target" }).click();
      await expect.poll(() => page.locator("#destination-error").textContent()).toContain("private address");

      const hook = `https://crm-${viewport}.invalid/leads`;
      await add.getByLabel("Sends to").selectOption("json-webhook");
      await add.getByLabel("Email address or webhook address").fill(hook);
      await add.getByRole("button", { name: "Add target" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain(`Added: leads now also go to ${hook}`);
      expect(await runAxe(page)).toEqual([]);

      const card = page.getByTestId("lead-target").filter({ hasText: hook });
      await card.getByRole("button", { name: /Send a test lead/ }).click();
      await expect.poll(() => card.getByTestId("test-result").textContent(), { timeout: 20_000 }).toMatch(/^Not delivered: /);

      // Edited in place: a private address is refused in that target's own form, then it becomes a plain email for reservations.
      await card.locator("summary").click();
      await card.getByLabel("Email address or webhook address").fill("https://10.0.0.1/leads");
      await card.getByRole("button", { name: /Save changes/ }).click();
      await expect.poll(() => card.locator('[id$="-destination-error"]').textContent()).toContain("private address");
      expect(await runAxe(page)).toEqual([]);
      const inbox = `sales-${viewport}@example.com`;
      await card.getByLabel("Sends to").selectOption("text-email");
      await card.getByLabel("Email address or webhook address").fill(inbox);
      await card.getByLabel("Reservations (deposit paid)").check();
      await card.getByRole("button", { name: /Save changes/ }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain(`Saved: ${inbox}`);
      const edited = page.getByTestId("lead-target").filter({ hasText: inbox });
      await expect.poll(() => edited.textContent()).toContain("Plain text");
      expect(await edited.textContent()).toContain("Receives Reservations (deposit paid) · every location");
      expect(await page.getByTestId("lead-target").filter({ hasText: hook }).count()).toBe(0);
      await page.screenshot({ path: `test-results/console-lead-routing-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("edits a location's hours and a public holiday, and the public location page shows them", async () => {
    // bypassCSP: axe-core is injected as a script of the page.
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", bypassCSP: true });
    const errors: string[] = [];
    const id = suite.site.locationIds[viewport === "phone" ? 0 : 1];
    try {
      const page = await signIn(context);
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(url("/console/locations"));
      await page.getByTestId("console-location").first().waitFor();
      await page.goto(url(`/console/locations/${id}`));
      const slug = (await page.getByRole("link", { name: "public page" }).getAttribute("href"))!.replace("/locations/", "");

      // Closing before opening is refused with the day's message.
      await page.getByLabel("Opens on Saturday").fill("10:00");
      await page.getByLabel("Closes on Saturday").fill("09:00");
      await page.getByRole("button", { name: "Save location" }).click();
      await expect
        .poll(() => page.locator("#open-6-error").textContent())
        .toBe("Saturday: The closing time must be after the opening time.");

      await page.getByLabel("Opens on Saturday").fill("10:00");
      await page.getByLabel("Closes on Saturday").fill("14:30");
      await page.getByLabel("Public holidays and other dates").fill("2099-12-25 closed Christmas Day");
      await page.getByRole("button", { name: "Save location" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Saved");
      expect(await runAxe(page)).toEqual([]);

      const publicPage = await context.newPage();
      await publicPage.goto(url(`/locations/${slug}`));
      const details = publicPage.getByTestId("location-details").first();
      await expect.poll(() => details.getByRole("row").filter({ hasText: "Sat" }).textContent()).toContain("10:00 – 14:30");
      await expect.poll(() => details.getByTestId("holiday-hours").textContent()).toContain("Christmas Day");
      expect(await details.getByTestId("holiday-hours").textContent()).toContain("Closed");
      // The locator's card of the location lists it too.
      await publicPage.goto(url("/dealer-locator"));
      await expect
        .poll(() => publicPage.locator("table").filter({ hasText: "Holiday hours" }).first().textContent())
        .toContain("Christmas Day");
      await page.screenshot({ path: `test-results/console-location-${viewport}.png`, fullPage: true });
      await publicPage.screenshot({ path: `test-results/public-location-${viewport}.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
