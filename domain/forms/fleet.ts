/**
 * The fleet enquiry form (/fleet, 001 §2): a business asking about several vehicles. Stored as a Sales
 * Enquiry with subcategory Fleet Enquiry, so every lead target files it with the dealer's sales leads.
 */
import { z } from "zod";
import { type FormContext } from "./context";
import { FIELD_MESSAGES, blankToUndefined, messageField } from "./fields";
import { eventIdFor } from "./normalise";
import { contactShape, placeFields, withResolvedDealership } from "./shared";

export const FLEET_CATEGORY = "Sales Enquiry";
export const FLEET_SUBCATEGORY = "Fleet Enquiry";
const CAR_FLEET_TYPES = ["Passenger cars", "SUVs", "Utes and cab chassis", "Vans and people movers", "Electric and hybrid"];
/** The vehicle types a fleet enquiry offers: those of the kinds the dealer sells (cars when none is named). */
export function fleetVehicleTypes(kinds: readonly string[] | undefined): string[] {
  const sells = (kind: string) => (kinds && kinds.length > 0 ? kinds.includes(kind) : kind === "car");
  return [
    ...(sells("car") ? CAR_FLEET_TYPES : []),
    ...(sells("motorcycle") ? ["Motorcycles"] : []),
    ...(sells("caravan") ? ["Caravans and camper trailers"] : []),
  ];
}
export const FLEET_SIZE_MAX = 10_000;

export const FLEET_MESSAGES = {
  company: "Please enter your business name.",
  fleetSize: `Please enter how many vehicles, a whole number from 1 to ${FLEET_SIZE_MAX.toLocaleString("en-AU")}.`,
  vehicleTypes: "Please choose from the vehicle types listed.",
} as const;

const companyField = z.preprocess(blankToUndefined, z.string({ error: FLEET_MESSAGES.company }).max(150, FIELD_MESSAGES.tooLong));

const fleetSizeField = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    if (typeof v !== "string") return v;
    const digits = v.replace(/[,\s]/g, "");
    return /^\d+$/.test(digits) ? Number(digits) : v;
  },
  z
    .number({ error: FLEET_MESSAGES.fleetSize })
    .int(FLEET_MESSAGES.fleetSize)
    .min(1, FLEET_MESSAGES.fleetSize)
    .max(FLEET_SIZE_MAX, FLEET_MESSAGES.fleetSize)
    .optional(),
);

const vehicleTypesField = (offered: string[]) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return [];
      const list = Array.isArray(value) ? value : [value];
      return list.map(blankToUndefined).filter((v) => v !== undefined);
    },
    z.array(z.enum(offered, { error: FLEET_MESSAGES.vehicleTypes })).max(offered.length),
  );

export function makeFleetSchema(ctx: FormContext) {
  const place = placeFields(ctx);
  return z
    .object({
      ...contactShape(ctx),
      company: companyField,
      fleet_size: fleetSizeField,
      vehicle_types: vehicleTypesField(fleetVehicleTypes(ctx.vehicleKinds)),
      message: messageField(false),
      location: place.location,
      dealership_slug: place.dealership_slug,
    })
    .transform((values) => ({
      ...withResolvedDealership(ctx, values, values.location),
      category: FLEET_CATEGORY,
      subcategory: FLEET_SUBCATEGORY,
      event_id: eventIdFor(ctx.settings, false),
    }));
}

export type FleetValues = z.output<ReturnType<typeof makeFleetSchema>>;
