import { describe, expect, it } from "vitest";
import { LEAD_CAPTURE_INPUTS, PARTIAL_LEAD_DEBOUNCE_MS } from "~/domain/forms/trade-in-partial";
import { LEAD_CAPTURE_INPUTS_CLIENT, PARTIAL_LEAD_DEBOUNCE_MS_CLIENT } from "./field-options-trade-in";
import { carHiddenValues } from "./trade-in-page";

describe("the trade-in page's script", () => {
  it("watches the same lead-capture inputs, with the same debounce, as the server's rule", () => {
    expect(LEAD_CAPTURE_INPUTS_CLIENT).toEqual(LEAD_CAPTURE_INPUTS);
    expect(PARTIAL_LEAD_DEBOUNCE_MS_CLIENT).toBe(PARTIAL_LEAD_DEBOUNCE_MS);
  });
  it("carries the car from the estimate step, with the make and model the rego was found as", () => {
    const values = { rego: " abc123 ", regoState: "QLD", kms: "45,000", condition: "good", make: "", intent: "estimate" };
    expect(carHiddenValues(values)).toEqual({ rego: "abc123", regoState: "QLD", kms: "45,000", condition: "good" });
    const outcome = {
      kind: "no-comparables",
      vehicle: { year: 2019, make: "Mazda", model: "CX-5" },
      tradeKind: "car",
      km: 45_000,
      condition: "good",
    } as const;
    expect(carHiddenValues(values, outcome)).toMatchObject({ make: "Mazda", model: "CX-5", year: "2019", rego: "abc123" });
  });
});
