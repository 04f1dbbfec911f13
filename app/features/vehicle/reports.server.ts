/**
 * What a report download shows (/print?car_id={slug}&report=…), loaded for the print page: the price comparison
 * for the price report and the car analysis, the dealer's recorded PPSR search for the PPSR report. A report the
 * car's page does not offer (plugin off, no price, no recorded search of this car) is not found.
 */
import { data } from "react-router";
import { siteDefaultState, stateTimeZone } from "~/domain/locations/australian-state";
import { carAnalysis, checkForCar, ppsrFindings, type ReportId } from "~/domain/vehicle/reports";
import { isPriceComparisonShown } from "~/domain/vehicle/price-comparison";
import type { Runtime } from "~/server/runtime";
import { latestPpsrCheck } from "~/server/vehicle/ppsr-checks";
import type { VehiclePageData } from "./car-page.server";

export async function loadReportDetails(
  runtime: Pick<Runtime, "db" | "priceComparison">,
  site: { id: number; settings: { search: { defaultState: string } } },
  page: VehiclePageData,
  report: ReportId,
  now = new Date(),
) {
  if (!page.reports.some((r) => r.id === report)) throw data("Not found", { status: 404 });
  const { car } = page;
  const timeZone = stateTimeZone(page.location.address.state, siteDefaultState(site.settings));
  if (report === "ppsr") {
    const check = checkForCar(car, await latestPpsrCheck(runtime.db, site.id, car.id));
    if (!check) throw data("Not found", { status: 404 });
    const searchedOn = new Date(check.searchedAt).toLocaleString("en-AU", { timeZone, dateStyle: "long", timeStyle: "short" });
    return { kind: "ppsr" as const, check, searchedOn, findings: ppsrFindings(check) };
  }
  const answer = car.price
    ? await runtime.priceComparison
        .get({ id: car.id, websiteId: site.id, price: car.price, year: car.year, km: car.km, make: car.make, model: car.model })
        .catch(() => null)
    : null;
  // A comparison too uncertain for the vehicle page is not in a report either.
  const comparison = isPriceComparisonShown(answer) ? answer : null;
  if (report === "autogauge") return { kind: "autogauge" as const, comparison };
  return { kind: "analysis" as const, comparison, lines: carAnalysis(car, comparison, now) };
}

export type ReportDetails = Awaited<ReturnType<typeof loadReportDetails>>;
