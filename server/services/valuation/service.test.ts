import { describe, expect, it } from "vitest";
import type { Valuation } from "~/domain/valuation/model";
import { makeValuationRequestSchema } from "~/domain/valuation/request";
import { createValuationService } from "./index";
import type { ValuationProvider } from "./types";

const NOW = new Date("2026-11-25T00:00:00Z");
const request = (values: Record<string, unknown>) => makeValuationRequestSchema(NOW).parse({ kms: "40000", condition: "good", ...values });
const valuation = { low: 20_000, estimate: 21_000, high: 22_000, confidence: 0.8 } as Valuation;

function provider(overrides: Partial<ValuationProvider> = {}): ValuationProvider & { valued: number } {
  const p = {
    name: "fake",
    valued: 0,
    lookupRego: async (rego: string) => (rego === "ABC123" ? { year: 2022, make: "Mazda", model: "CX-5", badge: "Maxx" } : null),
    async value() {
      p.valued += 1;
      return valuation;
    },
    ...overrides,
  };
  return p;
}

describe("the valuation service's rules", () => {
  it("values a car found by its rego", async () => {
    const service = createValuationService(provider(), { now: () => NOW });
    expect(await service.estimate(request({ rego: "abc123" }))).toEqual({
      kind: "estimate",
      vehicle: { year: 2022, make: "Mazda", model: "CX-5", badge: "Maxx" },
      tradeKind: "car",
      km: 40_000,
      condition: "good",
      valuation,
    });
  });
  it("asks for the make, model and year when the rego is unknown", async () => {
    const service = createValuationService(provider(), { now: () => NOW });
    expect(await service.estimate(request({ rego: "ZZZ999" }))).toEqual({ kind: "rego-not-found" });
  });
  it("gives no online estimate over 7 years or 100,000 km, without asking the source", async () => {
    const p = provider();
    const service = createValuationService(p, { now: () => NOW });
    const old = await service.estimate(request({ make: "Mazda", model: "CX-5", year: "2018" }));
    expect(old).toMatchObject({ kind: "no-online-estimate", reason: "age" });
    const far = await service.estimate(request({ make: "Mazda", model: "CX-5", year: "2023", kms: "100001" }));
    expect(far).toMatchObject({ kind: "no-online-estimate", reason: "km" });
    expect(p.valued).toBe(0);
  });
  it("says so when there is nothing to compare with, and offers an appraisal when the source fails", async () => {
    const none = createValuationService(provider({ value: async () => null }), { now: () => NOW });
    expect(await none.estimate(request({ make: "Lotus", model: "Emira", year: "2024" }))).toMatchObject({ kind: "no-comparables" });
    const warnings: object[] = [];
    const failing = createValuationService(
      provider({
        value: async () => {
          throw new Error("HTTP 502");
        },
      }),
      { now: () => NOW, log: { warn: (o) => warnings.push(o) } },
    );
    expect(await failing.estimate(request({ rego: "ABC123" }))).toMatchObject({ kind: "unavailable", vehicle: { make: "Mazda" } });
    expect(warnings).toHaveLength(1);
  });
});
