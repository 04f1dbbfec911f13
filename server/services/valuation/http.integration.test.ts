// The hosted valuation API adapter against a local fake API (no network).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpValuation } from "./http";

type Seen = { method: string; url: string; auth: string | undefined; body: string };
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const NOW = new Date("2026-11-25T00:00:00Z");
const input = {
  year: 2022,
  make: "Mazda",
  model: "CX-5",
  badge: "Maxx",
  km: 40_000 as number | null,
  kind: "car" as "car" | "caravan",
  condition: "good" as const,
  rego: "ABC123",
  regoState: "QLD",
};

describe("hosted valuation API (AutoGrab-style)", () => {
  it("looks a rego up with the key, and reads the vehicle", async () => {
    const api = createHttpValuation({ url: base, apiKey: "secret-key" });
    answer = { status: 200, body: { year: 2022, make: "Mazda", model: "CX-5", badge: "Maxx" } };
    expect(await api.lookupRego("ABC123", "QLD")).toEqual({ year: 2022, make: "Mazda", model: "CX-5", badge: "Maxx" });
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/v2/vehicles?rego=ABC123&state=QLD", auth: "Bearer secret-key" });
    answer = { status: 404, body: {} };
    expect(await api.lookupRego("ZZZ999", "QLD")).toBeNull();
  });

  it("posts the car and reshapes the valuation", async () => {
    const api = createHttpValuation({ url: base, apiKey: "secret-key" });
    answer = {
      status: 200,
      body: { price: 30_000, price_min: 28_000, price_max: 32_500, confidence: 0.82, comparables: 31, description: "From 31 sales." },
    };
    const v = await api.value(input, NOW);
    expect(v).toMatchObject({
      low: 28_000,
      estimate: 30_000,
      high: 32_500,
      confidence: 0.82,
      confidenceLabel: "high",
      comparables: 31,
      method: "From 31 sales.",
      source: "http",
    });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: "POST", url: "/v2/valuations", auth: "Bearer secret-key" });
    expect(JSON.parse(last.body)).toEqual({
      rego: "ABC123",
      state: "QLD",
      year: 2022,
      make: "Mazda",
      model: "CX-5",
      badge: "Maxx",
      kms: 40_000,
      vehicle_type: "car",
      condition: "good",
    });
  });

  it("sends a caravan without kilometres: it has no odometer", async () => {
    const api = createHttpValuation({ url: base, apiKey: "secret-key" });
    answer = { status: 200, body: { price: 50_000, price_min: 46_000, price_max: 54_000, confidence: 0.6 } };
    await api.value({ ...input, make: "Jayco", model: "Journey", km: null, kind: "caravan" }, NOW);
    const body = JSON.parse(seen.at(-1)!.body);
    expect(body).not.toHaveProperty("kms");
    expect(body.vehicle_type).toBe("caravan");
  });

  it("answers null when the API cannot value the car, and throws on failures and nonsense", async () => {
    const api = createHttpValuation({ url: base, apiKey: "secret-key" });
    answer = { status: 404, body: {} };
    expect(await api.value(input, NOW)).toBeNull();
    answer = { status: 502, body: {} };
    await expect(api.value(input, NOW)).rejects.toThrow(/502/);
    answer = { status: 200, body: { price: 30_000, price_min: 31_000, price_max: 32_000, confidence: 0.5 } };
    await expect(api.value(input, NOW)).rejects.toThrow(/invalid/);
    answer = { status: 200, body: { make: "Mazda" } };
    await expect(api.lookupRego("ABC123", "QLD")).rejects.toThrow(/year, make and model/);
  });
});
