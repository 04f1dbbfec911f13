import { describe, expect, it } from "vitest";
import { FLEET_CATEGORY, FLEET_MESSAGES, FLEET_SUBCATEGORY, fleetVehicleTypes, makeFleetSchema } from "./fleet";
import { testContext, validContact } from "./test-context";

const ctx = testContext();
const parse = (values: Record<string, unknown>) =>
  makeFleetSchema(ctx).safeParse({ ...validContact, location: "11", dealership_slug: "north-motors", ...values });
const errorsOf = (values: Record<string, unknown>) => {
  const result = parse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("fleet enquiry form", () => {
  it("is a Sales Enquiry with subcategory Fleet Enquiry and the default event id", () => {
    const result = parse({
      company: "Bayside Plumbing Pty Ltd",
      fleet_size: "1,200",
      vehicle_types: ["Utes and cab chassis", "Vans and people movers"],
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      category: FLEET_CATEGORY,
      subcategory: FLEET_SUBCATEGORY,
      event_id: 22,
      company: "Bayside Plumbing Pty Ltd",
      fleet_size: 1200,
      vehicle_types: ["Utes and cab chassis", "Vans and people movers"],
      dealership_slug: "north-motors",
    });
  });

  it("needs the business name; the number of vehicles, types and comments are optional", () => {
    expect(errorsOf({})).toEqual({ company: FLEET_MESSAGES.company });
    expect(parse({ company: "Acme" }).success).toBe(true);
  });

  it("takes a whole number of vehicles from 1 to 10,000 and only the listed vehicle types", () => {
    expect(errorsOf({ company: "Acme", fleet_size: "0" })).toEqual({ fleet_size: FLEET_MESSAGES.fleetSize });
    expect(errorsOf({ company: "Acme", fleet_size: "10001" })).toEqual({ fleet_size: FLEET_MESSAGES.fleetSize });
    expect(errorsOf({ company: "Acme", fleet_size: "2.5" })).toEqual({ fleet_size: FLEET_MESSAGES.fleetSize });
    expect(errorsOf({ company: "Acme", vehicle_types: "Tanks" })).toEqual({ "vehicle_types.0": FLEET_MESSAGES.vehicleTypes });
  });

  it("offers the vehicle types of the kinds the dealer sells, and refuses another kind's", () => {
    expect(fleetVehicleTypes(undefined)).toContain("Utes and cab chassis");
    expect(fleetVehicleTypes(["caravan", "motorcycle"])).toEqual(["Motorcycles", "Caravans and camper trailers"]);
    expect(fleetVehicleTypes(["car", "caravan"])).toContain("Caravans and camper trailers");
    const vanAndBikeDealer = testContext({ vehicleKinds: ["caravan", "motorcycle"] });
    const fleet = (types: string[]) =>
      makeFleetSchema(vanAndBikeDealer).safeParse({
        ...validContact,
        location: "11",
        dealership_slug: "north-motors",
        company: "Acme",
        vehicle_types: types,
      });
    expect(fleet(["Motorcycles"]).success).toBe(true);
    expect(fleet(["SUVs"]).success).toBe(false);
  });
});
