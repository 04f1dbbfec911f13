// Location pages: /locations/{slug}, /our-location/{slug}, /contact-us/{locationSlug} and
// /locations/{dealership_slug}, each with the location's details and its enquiry form.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, requestWithHost, siteUrl } from "./harness";
import { expectOneLeadMail, fillContact, textbox, uniqueEmail, waitForHydratedForm } from "./forms-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("location pages", () => {
  it("show the address, hours, phone and map links at each of the three addresses", async () => {
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    for (const path of ["/locations/newcastle-west", "/our-location/newcastle-west", "/contact-us/newcastle-west"]) {
      const response = await page.goto(siteUrl("harbour-toyota", path));
      expect(response?.status(), path).toBe(200);
      const details = page.getByTestId("location-details");
      const text = (await details.textContent()) ?? "";
      expect(text, path).toContain("Harbour Toyota Newcastle West");
      expect(text, path).toMatch(/Mon–Fri|Mon/);
      expect(text, path).toContain("Opening hours");
      expect(await details.locator('a[href^="tel:"]').count(), path).toBe(1);
      const map = await details.getByRole("link", { name: /View on map/ }).getAttribute("href");
      expect(new URL(map!).searchParams.get("zoom")).toBe("10");
      expect(await details.getByRole("link", { name: /Get directions/ }).getAttribute("href")).toContain("destination=");
      // The location is fixed by the page: no location select.
      expect(await page.getByRole("combobox", { name: "Location" }).count(), path).toBe(0);
    }
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Contact Harbour Toyota Newcastle West");
    await context.close();
  });

  it("answer 404 for an unknown slug and for another dealer's location", async () => {
    for (const path of ["/locations/nowhere", "/our-location/maroochydore", "/contact-us/toowoomba"]) {
      const res = await requestWithHost("harbour-toyota.localhost", path);
      expect(res.status, path).toBe(404);
    }
  });

  it("send an enquiry for the page's location (JavaScript)", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("harbour-toyota", "/locations/hamilton-north-service"));
    await waitForHydratedForm(page);
    const email = uniqueEmail("location-js");
    await fillContact(page, email);
    await textbox(page, "Comments").fill("Logbook service for a 2019 Camry");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page.waitForURL(/\/success\?form=enquiry/);
    const mail = await expectOneLeadMail("harbour-toyota", email);
    expect(mail).toContain("Location: Harbour Toyota Service & Parts");
    await context.close();
  });

  it("send an enquiry from /contact-us/{locationSlug} without JavaScript, with the dealership from the location", async () => {
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    await page.goto(siteUrl("coastal-motor-group", "/contact-us/caloundra"));
    // A dealer with three dealerships: the location page fixes both, so neither select shows.
    expect(await page.getByRole("combobox", { name: "Preferred dealership" }).count()).toBe(0);
    const email = uniqueEmail("contact-us-nojs");
    await fillContact(page, email);
    await textbox(page, "Comments").fill("Is the CX-5 on the website still there?");
    await Promise.all([page.waitForURL(/\/success\?form=enquiry/), page.getByRole("button", { name: "Send enquiry" }).click()]);
    const mail = await expectOneLeadMail("coastal-motor-group", email);
    expect(mail).toContain("Dealership: Coastal Mazda & Nissan");
    expect(mail).toContain("Location: Coastal Mazda & Nissan Caloundra");
    await context.close();
  });

  it("show a dealership's locations at /locations/{dealership_slug}, its form offering only them", async () => {
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("coastal-motor-group", "/locations/coastal-ford-gwm"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Coastal Ford, GWM & Chery");
    expect(await page.getByTestId("location-details").count()).toBe(2);
    const options = await page.getByRole("combobox", { name: "Location" }).locator("option").allTextContents();
    expect(options).toEqual(["Choose a location", "Coastal Ford & GWM Noosaville", "Coastal Hyundai & Chery Nambour"]);
    await waitForHydratedForm(page);
    const email = uniqueEmail("dealership-js");
    await fillContact(page, email);
    await textbox(page, "Comments").fill("Ranger test drive");
    await page.getByRole("combobox", { name: "Location" }).selectOption({ label: "Coastal Hyundai & Chery Nambour" });
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page.waitForURL(/\/success\?form=enquiry/);
    const mail = await expectOneLeadMail("coastal-motor-group", email);
    expect(mail).toContain("Dealership: Coastal Ford, GWM & Chery");
    await context.close();
  });
});
