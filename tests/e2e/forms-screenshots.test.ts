// Every form page on a phone and a desktop, idle and (on the phone) showing its errors: screenshots in
// test-results/forms/ for a person to look at, and a check that nothing is wider than the screen.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, siteUrl, type VIEWPORTS } from "./harness";
import { waitForHydratedForm } from "./forms-helpers";
import { findCar } from "./vehicle-helpers";

const OUT = path.resolve("test-results/forms");
/** `errors`: the test id of the summary the empty form shows (the trade-in page's first form is its estimate step). */
const PAGES: Array<[name: string, site: string, path: string, submit?: string, errors?: string]> = [
  ["contact", "harbour-toyota", "/contact", "Send enquiry"],
  ["location", "harbour-toyota", "/locations/newcastle-west", "Send enquiry"],
  ["contact-us-location", "coastal-motor-group", "/contact-us/caloundra", "Send enquiry"],
  ["dealership", "coastal-motor-group", "/locations/coastal-ford-gwm"],
  ["book-test-drive", "ridge-caravans-motorcycles", "/book-test-drive", "Book test drive"],
  ["trade-in", "westside-auto-exchange", "/trade-in", "Get my estimate", "estimate-error-summary"],
  ["careers", "harbour-toyota", "/careers", "Send"],
  ["finance", "coastal-motor-group", "/finance", "Request finance"],
  ["success", "harbour-toyota", "/success?form=trade-in&event_id=22"],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("form page screenshots", () => {
  for (const viewport of ["phone", "desktop"] as Array<keyof typeof VIEWPORTS>) {
    it(`fit a ${viewport} screen, idle and with errors`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      for (const [name, site, pagePath, submit, errors = "error-summary"] of PAGES) {
        await gotoSettled(page, siteUrl(site, pagePath));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} on ${viewport}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(OUT, `${name}-${viewport}.png`), fullPage: true });
        if (submit && viewport === "phone") {
          // A lead form is ready once its script made the submission's key; the estimate step has none (it works either way).
          if ((await page.locator('input[name="idempotency_key"]').count()) > 0) await waitForHydratedForm(page);
          await page.getByRole("button", { name: submit, exact: true }).click();
          await page.getByTestId(errors).waitFor();
          await page.screenshot({ path: path.join(OUT, `${name}-${viewport}-errors.png`), fullPage: true });
        }
      }
      await context.close();
    }, 240_000); // every form page of every dealer in one test: full-page screenshots take their time
  }

  it("show the vehicle page's enquiry dialog on a phone", async () => {
    const { site, hit } = await findCar((_h, html) => html.includes('data-testid="open-enquiry"'), ["harbour-toyota"]);
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(site, hit.path));
    await page.getByTestId("open-enquiry").first().click();
    await waitForHydratedForm(page);
    await page.getByTestId("lead-dialog-enquiry").getByRole("button", { name: "Send" }).click();
    await page.getByTestId("error-summary").waitFor();
    await page.screenshot({ path: path.join(OUT, "vehicle-enquiry-dialog-phone-errors.png") });
    const box = await page.getByTestId("lead-dialog-enquiry").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
