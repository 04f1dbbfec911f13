import type { Condition, Valuation } from "~/domain/valuation/model";
import type { ValuedVehicle } from "~/domain/valuation/request";

import type { TradeInKind } from "~/domain/valuation/vehicle";

/** km null: a caravan (no odometer). */
export type ValuationInput = ValuedVehicle & {
  km: number | null;
  kind: TradeInKind;
  condition: Condition;
  rego?: string;
  regoState?: string;
};

/** A valuation source: the embedded model on the platform's listings, or a hosted API. */
export type ValuationProvider = {
  readonly name: string;
  /** The car a registration belongs to, or null when the source does not know it. */
  lookupRego(rego: string, state: string): Promise<ValuedVehicle | null>;
  /** The car's value, or null when the source cannot value it (too few comparables). */
  value(input: ValuationInput, now: Date): Promise<Valuation | null>;
};
