/**
 * A hosted valuation API (AutoGrab-style), configured by VALUATION_URL and VALUATION_API_KEY:
 * - `GET {url}/vehicles?rego=&state=` → `{ year, make, model, badge? }` (404: unknown rego);
 * - `POST {url}/valuations` with `{ rego?, state?, year, make, model, badge?, kms? (not for a caravan), vehicle_type, condition }` →
 *   `{ price, price_min, price_max, confidence (0..1), comparables?, description? }` (404: cannot value).
 * Answers are checked and reshaped to the platform's valuation; anything else throws (the page then offers an
 * appraisal). The key goes in the `Authorization: Bearer` header; each call times out after 5 s.
 */
import { confidenceLabel } from "~/domain/valuation/model";
import type { ValuedVehicle } from "~/domain/valuation/request";
import type { ValuationProvider } from "./types";

type Options = { url: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number };

const num = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN);
const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, 80) : undefined);

export function createHttpValuation(options: Options): ValuationProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, "");
  const headers = { authorization: `Bearer ${options.apiKey}`, accept: "application/json" };
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 5000);

  async function answer(res: Response): Promise<Record<string, unknown> | null> {
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`valuation API failed with HTTP ${res.status}`);
    const body = (await res.json()) as unknown;
    if (!body || typeof body !== "object") throw new Error("valuation API answered without a JSON object");
    return body as Record<string, unknown>;
  }

  return {
    name: "http",
    async lookupRego(rego, state) {
      const url = new URL(`${base}/vehicles`);
      url.searchParams.set("rego", rego);
      url.searchParams.set("state", state);
      const b = await answer(await doFetch(url, { headers, signal: signal() }));
      if (!b) return null;
      const year = num(b.year);
      const make = str(b.make);
      const model = str(b.model);
      if (!Number.isInteger(year) || !make || !model) throw new Error("valuation API answered a vehicle without year, make and model");
      const badge = str(b.badge);
      return { year, make, model, ...(badge ? { badge } : {}) } satisfies ValuedVehicle;
    },
    async value(input) {
      const body = {
        ...(input.rego ? { rego: input.rego, state: input.regoState } : {}),
        year: input.year,
        make: input.make,
        model: input.model,
        ...(input.badge ? { badge: input.badge } : {}),
        ...(input.km === null ? {} : { kms: input.km }),
        vehicle_type: input.kind,
        condition: input.condition,
      };
      const b = await answer(
        await doFetch(`${base}/valuations`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: signal(),
        }),
      );
      if (!b) return null;
      const [estimate, low, high, confidence] = [num(b.price), num(b.price_min), num(b.price_max), num(b.confidence)];
      const valid =
        [estimate, low, high, confidence].every(Number.isFinite) &&
        low > 0 &&
        low <= estimate &&
        estimate <= high &&
        confidence >= 0 &&
        confidence <= 1;
      if (!valid) throw new Error("valuation API answered an invalid valuation");
      const comparables = Number.isInteger(num(b.comparables)) ? num(b.comparables) : 0;
      return {
        low: Math.round(low),
        estimate: Math.round(estimate),
        high: Math.round(high),
        confidence,
        confidenceLabel: confidenceLabel(confidence),
        method:
          (typeof b.description === "string" && b.description.trim().slice(0, 400)) ||
          "Valued from current market data by our valuation partner.",
        comparables,
        badgeMatches: 0,
        perYear: 0,
        per10000Km: 0,
        condition: input.condition,
        source: "http",
      };
    },
  };
}
