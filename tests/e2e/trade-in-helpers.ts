/** Helpers for the trade-in suites: a car the platform can value, the estimate step, and the lead's ADF. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { textbox, uniqueMobile } from "./forms-helpers";
import { requestWithHost } from "./harness";

type SearchHit = { year: number; make: string; model: string; badge: string; km: number; car_type: string; status: string };

/** The used model the platform lists most often among young, low-km cars: an estimate for it has comparables. */
export async function valuableCar(): Promise<{ make: string; model: string; year: number; badge: string }> {
  const res = await requestWithHost(
    "harbour-toyota.localhost",
    "/api/search?hitsPerPage=100&filters=" + encodeURIComponent("car_type:used"),
  );
  const hits = (JSON.parse(res.body.toString()) as { hits: SearchHit[] }).hits;
  const thisYear = new Date().getUTCFullYear();
  const young = hits.filter((h) => h.status === "in_stock" && h.year >= thisYear - 5 && h.km <= 80_000);
  const counts = new Map<string, number>();
  for (const h of young) counts.set(`${h.make}|${h.model}`, (counts.get(`${h.make}|${h.model}`) ?? 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const hit = young.find((h) => `${h.make}|${h.model}` === best)!;
  return { make: hit.make, model: hit.model, year: hit.year, badge: hit.badge };
}

/** The caravan the caravan and motorcycle dealer lists most often among young ones: an estimate for it has comparables. */
export async function valuableCaravan(): Promise<{ make: string; model: string; year: number }> {
  const res = await requestWithHost(
    "ridge-caravans-motorcycles.localhost",
    "/api/search?hitsPerPage=100&filters=" + encodeURIComponent("vehicle_kind:caravan"),
  );
  const hits = (JSON.parse(res.body.toString()) as { hits: SearchHit[] }).hits;
  const thisYear = new Date().getUTCFullYear();
  const young = hits.filter((h) => h.status === "in_stock" && h.year >= thisYear - 5);
  const counts = new Map<string, number>();
  for (const h of young) counts.set(`${h.make}|${h.model}`, (counts.get(`${h.make}|${h.model}`) ?? 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const hit = young.find((h) => `${h.make}|${h.model}` === best)!;
  return { make: hit.make, model: hit.model, year: hit.year };
}

/**
 * The appraisal form's script has run (it made the submission's idempotency key). Patient: on the shared test
 * machine a phone page can take well over 15 s to hydrate.
 */
export async function waitForHydratedAppraisal(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('[data-testid="trade-in-appraisal"] input[name="idempotency_key"]').first().inputValue(), { timeout: 60_000 })
    .not.toBe("");
}

/** Describes the car by make, model and year (the rego is not needed then) and asks for the estimate. */
export async function describeCar(page: Page, car: { make: string; model: string; year: number; badge?: string }, kms: string) {
  // A caravan and motorcycle dealer's form starts at Caravan (no kilometres asked).
  await page.getByRole("radio", { name: "Car", exact: true }).check();
  await page.getByText("No rego handy? Describe the vehicle instead").click();
  await textbox(page, "Make").fill(car.make);
  await textbox(page, "Model").fill(car.model);
  await textbox(page, "Year").fill(String(car.year));
  if (car.badge) await textbox(page, "Badge or variant (optional)").fill(car.badge);
  await textbox(page, "Kilometres").fill(kms);
}

/** The appraisal request's fields (the car came from the estimate step). */
export async function fillAppraisal(page: Page, email: string, options: { terms?: boolean } = {}) {
  await textbox(page, "First name").fill("Alex");
  await textbox(page, "Last name").fill("Trader");
  await textbox(page, "Mobile").fill(uniqueMobile());
  await textbox(page, "Email").fill(email);
  await textbox(page, "Postcode").fill("6107");
  // A dealer with several locations asks which one; the first is as good as any here.
  const location = page.getByRole("combobox", { name: "Location" });
  if ((await location.count()) > 0 && (await location.inputValue()) === "") await location.selectOption({ index: 1 });
  if (options.terms) await page.getByRole("checkbox", { name: /I agree to the terms of use/ }).check();
}

/** A lead mail's text with its UTF-8 read back (quoted-printable decoding leaves "–" as its three bytes). */
export function mailText(mail: string): string {
  return Buffer.from(mail, "latin1").toString("utf8");
}

/** The lead's ADF/XML, decoded from the mail's attachment (`lead-{id}.adf.xml`, base64). */
export function leadAdf(mail: string): string {
  const part = /filename=lead-[\w-]+\.adf\.xml\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
  if (!part) throw new Error("the lead mail has no ADF attachment");
  return Buffer.from(part[1].replace(/\s+/g, ""), "base64").toString("utf8");
}

/** xmllint's verdict on an ADF document against the ADF 1.0 DTD (domain/leads/adf-1.0.dtd): "" when valid. */
export function adfDtdErrors(xml: string): string {
  const dtd = path.resolve("domain/leads/adf-1.0.dtd");
  const run = spawnSync("xmllint", ["--noout", "--dtdvalid", dtd, "-"], { input: xml, encoding: "utf8" });
  if (run.error) throw new Error(`xmllint could not run (${run.error.message}): apt-get install libxml2-utils`);
  return run.status === 0 ? "" : run.stderr || `xmllint exited ${run.status}`;
}
