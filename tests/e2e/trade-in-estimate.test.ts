// The trade-in estimate on a phone: an over-age car gets no online estimate (the FAQ's words and an appraisal
// request), an unknown rego asks for the make, model and year, a half-filled appraisal request is kept as a
// partial lead; screenshots of the estimate on phone and desktop for every demo dealer.
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";
import { expectOneLeadMail, textbox, uniqueEmail, uniqueMobile, watchPage } from "./forms-helpers";
import {
  adfDtdErrors,
  describeCar,
  fillAppraisal,
  leadAdf,
  valuableCar,
  valuableCaravan,
  waitForHydratedAppraisal,
} from "./trade-in-helpers";

const SITE = "harbour-toyota";
const DEMO_DEALERS = ["harbour-toyota", "coastal-motor-group", "ridge-caravans-motorcycles", "westside-auto-exchange"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync("test-results/trade-in", { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("trade-in estimate", { timeout: 180_000 }, () => {
  it("gives an over-age car no online estimate: the FAQ's words, then an appraisal request that says why", async () => {
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const watch = watchPage(page);
    await gotoSettled(page, siteUrl(SITE, "/trade-in"));
    await describeCar(page, { make: "Toyota", model: "Corolla", year: new Date().getUTCFullYear() - 9 }, "60000");
    await page.getByRole("button", { name: "Get my estimate" }).click();
    const result = page.getByTestId("trade-in-estimate");
    await result.waitFor();
    expect(await result.getAttribute("data-kind")).toBe("no-online-estimate");
    const text = await result.textContent();
    expect(text).toContain("An online estimate is generally not given for cars over 7 years old or with more than 100,000 km.");
    expect(text).toContain("Yours is more than 7 years old.");
    expect(await page.getByTestId("estimate-range").count()).toBe(0);
    await page.screenshot({ path: "test-results/trade-in/over-age-phone.png", fullPage: true });

    await waitForHydratedAppraisal(page);
    const email = uniqueEmail("over-age");
    await fillAppraisal(page, email);
    await page.getByRole("button", { name: "Request my appraisal" }).click();
    await page.waitForURL(/\/success\?form=trade-in/);
    const mail = await expectOneLeadMail(SITE, email);
    expect(mail).toContain("No online estimate: the car is over 7 years old; appraisal requested");
    const adf = leadAdf(mail);
    expect(adfDtdErrors(adf)).toBe("");
    expect(adf).toContain("<make>Toyota</make>");
    expect(adf).not.toContain('type="appraisal"');
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it("asks for the make, model and year when the rego is not known", async () => {
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, "/trade-in"));
    await textbox(page, "Rego").fill("ZZZ999");
    await textbox(page, "Kilometres").fill("40000");
    await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Get my estimate" }).click()]);
    expect(await page.getByRole("alert").first().textContent()).toBe(
      "We couldn't find that rego. Please enter the make, model and year instead.",
    );
    expect(await textbox(page, "Make").isVisible()).toBe(true);
    expect(await page.getByTestId("trade-in-appraisal").count()).toBe(0);
    await context.close();
  });

  it("keeps a half-filled appraisal request as a partial lead once it has a name, a mobile and the car", async () => {
    const car = await valuableCar();
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(SITE, "/trade-in"));
    await describeCar(page, car, "30000");
    await page.getByRole("button", { name: "Get my estimate" }).click();
    await page.getByTestId("trade-in-appraisal").waitFor();
    await waitForHydratedAppraisal(page);
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && (r.request().postData() ?? "").includes("intent=partial"));
    await textbox(page, "First name").fill("Partial");
    await textbox(page, "Mobile").fill(uniqueMobile());
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("saved");
    await context.close();
  });

  it("values a caravan without kilometres: it has no odometer; a motorcycle's are asked", async () => {
    const van = await valuableCaravan();
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    const watch = watchPage(page);
    await gotoSettled(page, siteUrl("ridge-caravans-motorcycles", "/trade-in"));
    // The caravan and motorcycle dealer's form starts at Caravan, and asks no kilometres.
    expect(await page.getByRole("radio", { name: "Caravan", exact: true }).isChecked()).toBe(true);
    expect(await textbox(page, "Kilometres").isVisible()).toBe(false);
    await page.getByRole("radio", { name: "Motorcycle", exact: true }).check();
    expect(await textbox(page, "Kilometres").isVisible()).toBe(true);
    await page.getByRole("radio", { name: "Caravan", exact: true }).check();
    await page.getByText("No rego handy? Describe the vehicle instead").click();
    await textbox(page, "Make").fill(van.make);
    await textbox(page, "Model").fill(van.model);
    await textbox(page, "Year").fill(String(van.year));
    await page.getByRole("button", { name: "Get my estimate" }).click();
    const result = page.getByTestId("trade-in-estimate");
    await result.waitFor();
    expect(await result.getAttribute("data-kind")).toBe("estimate");
    const text = (await result.textContent()) ?? "";
    expect(text).toContain(`adjusted to a ${van.year} caravan (`);
    expect(text).not.toMatch(/\bkm\b|\bcars?\b/);
    await page.screenshot({ path: "test-results/trade-in/caravan-phone.png", fullPage: true });
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it("shows the estimate well on phones and desktops of every demo dealer", { timeout: 480_000 }, async () => {
    const car = await valuableCar();
    for (const site of DEMO_DEALERS) {
      for (const viewport of ["phone", "desktop"] as const) {
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const watch = watchPage(page);
        await gotoSettled(page, siteUrl(site, "/trade-in"));
        await describeCar(page, car, "30000");
        await page.getByRole("button", { name: "Get my estimate" }).click();
        await page.getByTestId("trade-in-estimate").waitFor();
        expect(await page.getByTestId("trade-in-estimate").getAttribute("data-kind"), site).toBe("estimate");
        // Nothing wider than the screen on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), site).toBe(true);
        await page.screenshot({ path: `test-results/trade-in/${site}-${viewport}.png`, fullPage: true });
        expect(watch.errors, site).toEqual([]);
        await context.close();
      }
    }
  });
});
