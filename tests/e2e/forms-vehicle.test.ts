// The vehicle page's lead dialogs use the shared lead form: enquire in the dialog with JavaScript, and
// book a test drive from the inline form without it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";
import { expectOneLeadMail, fillContact, summaryItems, textbox, uniqueEmail, waitForHydratedForm } from "./forms-helpers";
import { findCar } from "./vehicle-helpers";

const SITE = "ridge-caravans-motorcycles";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("vehicle page lead forms", () => {
  it("send an enquiry about the car from its dialog (JavaScript)", async () => {
    const { hit } = await findCar((_h, html) => html.includes('data-testid="open-enquiry"'), [SITE]);
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(SITE, hit.path));
    await page.getByTestId("open-enquiry").first().click();
    const dialog = page.getByTestId("lead-dialog-enquiry");
    await dialog.getByTestId("lead-form-enquiry").waitFor();
    await waitForHydratedForm(page);
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByTestId("error-summary").waitFor();
    expect(await summaryItems(page)).toContain("Please enter your name.");

    const email = uniqueEmail("vehicle-enquiry");
    await fillContact(page, email);
    await textbox(page, "Comments").fill("Is it still available?");
    await dialog.getByRole("checkbox", { name: "Finance" }).check();
    await dialog.getByRole("button", { name: "Send" }).click();
    await page.waitForURL(/\/success\?form=enquiry/);
    await expect.poll(() => page.getByRole("link", { name: `Back to ${hit.name}` }).count()).toBe(1);
    const mail = await expectOneLeadMail(SITE, email);
    expect(mail).toContain("Additional services: Finance");
    expect(mail).toContain("Vehicle:");
    await context.close();
  });

  it("book a test drive from the inline form without JavaScript", async () => {
    const { hit } = await findCar((_h, html) => html.includes('data-testid="open-test-drive"'), [SITE]);
    const context = await newContext(browser, "desktop", false);
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, `${hit.path}?form=test-drive#lead-form`));
    const email = uniqueEmail("vehicle-test-drive");
    await fillContact(page, email);
    await Promise.all([page.waitForURL(/\/success\?form=test-drive/), page.getByRole("button", { name: "Send" }).click()]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Thanks, we've got your test drive request");
    await expectOneLeadMail(SITE, email);
    await context.close();
  });

  it("request photos of the car from its dialog (JavaScript)", async () => {
    const { hit } = await findCar((_h, html) => html.includes('data-testid="open-request-photos"'), [SITE]);
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(SITE, hit.path));
    await page.getByTestId("open-request-photos").first().click();
    const dialog = page.getByTestId("lead-dialog-request-photos");
    await dialog.getByTestId("lead-form-request-photos").waitFor();
    await waitForHydratedForm(page);
    const email = uniqueEmail("vehicle-photos");
    await fillContact(page, email);
    await textbox(page, "Which photos would you like? (optional)").fill("The tyres and the odometer, please.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await page.waitForURL(/\/success\?form=request-photos/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Thanks, we've got your photo request");
    const mail = await expectOneLeadMail(SITE, email);
    expect(mail).toContain("The tyres and the odometer, please.");
    await context.close();
  });
});
