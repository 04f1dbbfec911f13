import { describe, expect, it } from "vitest";
import { bulkColumns, bulkSchema, carFormSchema, carFormText, carStatusSchema, daysInStock, readForm, statusColumns } from "./stock-edit";

const NOW = new Date("2026-11-27T00:00:00Z");

const valid = {
  price: "32,990",
  priceType: "drive_away",
  status: "in_stock",
  reserved: "on",
  shownOnWebsite: "on",
  tag: "  Low   kms ",
  dealerComments: "One owner.\r\nFull history.",
  externalVideoUrl: "https://www.youtube.com/watch?v=abcdefgh",
  stocknum: "A123",
  vin: "jtdbr32e-720012345",
  rego: "abc 123",
  year: "2021",
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  colour: "White",
  km: "45,000",
  carType: "used",
  vehicleKind: "car",
  body: "hatch",
  fuel: "petrol",
  transmission: "Automatic",
  drive: "FWD",
  seats: "5",
  fuelConsumption: "6.1",
  locationId: "7",
};

describe("car form", () => {
  it("reads every field into the cars table's values", () => {
    const read = readForm(carFormSchema(NOW), valid);
    expect(read).toMatchObject({
      ok: true,
      value: {
        price: 32990,
        status: "in_stock",
        reserved: true,
        certified: false,
        shownOnWebsite: true,
        tag: "Low kms",
        dealerComments: "One owner.\nFull history.",
        vin: "JTDBR32E720012345",
        rego: "ABC123",
        year: 2021,
        km: 45000,
        seats: 5,
        doors: null,
        fuelConsumption: 6.1,
        locationId: 7,
      },
    });
  });

  it("reads an empty price as no price (the dealer's no-price text shows) and an empty video as none", () => {
    const read = readForm(carFormSchema(NOW), { ...valid, price: "", externalVideoUrl: "" });
    expect(read).toMatchObject({ ok: true, value: { price: null, externalVideoUrl: null } });
  });

  it("names every bad field with its own message", () => {
    const read = readForm(carFormSchema(NOW), {
      ...valid,
      price: "thirty grand",
      status: "gone",
      year: "1820",
      make: " ",
      km: "-5",
      vin: "IOQ",
      externalVideoUrl: "javascript:alert(1)",
      locationId: "x",
      body: "spaceship",
      tag: "x".repeat(41),
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fieldErrors).toEqual({
      price: "Price: enter whole dollars, e.g. 32990, or leave it empty to show no price.",
      status: "Status: choose Available, Coming soon or Sold.",
      year: "Year 1820 is outside 1950–2027.",
      make: "Make is required.",
      km: "Kilometres '-5' are not a whole number from 0 to 3,000,000.",
      vin: "VIN: 5 to 17 letters and digits.",
      externalVideoUrl: "Video URL: enter a web address starting with https://, e.g. a YouTube link.",
      locationId: "Location: choose one of your locations.",
      body: "Body: choose one of the listed values.",
      tag: "Tag: at most 40 characters.",
    });
  });

  it("refuses a missing required field and a repeated one", () => {
    const { stocknum: _s, ...rest } = valid;
    const read = readForm(carFormSchema(NOW), { ...rest, price: ["1", "2"] });
    expect(read).toEqual({ ok: false, fieldErrors: { price: "Price: give one value.", stocknum: "Stock number is required." } });
  });

  it("leaves a caravan's fuel, transmission and drive empty", () => {
    const read = readForm(carFormSchema(NOW), { ...valid, vehicleKind: "caravan", body: "caravan", fuel: "", transmission: "", drive: "" });
    expect(read).toMatchObject({ ok: true, value: { fuel: "", transmission: "", drive: "", vehicleKind: "caravan" } });
  });
});

describe("status-only form", () => {
  it("takes availability and reserved and ignores every other field", () => {
    expect(readForm(carStatusSchema, { status: "sold", price: "1" })).toEqual({ ok: true, value: { status: "sold", reserved: false } });
    expect(readForm(carStatusSchema, { status: "withdrawn" })).toEqual({
      ok: false,
      fieldErrors: { status: "Status: choose Available, Coming soon or Sold." },
    });
  });
});

describe("status columns", () => {
  const earlier = new Date("2026-11-01T00:00:00Z");
  it("dates a sale once and clears it when the car is back on sale", () => {
    expect(statusColumns({ status: "in_stock", soldAt: null }, "sold", NOW)).toEqual({ status: "sold", soldAt: NOW });
    expect(statusColumns({ status: "sold", soldAt: earlier }, "sold", NOW)).toEqual({ status: "sold", soldAt: earlier });
    expect(statusColumns({ status: "sold", soldAt: earlier }, "coming_soon", NOW)).toEqual({ status: "coming_soon", soldAt: null });
  });

  it("hides and shows without touching availability", () => {
    expect(bulkColumns("hide", { status: "sold", soldAt: earlier }, NOW)).toEqual({ shownOnWebsite: false });
    expect(bulkColumns("show", { status: "sold", soldAt: earlier }, NOW)).toEqual({ shownOnWebsite: true });
    expect(bulkColumns("in_stock", { status: "sold", soldAt: earlier }, NOW)).toEqual({ status: "in_stock", soldAt: null });
  });
});

describe("bulk form", () => {
  it("reads one or many selected cars, once each", () => {
    expect(readForm(bulkSchema, { bulk: "sold", car: "4" })).toEqual({ ok: true, value: { bulk: "sold", car: [4] } });
    expect(readForm(bulkSchema, { bulk: "hide", car: ["4", "5", "4"] })).toEqual({ ok: true, value: { bulk: "hide", car: [4, 5] } });
  });

  it("refuses no selection, a bad id and an unknown action", () => {
    expect(readForm(bulkSchema, { bulk: "sold" })).toEqual({ ok: false, fieldErrors: { car: "Select at least one car." } });
    expect(readForm(bulkSchema, { bulk: "sold", car: ["4", "x"] })).toEqual({
      ok: false,
      fieldErrors: { car: "A selected car is not one of the list's." },
    });
    expect(readForm(bulkSchema, { bulk: "delete", car: "4" })).toEqual({
      ok: false,
      fieldErrors: { bulk: "Choose what to do with the selected cars." },
    });
  });
});

describe("days in stock", () => {
  it("counts whole days from arrival to the sale or to now", () => {
    expect(daysInStock(new Date("2026-11-20T12:00:00Z"), null, NOW)).toBe(6);
    expect(daysInStock(new Date("2026-11-01T00:00:00Z"), new Date("2026-11-11T00:00:00Z"), NOW)).toBe(10);
    expect(daysInStock(new Date("2026-11-28T00:00:00Z"), null, NOW)).toBe(0);
  });
});

describe("car form text", () => {
  it("writes a car's values as the form's text, which reads back to the same values", () => {
    const read = readForm(carFormSchema(NOW), valid);
    if (!read.ok) throw new Error("valid form refused");
    const text = carFormText(read.value);
    expect(text).toMatchObject({ price: "32990", reserved: "on", certified: "", doors: "", locationId: "7", year: "2021" });
    expect(readForm(carFormSchema(NOW), text)).toEqual(read);
  });
});
