import { describe, expect, it } from "vitest";
import { availableReports, carAnalysis, checkForCar, ppsrFindings, ppsrSummary, reportHref, reportLabel, type PpsrCheck } from "./reports";

const ALL = { autogauge: true, carAnalysis: true, ppsrReport: true };
const NONE = { autogauge: false, carAnalysis: false, ppsrReport: false };
const car = { vin: "JTMBFREV10D123456", price: 32990 };
const clear: PpsrCheck = {
  vin: "JTMBFREV10D123456",
  searchedAt: "2026-11-10T01:30:00Z",
  certificateNumber: "PPSR-0001",
  stolen: false,
  writtenOff: false,
  encumbered: false,
};

describe("which reports a vehicle page offers", () => {
  it("offers each report only where its plugin is on", () => {
    expect(availableReports(NONE, car, clear)).toEqual([]);
    expect(availableReports({ ...NONE, autogauge: true }, car, clear)).toEqual(["autogauge"]);
    expect(availableReports({ ...NONE, carAnalysis: true }, car, clear)).toEqual(["analysis"]);
    expect(availableReports({ ...NONE, ppsrReport: true }, car, clear)).toEqual(["ppsr"]);
    expect(availableReports(ALL, car, clear)).toEqual(["autogauge", "analysis", "ppsr"]);
  });

  it("offers a PPSR report only where the dealer recorded a search of this car's VIN", () => {
    expect(availableReports(ALL, car, null)).toEqual(["autogauge", "analysis"]);
    expect(availableReports(ALL, car, { ...clear, vin: "OTHERVIN000000000" })).toEqual(["autogauge", "analysis"]);
    expect(availableReports(ALL, { ...car, vin: "" }, { ...clear, vin: "" })).toEqual(["autogauge", "analysis"]);
    expect(checkForCar({ vin: "jtmbfrev10d123456 " }, clear)).toBe(clear);
  });

  it("offers the price report only for a car with a price", () => {
    expect(availableReports(ALL, { ...car, price: null }, clear)).toEqual(["analysis", "ppsr"]);
    expect(availableReports(ALL, { ...car, price: 0 }, null)).toEqual(["analysis"]);
  });

  it("links each report to the car's printable page", () => {
    expect(reportHref("2021-toyota-rav4-gx", "ppsr")).toBe("/print?car_id=2021-toyota-rav4-gx&report=ppsr");
  });
});

describe("what a PPSR report says", () => {
  it("says what a clear search found, dated in the dealer's time zone", () => {
    expect(ppsrSummary(clear, "Australia/Sydney")).toBe(
      "PPSR searched 10 November 2026: no security interest, not reported stolen, not recorded as written off",
    );
  });

  it("names what a search found against the car", () => {
    const owing = { ...clear, encumbered: true, searchedAt: "2026-11-10T20:00:00Z" };
    expect(ppsrSummary(owing, "Australia/Perth")).toBe(
      "PPSR searched 11 November 2026: a security interest is registered; ask us about it",
    );
    expect(ppsrFindings({ ...clear, writtenOff: true }).map((f) => [f.answer, f.clear])).toEqual([
      ["None registered", true],
      ["Not reported stolen", true],
      ["Recorded as written off", false],
    ]);
  });
});

describe("the car analysis", () => {
  const now = new Date("2026-11-25T00:00:00Z");
  const comparison = {
    fill: 0.5,
    listing_price: 32990,
    market_range_min: 30000,
    market_range_max: 36000,
    confidence: 0.7,
    description: "",
  };

  it("works out age, use, price position and fuel from the listing and the market data only", () => {
    const lines = carAnalysis({ year: 2021, km: 62_000, price: 32990, carType: "used", fuelConsumption: 6.2 }, comparison, now);
    expect(lines).toEqual([
      { heading: "Age and use", text: "Built 2021, about 5 years old, with 62,000 km on the odometer: about 12,400 km a year." },
      {
        heading: "Price against the market",
        text: "$32,990 is within the market range of $30,000 to $36,000 for comparable cars (same make and model, within 2 years and 40,000 km, adjusted for year and kilometres).",
      },
      {
        heading: "Fuel use",
        text: "Rated 6.2 L/100 km (combined): about 930 litres over 15,000 km a year. Real use varies with driving and load.",
      },
    ]);
  });

  it("says so when there is no market comparison or no price, and claims nothing it cannot work out", () => {
    const noMarket = carAnalysis({ year: 2026, km: 10, price: 50000, carType: "new", fuelConsumption: null }, null, now);
    expect(noMarket).toEqual([
      { heading: "Age and use", text: "A new 2026 car." },
      { heading: "Price against the market", text: "Not enough comparable cars are listed for a market comparison." },
    ]);
    const noPrice = carAnalysis({ year: 2019, km: 90_000, price: null, carType: "used", fuelConsumption: 0 }, comparison, now);
    expect(noPrice[1].text).toBe("No advertised price to compare: ask us for one.");
    expect(carAnalysis({ year: 2021, km: 1, price: 1, carType: "used", fuelConsumption: null }, comparison, now)[1].text).toContain(
      "below",
    );
  });

  it("speaks of the vehicle's own kind, and of no odometer on a caravan", () => {
    const bike = carAnalysis(
      { year: 2022, km: 8_000, price: 14990, carType: "used", fuelConsumption: null, vehicleKind: "motorcycle" },
      null,
      now,
    );
    expect(bike[0].text).toBe("Built 2022, about 4 years old, with 8,000 km on the odometer: about 2,000 km a year.");
    expect(bike[1].text).toBe("Not enough comparable motorcycles are listed for a market comparison.");
    const van = carAnalysis(
      { year: 2020, km: 0, price: 45000, carType: "used", fuelConsumption: null, vehicleKind: "caravan" },
      comparison,
      now,
    );
    expect(van[0]).toEqual({ heading: "Age", text: "Built 2020, about 6 years old." });
    expect(van[1].text).toContain("for comparable caravans");
    expect(
      carAnalysis({ year: 2027, km: 0, price: 90000, carType: "new", fuelConsumption: null, vehicleKind: "caravan" }, null, now)[0].text,
    ).toBe("A new 2027 caravan.");
    expect(reportLabel("analysis", "motorcycle")).toBe("Motorcycle analysis");
    expect(reportLabel("analysis", null)).toBe("Car analysis");
    expect(reportLabel("ppsr", "caravan")).toBe("PPSR report");
  });
});
