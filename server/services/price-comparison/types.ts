import type { PriceComparison, Subject } from "~/domain/vehicle/price-comparison";

export type PriceComparisonCar = Subject & { id: number; websiteId: number };

/** The market-data source: null when it has nothing to say about this car. */
export type MarketDataSource = {
  readonly name: string;
  compare(car: PriceComparisonCar): Promise<PriceComparison | null>;
};
