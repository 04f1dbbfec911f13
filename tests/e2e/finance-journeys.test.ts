// The finance journeys in a real browser: one vehicle page's figures agree (or say why not), the personalised
// quote behind its gate, and a full pre-approval application on a phone. Screenshots in test-results/finance/.
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoSettled, launchBrowser, newContext, siteUrl } from "./harness";
import { signInInBrowser, someCars } from "./auth-helpers";
import { findCar } from "./vehicle-helpers";

/** Patient: on the shared test machine a phone page can take well over 20 s to hydrate and fetch its quote. */
const POLL = { timeout: 60_000 };
const SHOTS = "test-results/finance";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("one finance truth on a vehicle page", { timeout: 240_000 }, () => {
  it("the calculator and every lender name the sidebar's weekly figure, and agree with it or say why not", async () => {
    const { site, hit } = await findCar(
      (h, html) => !!h.price && html.includes('data-testid="finance-summary"') && html.includes('data-testid="lenders"'),
    );
    for (const viewport of ["phone", "desktop"] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await gotoSettled(page, siteUrl(site, hit.path));
      await expect.poll(() => page.getByTestId("finance-weekly").textContent(), POLL).toMatch(/^\$\d/);
      const weekly = (await page.getByTestId("finance-weekly").textContent())!;
      await expect.poll(() => page.getByTestId("fc-compare").textContent(), POLL).toContain(`the ${weekly}/week estimate`);
      const compare = (await page.getByTestId("fc-compare").textContent())!;
      if (compare.startsWith("Same as")) expect(await page.getByTestId("fc-weekly").textContent()).toBe(weekly);
      else expect(compare).toMatch(/: .*(p\.a\.|fees|term|deposit|final payment)/);
      // The calculator starts at the advertised price itself.
      expect(await page.getByTestId("fc-price-value").textContent()).toBe(await page.getByTestId("price").textContent());
      const lenders = await page.getByTestId("lender-offer").all();
      expect(lenders.length).toBeGreaterThan(0);
      for (const lender of lenders) {
        const name = (await lender.getByTestId("lender-name").textContent())!;
        expect(name).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
        expect((await lender.getByTestId("lender-disclaimer").textContent())!.length).toBeGreaterThan(20);
        const lw = await lender.getByTestId("lender-weekly").textContent();
        if (lw !== weekly) expect(await lender.getByTestId("lender-compare").textContent()).toContain(`the ${weekly}/week estimate`);
      }
      await page.getByTestId("finance-calculator").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/vehicle-figures-${site}-${viewport}.png` });
      await context.close();
    }
  });
});

describe("the personalised quote", { timeout: 240_000 }, () => {
  it("sends a signed-out shopper to sign in (car-finance), then quotes from their credit, deposit and term", async () => {
    const [car] = await someCars("harbour-toyota", 1);
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("harbour-toyota", `/personalised/finance?car_id=${car.id}`));
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    expect(new URL(page.url()).searchParams.get("type")).toBe("car-finance");
    await signInInBrowser(page, "harbour-toyota");
    expect(new URL(page.url()).pathname).toBe("/personalised/finance");
    await page.getByLabel("Your credit history").selectOption("FAIR");
    await page.getByLabel("Loan term").selectOption("3");
    await Promise.all([page.waitForURL(/credit=FAIR/, { timeout: 60_000 }), page.getByTestId("personalised-submit").click()]);
    await expect.poll(() => page.getByTestId("personalised-weekly").textContent(), POLL).toMatch(/^\$\d/);
    expect(await page.getByTestId("personalised-rate").textContent()).toMatch(/% p\.a\.$/);
    expect(await page.getByTestId("personalised-compare").textContent()).toMatch(/3-year term instead of 5-year/);
    await page.screenshot({ path: `${SHOTS}/personalised-harbour-toyota-phone.png`, fullPage: true });
    await context.close();
  });
});

describe("a finance pre-approval on a phone", { timeout: 240_000 }, () => {
  it("takes four validated steps and a review, sends it, and shows it in the garage", async () => {
    const [car] = await someCars("coastal-motor-group", 1);
    const context = await newContext(browser, "phone");
    const page = await context.newPage();
    await gotoSettled(page, siteUrl("coastal-motor-group", `/finance-pre-approval?car_id=${car.id}`));
    // The application's own "Sign in" (the header's goes to the garage): back to this step afterwards.
    await Promise.all([page.waitForURL(/\/sign-in\?type=finance/), page.getByRole("main").getByRole("link", { name: "Sign in" }).click()]);
    await signInInBrowser(page, "coastal-motor-group");
    expect(new URL(page.url()).pathname).toBe("/finance-pre-approval");

    // A step with mistakes comes back with the server's messages.
    await page.getByTestId("application-next").click();
    await expect.poll(() => page.getByTestId("application-errors").count(), POLL).toBe(1);
    await page.screenshot({ path: `${SHOTS}/pre-approval-errors-phone.png`, fullPage: true });

    const fill = async (fields: Record<string, string>) => {
      for (const [name, value] of Object.entries(fields)) {
        const el = page.locator(`[name="${name}"]`);
        if ((await el.evaluate((e) => e.tagName)) === "SELECT") await el.selectOption(value);
        else await el.fill(value);
      }
      await Promise.all([page.waitForLoadState("networkidle"), page.getByTestId("application-next").click()]);
    };
    await fill({
      first_name: "Priya",
      last_name: "Raman",
      email: "priya.raman@example.com",
      mobile: "0412 555 010",
      date_of_birth: "1991-06-30",
      residency: "Permanent resident",
      licence_number: "QA123456",
      licence_state: "QLD",
      street: "8 Beach Road",
      suburb: "Maroochydore",
      state: "QLD",
      postcode: "4558",
      years_at_address: "2",
      living: "Renting",
      dependants: "1",
    });
    await page.getByTestId("step-employment").waitFor(POLL);
    await fill({ employment_status: "Full-time", employer: "Sunshine Health", occupation: "Nurse", years_in_job: "4", months_in_job: "6" });
    await page.getByTestId("step-finances").waitFor(POLL);
    await fill({
      income: "1800",
      income_frequency: "Weekly",
      other_income_monthly: "0",
      living_expenses_monthly: "1400",
      housing_monthly: "2000",
      other_loans_monthly: "0",
      credit_card_limits: "6000",
    });
    await page.getByTestId("step-car").waitFor(POLL);
    await page.locator('[name="consent"]').check();
    await fill({ term_years: "5" });
    await page.getByTestId("step-review").waitFor(POLL);
    expect(await page.getByTestId("step-review").textContent()).toContain("Priya Raman");
    await page.screenshot({ path: `${SHOTS}/pre-approval-review-phone.png`, fullPage: true });
    await Promise.all([page.waitForURL(/step=done/, { timeout: 60_000 }), page.getByTestId("application-submit").click()]);
    const reference = await page.getByTestId("application-reference").textContent();
    expect(reference).toMatch(/^FA-\d{6}$/);

    await gotoSettled(page, siteUrl("coastal-motor-group", "/my-garage"));
    const mine = page.getByTestId("garage-finance-application").filter({ hasText: reference! });
    expect(await mine.getAttribute("data-status")).toBe("submitted");
    await page.screenshot({ path: `${SHOTS}/garage-finance-phone.png`, fullPage: true });
    await context.close();
  });
});

describe("/apply-for-finance", () => {
  it("answers the application's first step, signed out (with its own sign-in to save) and signed in", async () => {
    const { requestWithHost } = await import("./harness");
    const { signInOverHttp } = await import("./auth-helpers");
    const slug = "coastal-motor-group";
    const out = await requestWithHost(`${slug}.localhost`, "/apply-for-finance");
    expect(out.status).toBe(200);
    expect(out.body.toString()).toContain('data-testid="step-personal"');
    expect(out.body.toString()).toMatch(/href="\/sign-in\?type=finance[^"]*redirect=%2Fapply-for-finance/);
    const { cookie } = await signInOverHttp(slug);
    const signedIn = await requestWithHost(`${slug}.localhost`, "/apply-for-finance", { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.toString()).toContain('name="first_name"');
    expect(signedIn.body.toString()).not.toMatch(/href="\/sign-in\?type=finance/);
  });
});
