/**
 * The instant estimate's words and answers, without zod, so the page's script can show them (request.ts holds
 * the schema the server parses with).
 */
import type { Condition, Valuation } from "./model";
import { withoutRepeatedWords } from "~/domain/stock/labels";

/** What a shopper may trade in. A caravan has no odometer: it is valued by age, make and model alone. */
export const TRADE_IN_KINDS = ["car", "motorcycle", "caravan"] as const;
export type TradeInKind = (typeof TRADE_IN_KINDS)[number];
export const TRADE_IN_KIND_LABELS: Record<TradeInKind, string> = { car: "Car", motorcycle: "Motorcycle", caravan: "Caravan" };

/** Whether the kind has an odometer worth asking for. */
export function hasOdometer(kind: TradeInKind): boolean {
  return kind !== "caravan";
}

/** The kind a dealer's trade-in form starts at: the first kind of vehicle they sell. */
export function defaultTradeInKind(vehicleKinds: readonly string[]): TradeInKind {
  const first = vehicleKinds.find((k): k is TradeInKind => (TRADE_IN_KINDS as readonly string[]).includes(k));
  return first ?? "car";
}

export const VALUATION_MESSAGES = {
  identify: "Please enter the rego, or the make, model and year.",
  make: "Please enter the make.",
  model: "Please enter the model.",
  year: "Please enter the year, e.g. 2019.",
  condition: "Please choose the condition.",
  tradeKind: "Please choose what you are trading in.",
  regoNotFound: "We couldn't find that rego. Please enter the make, model and year instead.",
} as const;

/** The car being valued, as a provider identified it or the shopper described it. */
export type ValuedVehicle = { year: number; make: string; model: string; badge?: string };

/** What was said of the vehicle besides its identity: its kind, kilometres (null for a caravan) and condition. */
type Described = { tradeKind: TradeInKind; km: number | null; condition: Condition };

/** What the page shows after "Get my estimate". */
export type ValuationOutcome =
  | ({ kind: "estimate"; vehicle: ValuedVehicle; valuation: Valuation } & Described)
  /** Over 7 years or 100,000 km: the FAQ's words and an appraisal request. */
  | ({ kind: "no-online-estimate"; vehicle: ValuedVehicle; reason: "age" | "km" } & Described)
  /** Too few comparable listings to say anything: an appraisal request. */
  | ({ kind: "no-comparables"; vehicle: ValuedVehicle } & Described)
  /** The rego was not found: the shopper gives the make, model and year. */
  | { kind: "rego-not-found" }
  /** The valuation service did not answer: an appraisal request. */
  | ({ kind: "unavailable"; vehicle?: ValuedVehicle } & Described);

export function vehicleTitle(v: ValuedVehicle): string {
  return withoutRepeatedWords([v.year, v.make, v.model, v.badge].filter(Boolean).join(" "));
}

/** What a trade-in lead records of the estimate step (computed again on the server when the lead is stored). */
export type TradeInEstimate =
  | {
      kind: "estimate";
      low: number;
      estimate: number;
      high: number;
      confidence: number;
      confidenceLabel: string;
      comparables: number;
      source: string;
      method: string;
    }
  | { kind: "no-online-estimate"; reason: "age" | "km" }
  | { kind: "no-comparables" }
  | { kind: "rego-not-found" }
  | { kind: "unavailable" };

/** The part of an estimate outcome a lead keeps. */
export function tradeInEstimateOf(outcome: ValuationOutcome): TradeInEstimate {
  if (outcome.kind !== "estimate")
    return outcome.kind === "no-online-estimate" ? { kind: outcome.kind, reason: outcome.reason } : { kind: outcome.kind };
  const v = outcome.valuation;
  return {
    kind: "estimate",
    low: v.low,
    estimate: v.estimate,
    high: v.high,
    confidence: v.confidence,
    confidenceLabel: v.confidenceLabel,
    comparables: v.comparables,
    source: v.source,
    method: v.method,
  };
}

/** One line a dealer reads: "$24,300 – $27,800 (about $26,000), high confidence, 31 comparables (embedded)". */
export function describeTradeInEstimate(e: TradeInEstimate, money: (n: number) => string): string {
  switch (e.kind) {
    case "estimate":
      return `${money(e.low)} – ${money(e.high)} (about ${money(e.estimate)}), ${e.confidenceLabel} confidence (${e.confidence}), ${e.comparables} comparable listings, ${e.source} valuation`;
    case "no-online-estimate":
      return `No online estimate: the car is ${e.reason === "age" ? "over 7 years old" : "over 100,000 km"}; appraisal requested`;
    case "no-comparables":
      return "No online estimate: too few comparable listings; appraisal requested";
    case "rego-not-found":
      return "No online estimate: rego not found";
    case "unavailable":
      return "No online estimate: the valuation service did not answer";
  }
}
