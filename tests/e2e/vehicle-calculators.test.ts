import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateRepayments } from "~/domain/finance/calculator";
import { gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";
import { findCar } from "./vehicle-helpers";

/** Hydration and calls are slow on a busy two-core machine. */
const POLL = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const money = (n: number) =>
  new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 }).format(Math.round(n));

describe("delivery calculator", () => {
  it("prices delivery to a good postcode and explains a bad one", async () => {
    const { site, hit } = await findCar((_h, html) => html.includes("delivery-calculator"));
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(site, hit.path));
    const input = page.locator("#delivery-postcode");
    await input.fill("12345");
    expect(await input.inputValue()).toBe("1234");

    await input.fill("12");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect
      .poll(() => page.getByTestId("delivery-error").textContent(), POLL)
      .toBe("Invalid postcode. Please enter a 4-digit number.");

    await input.fill("0000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect.poll(() => page.getByTestId("delivery-error").textContent(), POLL).toBe("Invalid postcode");

    await input.fill("4000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect.poll(() => page.getByTestId("delivery-result").textContent(), POLL).toMatch(/4000/);
    expect(await page.getByTestId("delivery-error").count()).toBe(0);
    await context.close();
  });

  it("works without JavaScript", async () => {
    const { site, hit } = await findCar((_h, html) => html.includes("delivery-calculator"));
    const context = await newContext(browser, "phone", false);
    const page = await context.newPage();
    await page.goto(siteUrl(site, hit.path));
    await page.locator("#delivery-postcode").fill("2000");
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Calculate" }).click()]);
    await expect.poll(() => page.getByTestId("delivery-result").textContent(), POLL).toMatch(/2000/);
    await context.close();
  });
});

describe("finance calculator", () => {
  it("recomputes weekly, monthly and total payable as the sliders move, rounding the price to 1,000", async () => {
    const { site, hit } = await findCar((h, html) => !!h.price && html.includes('data-testid="finance-calculator"'));
    const context = await newContext(browser, "desktop");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(site, hit.path));
    await page.locator("#fc-price").fill("41234");
    await page.locator("#fc-term").fill("3");
    const value = async (id: string) => Number(await page.locator(id).inputValue());
    const values = {
      price: await value("#fc-price"),
      deposit: await value("#fc-deposit"),
      termYears: await value("#fc-term"),
      balloonPercent: await value("#fc-balloon"),
      interestRate: await value("#fc-rate"),
    };
    expect(values.price % 1000).toBe(0);
    expect(values.termYears).toBe(3);
    const expected = calculateRepayments(values, { weeklyToMonthly: 4.33 });
    await expect.poll(() => page.getByTestId("fc-weekly").textContent(), POLL).toBe(money(expected.weekly));
    expect(await page.getByTestId("fc-monthly").textContent()).toBe(money(expected.monthly));
    expect(await page.getByTestId("fc-total").textContent()).toBe(money(expected.totalPayable));
    await context.close();
  });

  it("shows the sidebar estimate from the quote service with its rates", async () => {
    const { site, hit } = await findCar((h, html) => !!h.price && html.includes('data-testid="finance-summary"'));
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl(site, hit.path));
    await expect.poll(() => page.getByTestId("finance-weekly").textContent(), POLL).toMatch(/^\$\d/);
    expect(await page.getByTestId("finance-rate").textContent()).toMatch(/% p\.a\.|^-$/);
    await context.close();
  });

  it("shows no estimate when the quote call fails", async () => {
    const { site, hit } = await findCar((h, html) => !!h.price && html.includes('data-testid="finance-summary"'));
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await page.route("**/api/youx/quote", (route) => route.fulfill({ status: 500, body: "{}" }));
    await gotoSettled(page, siteUrl(site, hit.path));
    const car = await page.evaluate(() => document.body.innerHTML.includes("weeklyRepaymentAmount"));
    if (!car) await expect.poll(() => page.getByTestId("finance-summary").count(), POLL).toBe(0);
    await context.close();
  });
});
