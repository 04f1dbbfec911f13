// The /contact enquiry form on a dealer with two locations: client and server validation, success, the
// destructive alert on a refused submission, one lead for a double click, with and without JavaScript.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";
import {
  expectOneLeadMail,
  fieldError,
  fillContact,
  summaryItems,
  textbox,
  uniqueEmail,
  waitForHydratedForm,
  watchPage,
} from "./forms-helpers";

const SITE = "harbour-toyota";
const SUMMARY = "Please fix the following errors:";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("/contact with JavaScript", () => {
  it("shows every error beside its field and in the summary without posting, then sends the enquiry to the success page", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const watch = watchPage(page);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await gotoSettled(page, siteUrl(SITE, "/contact"));
    await waitForHydratedForm(page);
    expect(await page.getByRole("combobox", { name: "Enquiry type" }).inputValue()).toBe("General Enquiry");
    expect(await page.getByRole("radio", { name: "Phone" }).isChecked()).toBe(true);

    await page.getByRole("button", { name: "Send enquiry" }).click();
    const summary = page.getByTestId("error-summary");
    await summary.waitFor();
    expect(await summary.textContent()).toContain(SUMMARY);
    expect(await summaryItems(page)).toEqual([
      "Please enter your name.",
      "Please enter a valid email address.",
      "Please enter a valid Australian phone number.",
      "Please enter your comments.",
      "Please select a location.",
    ]);
    expect(await fieldError(page, "Name")).toBe("Please enter your name.");
    expect(await fieldError(page, "Location", "combobox")).toBe("Please select a location.");
    expect(await textbox(page, "Name").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("error-summary");
    expect(posts).toEqual([]);

    const email = uniqueEmail("contact-js");
    await fillContact(page, email);
    await textbox(page, "Comments").fill("Do you have a white RAV4 hybrid in stock?");
    await page.getByRole("combobox", { name: "Location" }).selectOption({ label: "Harbour Toyota Newcastle West" });
    // Fixed fields lose their message as the shopper moves on.
    await textbox(page, "Your car's rego (optional)").focus();
    await expect.poll(() => page.getByTestId("error-summary").count()).toBe(0);

    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page.waitForURL(/\/success\?form=enquiry&event_id=22$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Thanks, we've got your enquiry");
    expect(await page.getByTestId("success-page").textContent()).not.toContain(email);
    expect(watch.errors).toEqual([]);
    expect(watch.alerts).toEqual([]);

    const mail = await expectOneLeadMail(SITE, email);
    expect(mail).toContain("Do you have a white RAV4 hybrid in stock?");
    expect(mail).toContain("Location: Harbour Toyota Newcastle West");
    await context.close();
  });

  it("makes one lead from a double click", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(SITE, "/contact"));
    await waitForHydratedForm(page);
    const email = uniqueEmail("contact-double");
    await fillContact(page, email);
    await textbox(page, "Comments").fill("Double click test");
    await page.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Send enquiry" }).dblclick();
    await page.waitForURL(/\/success\?form=enquiry/);
    await expectOneLeadMail(SITE, email, { settle: true });
    await context.close();
  });

  it("alerts, shows the server's refusal in a destructive alert and enables the button again", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const watch = watchPage(page);
    await gotoSettled(page, siteUrl(SITE, "/contact"));
    await waitForHydratedForm(page);
    const email = uniqueEmail("contact-refused");
    await fillContact(page, email);
    await textbox(page, "Comments").fill("Filled in by a bot");
    await page.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
    // A bot fills the hidden field; the server refuses with the generic form error.
    await page.locator('input[name="hp_fax_extension"]').evaluate((input: HTMLInputElement) => (input.value = "555"));
    const button = page.getByRole("button", { name: "Send enquiry" });
    await button.click();
    await page.getByTestId("form-error").waitFor();
    expect(await page.getByTestId("form-error").textContent()).toBe("An error occurred when submitting this form");
    expect(await page.getByTestId("form-error").getAttribute("role")).toBe("alert");
    expect(watch.alerts).toEqual(["An error occurred when submitting this form"]);
    expect(await button.isEnabled()).toBe(true);
    expect(await textbox(page, "Email").inputValue()).toBe(email);
    expect(page.url()).toBe(siteUrl(SITE, "/contact"));
    await context.close();
  });

  it("keeps the form, alerts and shows the spec's text when the connection fails, then sends on retry", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    const watch = watchPage(page);
    await gotoSettled(page, siteUrl(SITE, "/contact"));
    await waitForHydratedForm(page);
    const email = uniqueEmail("contact-offline");
    await fillContact(page, email);
    await textbox(page, "Comments").fill("Sent over a bad connection");
    await page.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
    const key = await page.locator('input[name="idempotency_key"]').inputValue();
    await page.route("**/contact*", (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
    const button = page.getByRole("button", { name: "Send enquiry" });
    await button.click();
    await page.getByTestId("form-error").waitFor();
    expect(await page.getByTestId("form-error").textContent()).toBe("An error occurred when submitting this form");
    expect(watch.alerts).toEqual(["An error occurred when submitting this form"]);
    expect(await button.isEnabled()).toBe(true);
    // The retry is the same submission: same key.
    expect(await page.locator('input[name="idempotency_key"]').inputValue()).toBe(key);
    await page.unroute("**/contact*");
    await button.click();
    await page.waitForURL(/\/success\?form=enquiry/);
    await expectOneLeadMail(SITE, email);
    await context.close();
  });
});

describe("/contact without JavaScript", () => {
  it("validates on the server, keeps what was typed, then sends the enquiry to the success page", async () => {
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, "/contact"));
    const email = uniqueEmail("contact-nojs");
    await textbox(page, "Email").fill(email);
    await textbox(page, "Phone").fill("12345");
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Send enquiry" }).click()]);
    expect(response?.status()).toBe(422);
    expect(await page.getByTestId("error-summary").textContent()).toContain(SUMMARY);
    expect(await summaryItems(page)).toEqual([
      "Please enter your name.",
      "Please enter a valid Australian phone number.",
      "Please enter your comments.",
      "Please select a location.",
    ]);
    expect(await fieldError(page, "Phone")).toBe("Please enter a valid Australian phone number.");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await textbox(page, "Email").inputValue()).toBe(email);
    expect(await textbox(page, "Phone").inputValue()).toBe("12345");

    await textbox(page, "Name").fill("Sam Nojs");
    await textbox(page, "Phone").fill("(02) 4929 1234");
    await textbox(page, "Comments").fill("Service booking please");
    await page.getByRole("combobox", { name: "Enquiry type" }).selectOption("Service Enquiry");
    await page.getByRole("combobox", { name: "Location" }).selectOption({ label: "Harbour Toyota Service & Parts" });
    await Promise.all([page.waitForURL(/\/success\?form=enquiry/), page.getByRole("button", { name: "Send enquiry" }).click()]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Thanks, we've got your enquiry");
    // No key without JavaScript: the server's fallback key still makes one lead.
    const mail = await expectOneLeadMail(SITE, email, { settle: true });
    expect(mail).toContain("Service Enquiry");
    await context.close();
  });
});
