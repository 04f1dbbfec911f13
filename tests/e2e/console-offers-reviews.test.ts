/**
 * The console's Offers and Reviews pages in real Chromium on a phone and a desktop (issue 20): an owner previews a
 * new offer's card (the public truncation said in words), adds it, and the public special offers page shows it; then
 * checks a reviews CSV with a bad row (listed with its line and reasons, nothing imported), imports it, and the
 * public reviews page shows the good 5-star review and not the 3-star one, which the console says why. Both pages
 * pass axe.
 * The server is the console suites' shared one (console-suite.ts), on a fresh data folder where this suite has a dealer and
 * an owner of its own.
 */
import { describe, expect, it } from "vitest";
import { runAxe } from "~/scripts/audit-pages";
import { VIEWPORTS } from "./harness";
import { useConsoleSuite } from "./console-suite";

const suite = useConsoleSuite("offers-reviews");
const { url, signIn } = suite;

const LONG = `${"Three years of capped-price servicing on every car bought this month, with a loan car on the day. ".repeat(3)}Ask us.`;

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("offers and reviews on a %s", (viewport) => {
  it("previews and adds an offer, and the public special offers page shows it", async () => {
    // bypassCSP: axe-core is injected as a script of the page.
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", bypassCSP: true });
    const errors: string[] = [];
    const title = `Winter service deal (${viewport})`;
    try {
      const page = await signIn(context);
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(url("/console/offers"));
      await page.getByRole("link", { name: "New offer" }).click();
      await page.waitForURL(/\/console\/offers\/new$/);
      // A missing title is refused with the field's message.
      await page.getByLabel("Description").fill(LONG);
      await page.getByRole("button", { name: "Add offer" }).click();
      await expect.poll(() => page.locator("#name-error").textContent()).toBe("Enter the offer's name.");

      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Disclaimer").fill("Conditions apply.");
      await page.getByLabel("Ends on").fill("2099-12-31");
      await page.getByRole("button", { name: "Preview the card" }).click();
      const preview = page.getByTestId("offer-preview");
      await expect.poll(() => preview.textContent()).toContain(`The description (${LONG.length} characters) is cut at 160`);
      expect(await preview.getByRole("heading", { name: title }).count()).toBe(1);
      expect(await runAxe(page)).toEqual([]);

      await page.getByRole("button", { name: "Add offer" }).click();
      await page.waitForURL(/\/console\/offers\/\d+\?added=1$/);
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Added");
      expect(await runAxe(page)).toEqual([]);
      await page.screenshot({ path: `test-results/console-offer-${viewport}.png`, fullPage: true });

      const publicPage = await context.newPage();
      await publicPage.goto(url("/special-offers"));
      await expect.poll(() => publicPage.getByRole("heading", { name: title }).count()).toBe(1);
      expect(await publicPage.getByText("View more").count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("checks a reviews CSV with a bad row, imports it, and the public reviews page shows the good review", async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone", bypassCSP: true });
    const errors: string[] = [];
    const good = `Priya ${viewport}`;
    const low = `Tom ${viewport}`;
    const csv = [
      "review_id,reviewer,rating,text,date",
      `${viewport}-1,${good},5,"Friendly team, easy finance.",2026-11-01`,
      `${viewport}-2,${low},3,It was fine.,2026-11-02`,
      `${viewport}-3,Broken Row,9,Out of range,not a date`,
    ].join("\n");
    try {
      const page = await signIn(context);
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(url("/console/reviews"));
      await page.getByLabel("Or paste the CSV").fill(csv);
      await page.getByRole("button", { name: "Check the CSV (dry run)" }).click();
      const summary = page.getByTestId("review-import-summary");
      await expect.poll(() => summary.textContent()).toContain("The dry run: 2 to add, 0 to update, 0 already here, 1 bad row");
      const bad = page.getByTestId("bad-review-row");
      expect(await bad.count()).toBe(1);
      expect(await bad.textContent()).toContain("The rating is not a whole number from 1 to 5.");
      expect(await bad.textContent()).toContain(`${viewport}-3`);
      expect(await page.getByTestId("console-review").filter({ hasText: good }).count()).toBe(0);
      expect(await runAxe(page)).toEqual([]);

      await page.getByRole("button", { name: "Import these reviews" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Imported: 2 added, 0 updated, 1 bad row left out");
      const lowCard = page.getByTestId("console-review").filter({ hasText: low });
      await expect.poll(() => lowCard.getByTestId("review-verdict").textContent()).toBe("Not shown: 3 stars, under 4.");
      expect(await page.getByTestId("console-review").filter({ hasText: good }).getByTestId("review-verdict").textContent()).toBe(
        "Shown on the reviews page.",
      );
      expect(await runAxe(page)).toEqual([]);
      await page.screenshot({ path: `test-results/console-reviews-${viewport}.png`, fullPage: true });

      const publicPage = await context.newPage();
      await publicPage.goto(url("/reviews"));
      await expect.poll(() => publicPage.getByText(good).count()).toBeGreaterThan(0);
      expect(await publicPage.getByText(low).count()).toBe(0);
      expect(await publicPage.getByText("Broken Row").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("imports a CSV file larger than a form's 64 KiB, and says before sending that a file over 4 MB is too large", async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], isMobile: viewport === "phone" });
    const errors: string[] = [];
    const padding = "Friendly team, a fair price and a quick handover. ".repeat(4);
    const rows = Array.from({ length: 500 }, (_, i) => `${viewport}-file-${i},File Reviewer ${i},5,"${padding}",2026-10-01`);
    const csv = ["review_id,reviewer,rating,text,date", ...rows].join("\n");
    expect(csv.length).toBeGreaterThan(100 * 1024);
    try {
      const page = await signIn(context);
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(url("/console/reviews"));
      const chooser = page.getByLabel("Choose a file");
      await chooser.setInputFiles({ name: "huge.csv", mimeType: "text/csv", buffer: Buffer.alloc(5 * 1024 * 1024, 0x61) });
      await expect.poll(() => page.locator("#csv-file-error").textContent()).toContain("The CSV file is 5 MB; at most 4 MB");
      await chooser.setInputFiles({ name: `reviews-${viewport}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
      expect(await page.locator("#csv-file-error").count()).toBe(0);
      await page.getByRole("button", { name: "Check the CSV (dry run)" }).click();
      const summary = page.getByTestId("review-import-summary");
      await expect.poll(() => summary.textContent()).toContain("The dry run: 500 to add, 0 to update, 0 already here, 0 bad rows");
      expect(await page.getByTestId("checked-file").textContent()).toContain(`Checked: reviews-${viewport}.csv`);
      await page.getByRole("button", { name: "Import these reviews" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Imported: 500 added, 0 updated");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("reviews without JavaScript", () => {
  it("checks a CSV file over 64 KiB, then imports it after the reload without choosing the file again", async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, javaScriptEnabled: false });
    const padding = "Straight answers, no pressure and a clean car at pickup. ".repeat(4);
    const rows = Array.from({ length: 400 }, (_, i) => `nojs-${i},No Script Reviewer ${i},5,"${padding}",2026-10-03`);
    const csv = ["review_id,reviewer,rating,text,date", ...rows].join("\n");
    expect(csv.length).toBeGreaterThan(64 * 1024);
    try {
      const page = await signIn(context);
      await page.goto(url("/console/reviews"));
      await page.getByLabel("Choose a file").setInputFiles({ name: "no-script.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: "Check the CSV (dry run)" }).click();
      await page.waitForLoadState("load");
      expect(await page.getByTestId("review-import-summary").textContent()).toContain(
        "The dry run: 400 to add, 0 to update, 0 already here, 0 bad rows",
      );
      // The page reloaded: the file field is empty, and the form carries the checked file's token instead.
      expect(await page.getByLabel("Choose a file").inputValue()).toBe("");
      expect(await page.getByTestId("checked-file").textContent()).toContain("Checked: no-script.csv. It is kept here for an hour");
      expect(await page.locator('input[type="hidden"][name="staged"]').getAttribute("value")).toMatch(/^[\w-]{32}$/);
      expect(await page.getByTestId("console-review").filter({ hasText: "No Script Reviewer 0" }).count()).toBe(0);

      await page.getByRole("button", { name: "Import these reviews" }).click();
      await page.waitForLoadState("load");
      expect(await page.getByRole("status").first().textContent()).toContain("Imported: 400 added, 0 updated");
      expect(await page.getByTestId("review-import-summary").textContent()).toContain("Imported: 400 added, 0 updated");
      expect(await page.locator('input[name="staged"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
