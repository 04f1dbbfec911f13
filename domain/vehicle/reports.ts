/**
 * Which report downloads a vehicle page offers (001 §6: the dealer's plugins Autogauge, Car Analysis and PPSR
 * Report), and what each says. Honest by construction: the price report needs a price, and the PPSR report needs
 * a PPSR search the dealer recorded for this very car (same VIN); without one no page speaks of a PPSR check.
 */
import { showsKilometres, vehicleNoun } from "~/domain/stock/labels";
import type { PriceComparison } from "./price-comparison";

export const REPORT_IDS = ["autogauge", "analysis", "ppsr"] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export const REPORT_LABELS: Record<ReportId, string> = {
  autogauge: "Price report",
  analysis: "Car analysis",
  ppsr: "PPSR report",
};

/** A report's name on a vehicle of this kind: the analysis of a motorcycle is a "Motorcycle analysis". */
export function reportLabel(id: ReportId, vehicleKind?: string | null): string {
  if (id !== "analysis") return REPORT_LABELS[id];
  const noun = vehicleNoun(vehicleKind);
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} analysis`;
}

/** Each report's plugin in the dealer's settings (features.reportPlugins). */
export const REPORT_PLUGINS = { autogauge: "autogauge", analysis: "carAnalysis", ppsr: "ppsrReport" } as const satisfies Record<
  ReportId,
  string
>;

export type ReportPlugins = { autogauge: boolean; carAnalysis: boolean; ppsrReport: boolean };

/** A PPSR search the dealer made and recorded (table ppsr_checks). */
export type PpsrCheck = {
  vin: string;
  /** ISO instant of the search. */
  searchedAt: string;
  certificateNumber: string;
  stolen: boolean;
  writtenOff: boolean;
  /** A security interest is registered against the car (finance owing). */
  encumbered: boolean;
};

export function isReportId(value: string | null | undefined): value is ReportId {
  return (REPORT_IDS as readonly string[]).includes(value ?? "");
}

/** The PPSR check that belongs to this car: one made on its own VIN. */
export function checkForCar(car: { vin: string }, check: PpsrCheck | null | undefined): PpsrCheck | null {
  if (!check || !car.vin) return null;
  return check.vin.trim().toUpperCase() === car.vin.trim().toUpperCase() ? check : null;
}

/** The reports this car's page offers, in order: price report (with a price), car analysis, PPSR (with a recorded check). */
export function availableReports(plugins: ReportPlugins, car: { vin: string; price: number | null }, check: PpsrCheck | null): ReportId[] {
  const reports: ReportId[] = [];
  if (plugins.autogauge && typeof car.price === "number" && car.price > 0) reports.push("autogauge");
  if (plugins.carAnalysis) reports.push("analysis");
  if (plugins.ppsrReport && checkForCar(car, check)) reports.push("ppsr");
  return reports;
}

export function reportHref(slug: string, report: ReportId): string {
  return `/print?${new URLSearchParams({ car_id: slug, report })}`;
}

/** What a recorded search found, one line per register question. */
export function ppsrFindings(check: PpsrCheck): Array<{ question: string; answer: string; clear: boolean }> {
  return [
    {
      question: "Security interest (money owing)",
      answer: check.encumbered ? "A security interest is registered" : "None registered",
      clear: !check.encumbered,
    },
    { question: "Reported stolen", answer: check.stolen ? "Reported stolen" : "Not reported stolen", clear: !check.stolen },
    {
      question: "Written off",
      answer: check.writtenOff ? "Recorded as written off" : "Not recorded as written off",
      clear: !check.writtenOff,
    },
  ];
}

/** One line for the vehicle page, dated: what the dealer's search found, or that it found something. */
export function ppsrSummary(check: PpsrCheck, timeZone: string): string {
  const day = new Date(check.searchedAt).toLocaleDateString("en-AU", { timeZone, day: "numeric", month: "long", year: "numeric" });
  const clear = !check.encumbered && !check.stolen && !check.writtenOff;
  return clear
    ? `PPSR searched ${day}: no security interest, not reported stolen, not recorded as written off`
    : `PPSR searched ${day}: ${ppsrFindings(check)
        .filter((f) => !f.clear)
        .map((f) => f.answer.toLowerCase())
        .join(", ")}; ask us about it`;
}

export type AnalysisInput = {
  year: number;
  km: number;
  price: number | null;
  carType: string;
  fuelConsumption: number | null;
  /** "car" when absent; a caravan has no odometer to speak of. */
  vehicleKind?: string | null;
};

export type AnalysisLine = { heading: string; text: string };

/**
 * The car analysis: what can be worked out from the listing and the market data, nothing more. Age and use,
 * the price against comparable cars, and fuel use per year at a stated distance. `now` is injected.
 */
export function carAnalysis(car: AnalysisInput, comparison: PriceComparison | null, now: Date, yearlyKm = 15_000): AnalysisLine[] {
  const lines: AnalysisLine[] = [];
  const age = Math.max(0, now.getUTCFullYear() - car.year);
  const noun = vehicleNoun(car.vehicleKind);
  if (car.carType === "new") {
    lines.push({ heading: "Age and use", text: `A new ${car.year} ${noun}.` });
  } else if (!showsKilometres(car)) {
    lines.push({ heading: "Age", text: `Built ${car.year}${age > 0 ? `, about ${age} year${age === 1 ? "" : "s"} old` : ", this year"}.` });
  } else if (age === 0) {
    lines.push({ heading: "Age and use", text: `Built this year (${car.year}), ${car.km.toLocaleString("en-AU")} km on the odometer.` });
  } else {
    const perYear = Math.round(car.km / age / 100) * 100;
    lines.push({
      heading: "Age and use",
      text: `Built ${car.year}, about ${age} year${age === 1 ? "" : "s"} old, with ${car.km.toLocaleString("en-AU")} km on the odometer: about ${perYear.toLocaleString("en-AU")} km a year.`,
    });
  }
  if (comparison && car.price) {
    const { market_range_min: min, market_range_max: max } = comparison;
    const position = car.price < min ? "below" : car.price > max ? "above" : "within";
    lines.push({
      heading: "Price against the market",
      text: `$${car.price.toLocaleString("en-AU")} is ${position} the market range of $${min.toLocaleString("en-AU")} to $${max.toLocaleString("en-AU")} for comparable ${noun}s (same make and model, within 2 years and 40,000 km, adjusted for year and kilometres).`,
    });
  } else {
    lines.push({
      heading: "Price against the market",
      text: car.price
        ? `Not enough comparable ${noun}s are listed for a market comparison.`
        : "No advertised price to compare: ask us for one.",
    });
  }
  if (car.fuelConsumption && car.fuelConsumption > 0) {
    const litres = Math.round((car.fuelConsumption * yearlyKm) / 100);
    lines.push({
      heading: "Fuel use",
      text: `Rated ${car.fuelConsumption} L/100 km (combined): about ${litres.toLocaleString("en-AU")} litres over ${yearlyKm.toLocaleString("en-AU")} km a year. Real use varies with driving and load.`,
    });
  }
  return lines;
}
