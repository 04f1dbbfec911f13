/**
 * Reserve online in a browser (issue 12): on a phone a signed-in shopper reserves a car with the test card after a
 * declined one, sees the reservation on /success (deposit, hold expiry in the dealer's time zone, reference), the car
 * turns Reserved in search and on its page, another shopper cannot start a checkout and can ask to be told, and the
 * shopper cancels from the garage (refund, car free). The gate on the dealer that requires sign-in for checkout, and
 * the journey without JavaScript up to the payment page. Screenshots phone and desktop in test-results/checkout.
 */
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { host, signInInBrowser, signInOverHttp } from "./auth-helpers";
import { launchBrowser, newContext, requestWithHost, siteUrl, VIEWPORTS } from "./harness";
import { siteHits, type Hit } from "./vehicle-helpers";

const SLUG = "harbour-toyota";
const GATED = "coastal-motor-group";
const OUT = path.resolve("test-results/checkout");

let browser: Browser;
const cars: Hit[] = [];
/** Whether anyone may start a checkout for the car now (a run that stopped half-way may have left a 20-minute hold). */
async function checkoutOpen(slug: string, site = SLUG, segment = "checkout", cookie?: string): Promise<boolean> {
  const res = await requestWithHost(host(site), `/cars/${slug}/${segment}`, { headers: cookie ? { cookie } : {} });
  return res.status === 200 && res.body.toString().includes('data-testid="checkout-form"');
}

beforeAll(async () => {
  browser = await launchBrowser();
  const candidates = (await siteHits(SLUG, 200)).filter(
    (h) => h.status === "in_stock" && !(h as Hit & { reserved?: boolean }).reserved && h.price,
  );
  for (const h of candidates) {
    if (cars.length === 2) break;
    if (await checkoutOpen(h.slug)) cars.push(h);
  }
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(viewport: keyof typeof VIEWPORTS = "phone"): Promise<Page> {
  const { cookie } = await signInOverHttp(SLUG);
  const [name, value] = cookie.split("=");
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone" });
  await context.addCookies([{ name, value, domain: `${SLUG}.localhost`, path: "/" }]);
  return context.newPage();
}

/** A text field by its label (the header's menu is also labelled "Mobile"). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function fillDetails(page: Page) {
  await field(page, "Full name").fill("Sam Shopper");
  await field(page, "Email").fill("sam@example.com");
  if ((await field(page, "Mobile").inputValue()) === "") await field(page, "Mobile").fill("0412 345 678");
  await page.getByLabel(/I accept the reservation terms/).check();
}

async function searchHit(carId: number): Promise<Hit & { reserved: boolean; stocknum: string }> {
  const hits = (await siteHits(SLUG, 400)) as Array<Hit & { reserved: boolean; stocknum: string }>;
  return hits.find((h) => Number(h.id) === carId)!;
}

describe("reserve online", () => {
  it("a phone shopper is declined, retries with the test card, and holds the car 48 hours; others are kept out; cancel from the garage frees it", async () => {
    const car = cars[0];
    const page = await signedInPage("phone");
    await page.goto(siteUrl(SLUG, `/cars/${car.slug}`));
    await page.getByTestId("sticky-footer").getByTestId("reserve-online").click();
    await page.waitForURL(/\/checkout$/);
    expect(await page.getByTestId("deposit-amount").textContent()).toBe("$200");
    expect(await page.getByTestId("checkout-terms").textContent()).toContain("48 hours from the moment your payment is confirmed");
    expect(await page.getByTestId("card-strip").textContent()).not.toContain("Apple Pay");
    // The signed-in shopper's mobile is filled in already.
    expect(await field(page, "Mobile").inputValue()).toMatch(/^04\d\d \d{3} \d{3}$/);
    // Sent empty: the page says what is missing (name, email, terms) and stays.
    await page.getByTestId("pay-deposit").click();
    await page.locator("#f-name-error").waitFor();
    expect(await page.locator("[data-field-error]").count()).toBeGreaterThanOrEqual(3);
    expect(page.url()).toMatch(/\/checkout$/);
    await fillDetails(page);
    await Promise.all([page.waitForURL(/\/payments\/test-checkout/), page.getByTestId("pay-deposit").click()]);
    await page.screenshot({ path: path.join(OUT, "payment-page-phone.png"), fullPage: true });

    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByTestId("pay-now").click();
    await page.getByTestId("payment-error").waitFor();
    expect(await page.getByTestId("payment-error").textContent()).toContain("declined");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await Promise.all([page.waitForURL(/\/success\?reservation=/), page.getByTestId("pay-now").click()]);
    await page.getByTestId("reservation-success").waitFor();
    expect(await page.getByTestId("success-deposit").textContent()).toBe("$200 paid");
    expect(await page.getByTestId("success-held-until").textContent()).toMatch(/\d{4}, \d{1,2}:\d\d (am|pm) AE[DS]T$/);
    expect(await page.getByTestId("success-reference").textContent()).toMatch(/^RS-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await page.screenshot({ path: path.join(OUT, "success-phone.png"), fullPage: true });

    // Reserved everywhere: the search API, the search page's card (its tag) and the car's page, with no Reserve button any more.
    const hit = await searchHit(car.id);
    expect(hit.reserved).toBe(true);
    await page.goto(siteUrl(SLUG, `/search/new-used-and-demo-cars?query=${encodeURIComponent(hit.stocknum)}`));
    const card = page.locator("article").filter({ has: page.locator(`h3 a[href="/cars/${car.slug}"]`) });
    await card.getByText("Reserved", { exact: true }).waitFor();
    await page.screenshot({ path: path.join(OUT, "search-reserved-phone.png") });
    const carPage = await requestWithHost(host(SLUG), `/cars/${car.slug}`);
    const html = carPage.body.toString();
    expect(html).toContain(">Reserved<");
    expect(html).not.toContain('data-testid="reserve-online"');

    // Another shopper cannot start a checkout; they can ask to be told.
    const other = await (await newContext(browser, "desktop")).newPage();
    await other.goto(siteUrl(SLUG, `/cars/${car.slug}/checkout`));
    await other.getByTestId("checkout-taken").waitFor();
    await field(other, "Email").fill("next@example.com");
    await other.getByTestId("watch-car").click();
    await other.getByTestId("watch-confirmed").waitFor();
    await other.screenshot({ path: path.join(OUT, "taken-desktop.png"), fullPage: true });

    // Cancel from the garage.
    await page.goto(siteUrl(SLUG, "/my-garage"));
    const item = page.getByTestId("garage-reservation").first();
    expect(await item.getAttribute("data-status")).toBe("held");
    await page.screenshot({ path: path.join(OUT, "garage-phone.png"), fullPage: true });
    await Promise.all([page.waitForURL(/\/my-garage\?cancelled=/), item.getByTestId("garage-cancel").click()]);
    // The URL changes a moment before the page shows the new list.
    const cancelled = page.locator('[data-testid="garage-reservation"][data-status="cancelled"]').first();
    await cancelled.waitFor();
    expect(await cancelled.textContent()).toContain("refunded");
    expect((await searchHit(car.id)).reserved).toBe(false);
  });

  it("works without JavaScript up to the payment page (desktop)", async () => {
    const car = cars[1];
    const context = await newContext(browser, "desktop", false);
    const page = await context.newPage();
    await page.goto(siteUrl(SLUG, `/cars/${car.slug}`));
    await page.locator('aside [data-testid="reserve-online"]').click();
    await page.waitForURL(/\/checkout$/);
    await fillDetails(page);
    await page.screenshot({ path: path.join(OUT, "checkout-desktop-nojs.png"), fullPage: true });
    await Promise.all([page.waitForURL(/\/payments\/test-checkout/), page.getByTestId("pay-deposit").click()]);
    expect(await page.getByTestId("card-form").count()).toBe(1);
    // Leaving the payment page: /checkout-journey offers the way back.
    await page.goto(siteUrl(SLUG, `/checkout-journey?car_id=${car.id}`));
    await page.getByTestId("resume-payment").waitFor();
    await page.getByRole("button", { name: "Cancel the reservation" }).click();
    await page.waitForURL(/\/success\?reservation=/);
    await context.close();
  });

  it("the dealer that gates checkout sends a signed-out shopper to sign in and back to buy online, through 3-D Secure", async () => {
    const candidates = (await siteHits(GATED, 100)).filter((h) => h.status === "in_stock" && h.price);
    const car = candidates[candidates.length - 1];
    const res = await requestWithHost(host(GATED), `/cars/${car.slug}/buy-online`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.location!, "http://x");
    expect(to.pathname).toBe("/sign-in");
    expect(to.searchParams.get("type")).toBe("checkout");
    expect(to.searchParams.get("redirect")).toBe(`/cars/${car.slug}/buy-online`);
    // A checkout route without a car slug is not redirected (spec 001 §4).
    expect((await requestWithHost(host(GATED), "/cars/checkout")).status).not.toBe(302);

    // In a phone browser: the vehicle page's Buy Online button, sign-in, and back to the order form.
    const page = await (await newContext(browser, "phone")).newPage();
    await page.goto(siteUrl(GATED, `/cars/${car.slug}`));
    await page.getByTestId("sticky-footer").getByTestId("reserve-online").click();
    await page.waitForURL(/\/sign-in/);
    await signInInBrowser(page, GATED);
    expect(new URL(page.url()).pathname).toBe(`/cars/${car.slug}/buy-online`);
    expect(await field(page, "Mobile").inputValue()).toMatch(/^04\d\d \d{3} \d{3}$/);
    expect(await page.getByTestId("return-policy").textContent()).toContain("14-day money back or exchange");
    await fillDetails(page);
    await page.getByLabel("I have read the return policy.").check();
    // The delivery is priced before any deposit is taken, and the form keeps what was typed.
    await page.getByLabel(/Deliver to my address/).check();
    await page.getByRole("textbox", { name: /^Delivery postcode/ }).fill("4558");
    await page.getByRole("button", { name: "Price my delivery" }).click();
    expect(await page.getByTestId("delivery-price").textContent()).toMatch(/^Delivery to postcode 4558 \(\d+ km\): (free|\$[\d,]+)\.$/);
    expect(await field(page, "Mobile").inputValue()).toMatch(/^04\d\d \d{3} \d{3}$/);
    expect(await page.getByLabel("I have read the return policy.").isChecked()).toBe(true);
    await page.getByLabel(/Pick up from/).check();
    await page.screenshot({ path: path.join(OUT, "buy-online-phone.png"), fullPage: true });
    await Promise.all([page.waitForURL(/\/payments\/test-checkout/), page.getByTestId("pay-deposit").click()]);
    await page.getByLabel("Card number").fill("4000 0027 6000 3184");
    await Promise.all([page.waitForURL(/step=challenge/), page.getByTestId("pay-now").click()]);
    await page.screenshot({ path: path.join(OUT, "3ds-phone.png"), fullPage: true });
    await Promise.all([page.waitForURL(/\/success\?reservation=/), page.getByTestId("challenge-approve").click()]);
    expect(await page.getByTestId("success-deposit").textContent()).toBe("$200 paid");
    expect(await page.getByTestId("success-fulfilment").textContent()).toBe("Pick-up from the dealership.");
    // Queensland has no daylight saving: the hold ends in AEST.
    expect(await page.getByTestId("success-held-until").textContent()).toMatch(/AEST$/);
    // Cancelled from the success page: refunded, the car is free again.
    await page.getByTestId("success-cancel").click();
    await page.waitForFunction(() => document.querySelector('[data-testid="success-deposit"]')?.textContent?.includes("refunded"));
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    expect(await checkoutOpen(car.slug, GATED, "buy-online", cookie)).toBe(true);
  });

  it("/online-payment: a signed-in shopper pays an amount the dealer asked for through the same payment page", async () => {
    const page = await signedInPage("phone");
    await page.goto(siteUrl(SLUG, "/online-payment"));
    await field(page, "Reference").fill("INV-1042");
    await field(page, "Amount (AUD)").fill("350.50");
    await field(page, "Full name").fill("Sam Shopper");
    await field(page, "Email for the receipt").fill("sam@example.com");
    await Promise.all([page.waitForURL(/\/payments\/test-checkout/), page.getByTestId("online-pay").click()]);
    await page.getByTestId("test-payment-page").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Pay $350.50");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await Promise.all([page.waitForURL(/\/success\?payment=/), page.getByTestId("pay-now").click()]);
    const done = page.getByTestId("payment-success");
    await done.waitFor();
    expect(await done.getAttribute("data-status")).toBe("paid");
    expect(await done.textContent()).toContain("$350.50 for reference INV-1042");
    await page.screenshot({ path: path.join(OUT, "online-payment-phone.png"), fullPage: true });
  });
});
