import { describe, expect, it } from "vitest";
import { maskedPhone, revealPhoneFor, revealTarget, summariseReveals } from "./phone-reveal";

describe("phone reveal", () => {
  it("names exactly one car or one location by id", () => {
    expect(revealTarget({ car_id: "42" })).toEqual({ kind: "car", carId: 42 });
    expect(revealTarget({ car_id: 42 })).toEqual({ kind: "car", carId: 42 });
    expect(revealTarget({ location_id: "7" })).toEqual({ kind: "location", locationId: 7 });
    expect(revealTarget({})).toBeNull();
    expect(revealTarget({ car_id: "1", location_id: "2" })).toBeNull();
    expect(revealTarget({ car_id: "2147483648" })).toBeNull();
    expect(revealTarget({ car_id: "-1" })).toBeNull();
    expect(revealTarget({ car_id: "1.5" })).toBeNull();
  });

  it("hides the last four digits until the shopper presses Show number", () => {
    expect(maskedPhone("(07) 5550 4110")).toBe("(07) 5550 ••••");
    expect(maskedPhone("0491 570 110")).toBe("0491 57• •••");
    expect(maskedPhone("13 22 22")).toBe("13 •• ••");
  });

  it("shows the location's number, else the dealership's, else the site's", () => {
    expect(revealPhoneFor("(07) 1", "(07) 2", "(07) 3")).toBe("(07) 1");
    expect(revealPhoneFor("", "(07) 2", "(07) 3")).toBe("(07) 2");
    expect(revealPhoneFor(null, undefined, " (07) 3 ")).toBe("(07) 3");
    expect(revealPhoneFor(null, null, "")).toBeNull();
  });

  it("counts every reveal once, per car and per location card, most revealed first", () => {
    const counts = summariseReveals([
      { carId: 1, locationId: 10, count: 2 },
      { carId: 2, locationId: 10, count: 5 },
      { carId: null, locationId: 10, count: 3 },
      { carId: null, locationId: 11, count: 1 },
    ]);
    expect(counts.total).toBe(11);
    expect(counts.byCar).toEqual([
      { carId: 2, count: 5 },
      { carId: 1, count: 2 },
    ]);
    expect(counts.byLocation).toEqual([
      { locationId: 10, count: 3 },
      { locationId: 11, count: 1 },
    ]);
    expect(summariseReveals([])).toEqual({ total: 0, byCar: [], byLocation: [] });
  });
});
