/**
 * The valuation service behind the trade-in pages' instant estimate: the embedded model on the platform's own
 * listings by default, a hosted valuation API when VALUATION_PROVIDER=http (config.ts). It applies the rules
 * before any source is asked: a car over 7 years or 100,000 km gets no online estimate (the FAQ), a rego the
 * source does not know asks for the make, model and year, and a source that fails leaves the shopper an
 * appraisal request rather than an error.
 */
import { onlineEstimateBlock } from "~/domain/valuation/eligibility";
import type { ValuationOutcome, ValuationRequest, ValuedVehicle } from "~/domain/valuation/request";
import type { Db } from "~/server/db/client";
import type { ValuationConfig } from "./config";
import { createEmbeddedValuation } from "./embedded";
import { createHttpValuation } from "./http";
import type { ValuationProvider } from "./types";

export type { ValuationProvider, ValuationInput } from "./types";

export function createValuationProvider(db: Db, config: ValuationConfig): ValuationProvider {
  return config.VALUATION_PROVIDER === "http"
    ? createHttpValuation({ url: config.VALUATION_URL!, apiKey: config.VALUATION_API_KEY! })
    : createEmbeddedValuation(db);
}

type Log = { warn(obj: object, msg?: string): void };

export function createValuationService(provider: ValuationProvider, options: { now?: () => Date; log?: Log } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    provider: provider.name,
    async estimate(request: ValuationRequest): Promise<ValuationOutcome> {
      const { kms: km, condition, tradeKind } = request;
      const described = { tradeKind, km, condition };
      let vehicle: ValuedVehicle | null = null;
      try {
        if (request.make && request.model && request.year) {
          vehicle = { year: request.year, make: request.make, model: request.model, ...(request.badge ? { badge: request.badge } : {}) };
        } else if (request.rego) {
          vehicle = await provider.lookupRego(request.rego, request.regoState);
          if (!vehicle) return { kind: "rego-not-found" };
        }
        if (!vehicle) return { kind: "rego-not-found" };
        const at = now();
        const block = onlineEstimateBlock({ year: vehicle.year, km }, at);
        if (block) return { kind: "no-online-estimate", vehicle, reason: block, ...described };
        const valuation = await provider.value(
          { ...vehicle, km, kind: tradeKind, condition, rego: request.rego, regoState: request.regoState },
          at,
        );
        return valuation ? { kind: "estimate", vehicle, valuation, ...described } : { kind: "no-comparables", vehicle, ...described };
      } catch (err) {
        options.log?.warn({ err: err instanceof Error ? err.message : String(err), provider: provider.name }, "valuation failed");
        return { kind: "unavailable", ...(vehicle ? { vehicle } : {}), ...described };
      }
    },
  };
}

export type ValuationService = ReturnType<typeof createValuationService>;
