import { describe, expect, it } from "vitest";
import { RECOGNISED_BODY_TYPES } from "~/domain/listing/body-selector";
import { CAR_TYPES } from "./format";
import {
  BODY_LABELS,
  DRIVE_LABELS,
  FUEL_LABELS,
  STATUS_LABELS,
  TRANSMISSION_LABELS,
  VEHICLE_KIND_LABELS,
  bodyLabel,
  carTypeLabel,
  driveLabel,
  fuelLabel,
  statusLabel,
  transmissionLabel,
  vehicleKindLabel,
  interiorColourLabel,
  showsKilometres,
  usedChecksHeading,
  siteVehicleNoun,
  vehicleNoun,
  withoutRepeatedWords,
} from "./labels";

/** A label a shopper can read: starts with a capital or a digit, no code characters, not blank. */
const readable = (label: string) => /^[A-Z0-9][A-Za-z0-9 -]*$/.test(label);

describe("vehicle labels", () => {
  it("give every known value a readable label of its own", () => {
    for (const body of RECOGNISED_BODY_TYPES) expect(Object.hasOwn(BODY_LABELS, body), body).toBe(true);
    const tables = [BODY_LABELS, FUEL_LABELS, TRANSMISSION_LABELS, DRIVE_LABELS, STATUS_LABELS, VEHICLE_KIND_LABELS];
    for (const table of tables) for (const label of Object.values(table)) expect(readable(label), label).toBe(true);
    for (const carType of CAR_TYPES) expect(readable(carTypeLabel(carType)), carType).toBe(true);
  });

  it("write acronyms and words as people do, the same on every page", () => {
    expect(bodyLabel("suv")).toBe("SUV");
    expect(bodyLabel("peopleMover")).toBe("People Mover");
    expect(bodyLabel("cabChassis")).toBe("Cab Chassis");
    expect(bodyLabel("softtop")).toBe("Soft Top");
    expect(bodyLabel("camper trailer")).toBe("Camper Trailer");
    expect(fuelLabel("phev")).toBe("PHEV");
    expect(fuelLabel("PHEV")).toBe("PHEV");
    expect(fuelLabel("diesel")).toBe("Diesel");
    expect(transmissionLabel("automatic")).toBe("Automatic");
    expect(transmissionLabel("Manual")).toBe("Manual");
    expect(driveLabel("awd")).toBe("AWD");
    expect(driveLabel("Chain")).toBe("Chain");
    expect(statusLabel("coming_soon")).toBe("Coming soon");
    expect(["new", "used", "demo"].map(carTypeLabel)).toEqual(["New", "Used", "Demo"]);
    expect(vehicleKindLabel("motorcycle")).toBe("Motorcycle");
  });

  it("read an unknown value as its words, capitalised, and keep an empty one empty", () => {
    expect(bodyLabel("tipTruck")).toBe("Tip Truck");
    expect(carTypeLabel("ex-fleet")).toBe("Ex-fleet");
    expect(statusLabel("on_order")).toBe("On order");
    expect(fuelLabel("hydrogen")).toBe("Hydrogen");
    expect(driveLabel("6x6")).toBe("6x6");
    for (const label of [bodyLabel, fuelLabel, transmissionLabel, driveLabel, statusLabel, carTypeLabel]) expect(label("")).toBe("");
  });

  it("never answer with an object's built-in property", () => {
    expect(bodyLabel("constructor")).toBe("Constructor");
    expect(fuelLabel("hasOwnProperty")).toBe("Has Own Property");
  });
});

describe("wording that follows the vehicle's kind", () => {
  it("names a motorcycle and a caravan as such, anything else a car", () => {
    expect(vehicleNoun("motorcycle")).toBe("motorcycle");
    expect(vehicleNoun("caravan")).toBe("caravan");
    expect(vehicleNoun("car")).toBe("car");
    expect(vehicleNoun(null)).toBe("car");
    expect(usedChecksHeading("caravan")).toBe("Used caravan checks");
    expect(usedChecksHeading(undefined)).toBe("Used car checks");
  });

  it("names a site's vehicles by its one kind, or as vehicles when it sells several", () => {
    expect(siteVehicleNoun(["car"])).toBe("car");
    expect(siteVehicleNoun(["motorcycle"])).toBe("motorcycle");
    expect(siteVehicleNoun(["caravan", "motorcycle"])).toBe("vehicle");
    expect(siteVehicleNoun(["car", "caravan"])).toBe("vehicle");
  });

  it("shows kilometres on used and demo vehicles only, never on a new one or a caravan", () => {
    expect(showsKilometres({ carType: "used", vehicleKind: "car" })).toBe(true);
    expect(showsKilometres({ carType: "demo" })).toBe(true);
    expect(showsKilometres({ carType: "used", vehicleKind: "motorcycle" })).toBe(true);
    expect(showsKilometres({ carType: "new", vehicleKind: "car" })).toBe(false);
    expect(showsKilometres({ carType: "used", vehicleKind: "caravan" })).toBe(false);
  });

  it("calls a motorcycle's trim colour its seat", () => {
    expect(interiorColourLabel("motorcycle")).toBe("Seat");
    expect(interiorColourLabel("car")).toBe("Interior");
    expect(interiorColourLabel("caravan")).toBe("Interior");
  });
});

describe("withoutRepeatedWords", () => {
  it("drops a word said twice in a row, whatever its case, and keeps the rest as written", () => {
    expect(withoutRepeatedWords("2024 Hyundai Kona Kona")).toBe("2024 Hyundai Kona");
    expect(withoutRepeatedWords("2023 Jayco Journey journey  Outback")).toBe("2023 Jayco Journey Outback");
    expect(withoutRepeatedWords("2022 Toyota Land Cruiser GXL")).toBe("2022 Toyota Land Cruiser GXL");
    expect(withoutRepeatedWords("2021 Kona Hyundai Kona")).toBe("2021 Kona Hyundai Kona");
  });
});
