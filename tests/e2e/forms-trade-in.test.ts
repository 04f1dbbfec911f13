// The trade-in form at /trade-in, /sell-my-car and /cars/trade-in?car_id={id}, on a dealer that requires
// the terms: its fields, the spec's messages (postcode, terms), the FAQ, with and without JavaScript.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, siteUrl } from "./harness";
import { expectOneLeadMail, fieldError, summaryItems, textbox, uniqueEmail, waitForHydratedForm, watchPage } from "./forms-helpers";
import { siteHits } from "./vehicle-helpers";

const SITE = "westside-auto-exchange";
const TERMS = "* You must agree to the terms of use before submitting the form.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillTradeIn(page: import("playwright-core").Page, email: string) {
  await textbox(page, "First name").fill("Alex");
  await textbox(page, "Last name").fill("Trader");
  await textbox(page, "Mobile").fill("0412 345 678");
  await textbox(page, "Email").fill(email);
  await textbox(page, "Postcode").fill("6107");
  await textbox(page, "Rego").fill("1abc-234");
  await page.getByRole("combobox", { name: "Rego state" }).selectOption("WA");
  await textbox(page, "Kilometres").fill("85,000");
  await page
    .getByRole("group", { name: /Is the car under finance/ })
    .getByRole("radio", { name: "No" })
    .check();
  await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
}

describe("trade-in", () => {
  it("asks for the spec's fields, limits the postcode to 4 characters and shows the FAQ", async () => {
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, "/trade-in"));
    for (const label of ["First name", "Last name", "Mobile", "Email", "Postcode", "Rego", "Kilometres"])
      expect(await textbox(page, label).count(), label).toBe(1);
    expect(await page.getByRole("combobox", { name: "Rego state" }).count()).toBe(1);
    expect(await textbox(page, "Postcode").getAttribute("maxlength")).toBe("4");
    expect(await page.locator("body").textContent()).toContain(
      "An online estimate is generally not given for cars over 7 years old or with more than 100,000 km",
    );
    await context.close();
  });

  it("validates in the browser with the spec's messages, then stores the lead (JavaScript)", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(siteUrl(SITE, "/trade-in"), { waitUntil: "networkidle" });
    await waitForHydratedForm(page);
    await textbox(page, "Postcode").fill("61");
    await page.getByRole("button", { name: "Get my valuation" }).click();
    await page.getByTestId("error-summary").waitFor();
    const items = await summaryItems(page);
    expect(items).toContain("Invalid postcode. Please enter a 4-digit number.");
    expect(items).toContain(TERMS);
    expect(items).toContain("Please enter a valid Australian mobile number.");
    expect(items).toContain("Please enter the vehicle's registration.");
    expect(await fieldError(page, "Postcode")).toBe("Invalid postcode. Please enter a 4-digit number.");

    const email = uniqueEmail("trade-in-js");
    await fillTradeIn(page, email);
    await page.getByRole("button", { name: "Get my valuation" }).click();
    await page.waitForURL(/\/success\?form=trade-in/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Thanks, we've got your trade-in details");
    const mail = await expectOneLeadMail(SITE, email);
    expect(mail).toContain("Alex Trader");
    expect(mail).toContain("Rego: 1ABC234 (WA)");
    expect(mail).toContain("Kilometres: 85,000");
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it("shows the server's errors without JavaScript, then stores the lead from /sell-my-car", async () => {
    const context = await newContext(browser, "desktop", false);
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, "/sell-my-car"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sell your car");
    const email = uniqueEmail("sell-nojs");
    await fillTradeIn(page, email);
    await textbox(page, "Postcode").fill("61a7");
    await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).uncheck();
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Get my valuation" }).click()]);
    expect(response?.status()).toBe(422);
    expect(await summaryItems(page)).toEqual(["Invalid postcode. Please enter a 4-digit number.", TERMS]);
    expect(await textbox(page, "Kilometres").inputValue()).toBe("85,000");
    expect(await page.getByRole("combobox", { name: "Rego state" }).inputValue()).toBe("WA");

    await textbox(page, "Postcode").fill("6107");
    await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
    await Promise.all([page.waitForURL(/\/success\?form=trade-in/), page.getByRole("button", { name: "Get my valuation" }).click()]);
    await expectOneLeadMail(SITE, email);
    await context.close();
  });

  it("names the car at /cars/trade-in?car_id={id} and stores it with the lead", async () => {
    const [car] = (await siteHits(SITE)).filter((h) => h.status !== "sold");
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, `/cars/trade-in?car_id=${car.id}`), { waitUntil: "networkidle" });
    expect(await page.locator("main").textContent()).toContain(`Trading in towards ${car.name}`);
    await waitForHydratedForm(page);
    const email = uniqueEmail("car-trade-in");
    await fillTradeIn(page, email);
    await page.getByRole("button", { name: "Get my valuation" }).click();
    await page.waitForURL(new RegExp(`/success\\?form=trade-in&event_id=22&car_id=${car.id}$`));
    await expect.poll(() => page.getByRole("link", { name: `Back to ${car.name}` }).count()).toBe(1);
    const mail = await expectOneLeadMail(SITE, email);
    expect(mail).toContain("Vehicle:");
    await context.close();
  });
});
