import { describe, expect, it } from "vitest";
import { interpretQuery, type PhraseVocabulary } from "./query-phrases";

const CARS: PhraseVocabulary = {
  makes: ["Toyota", "Mazda", "Mercedes-Benz", "Hyundai"],
  models: [
    { make: "Toyota", model: "Corolla" },
    { make: "Toyota", model: "RAV4" },
    { make: "Mazda", model: "CX-5" },
    { make: "Hyundai", model: "Kona" },
    { make: "Mercedes-Benz", model: "C-Class" },
  ],
  bodies: ["suv", "hatch", "sedan", "peopleMover", "ute"],
  vehicleKinds: ["car"],
};

const MIXED: PhraseVocabulary = {
  makes: ["Jayco", "Honda"],
  models: [{ make: "Honda", model: "CRF250L" }],
  bodies: ["caravan", "dirt", "pop top"],
  vehicleKinds: ["car", "motorcycle", "caravan"],
};

describe("interpretQuery", () => {
  it("reads the review's example as car type, body and price", () => {
    expect(interpretQuery("used suv under 30000", CARS)).toEqual({
      query: "",
      facets: { car_type: ["used"], body: ["suv"] },
      ranges: { price: { max: 30000 } },
    });
  });

  it("reads prices written with $, commas and k, as bounds or a range", () => {
    expect(interpretQuery("under $30,000", CARS).ranges).toEqual({ price: { max: 30000 } });
    expect(interpretQuery("below 25k", CARS).ranges).toEqual({ price: { max: 25000 } });
    expect(interpretQuery("over $15,000", CARS).ranges).toEqual({ price: { min: 15000 } });
    expect(interpretQuery("between 10000 and 20000", CARS).ranges).toEqual({ price: { min: 10000, max: 20000 } });
    expect(interpretQuery("$20k-$10k", CARS).ranges).toEqual({ price: { min: 10000, max: 20000 } });
  });

  it("reads years: one, a range, a bound", () => {
    expect(interpretQuery("2020 corolla", CARS)).toEqual({
      query: "",
      facets: { make: ["Toyota"], model: ["Corolla"] },
      ranges: { year: { min: 2020, max: 2020 } },
    });
    expect(interpretQuery("2016-2019", CARS).ranges).toEqual({ year: { min: 2016, max: 2019 } });
    expect(interpretQuery("2018 onwards", CARS).ranges).toEqual({ year: { min: 2018 } });
    expect(interpretQuery("after 2018", CARS).ranges).toEqual({ year: { min: 2019 } });
    expect(interpretQuery("from 2018", CARS).ranges).toEqual({ year: { min: 2018 } });
    expect(interpretQuery("before 2015", CARS).ranges).toEqual({ year: { max: 2014 } });
  });

  it("reads kilometres apart from the price", () => {
    expect(interpretQuery("under 50,000 km under $20k", CARS).ranges).toEqual({ km: { max: 50000 }, price: { max: 20000 } });
  });

  it("reads makes and models whatever their spelling of spaces, hyphens and case, a model with its make", () => {
    expect(interpretQuery("mazda cx5", CARS).facets).toEqual({ make: ["Mazda"], model: ["CX-5"] });
    expect(interpretQuery("Mercedes Benz c class", CARS).facets).toEqual({ make: ["Mercedes-Benz"], model: ["C-Class"] });
    expect(interpretQuery("rav4 or kona", CARS).facets).toEqual({ make: ["Toyota", "Hyundai"], model: ["RAV4", "Kona"] });
  });

  it("reads bodies by value, label, plural and common other names", () => {
    expect(interpretQuery("suvs", CARS).facets).toEqual({ body: ["suv"] });
    expect(interpretQuery("people mover", CARS).facets).toEqual({ body: ["peopleMover"] });
    expect(interpretQuery("hatchbacks", CARS).facets).toEqual({ body: ["hatch"] });
    expect(interpretQuery("second hand utes", CARS).facets).toEqual({ car_type: ["used"], body: ["ute"] });
  });

  it("keeps what it does not understand as text, in order", () => {
    expect(interpretQuery("red used corolla ascent sport", CARS)).toEqual({
      query: "red ascent sport",
      facets: { car_type: ["used"], make: ["Toyota"], model: ["Corolla"] },
      ranges: {},
    });
  });

  it("leaves a text it understands nothing of exactly as typed (a stock number, a colour)", () => {
    expect(interpretQuery("  ABC-1234 ", CARS)).toEqual({ query: "ABC-1234", facets: {}, ranges: {} });
    expect(interpretQuery("for the red one", CARS)).toEqual({ query: "for the red one", facets: {}, ranges: {} });
    expect(interpretQuery("30000", CARS)).toEqual({ query: "30000", facets: {}, ranges: {} });
  });

  it("drops 'cars' on a site of cars only, and filters by kind on a site of several kinds", () => {
    expect(interpretQuery("used cars under 20k", CARS)).toEqual({
      query: "",
      facets: { car_type: ["used"] },
      ranges: { price: { max: 20000 } },
    });
    expect(interpretQuery("used motorbikes", MIXED).facets).toEqual({ car_type: ["used"], vehicle_kind: ["motorcycle"] });
    expect(interpretQuery("new caravans", MIXED).facets).toEqual({ car_type: ["new"], vehicle_kind: ["caravan"] });
    expect(interpretQuery("pop tops", MIXED).facets).toEqual({ body: ["pop top"] });
    expect(interpretQuery("honda crf250l", MIXED).facets).toEqual({ make: ["Honda"], model: ["CRF250L"] });
  });
});
