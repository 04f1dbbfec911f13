/**
 * A location as the console's Locations page edits it (issue 20): name, visibility, type and subtype, manufacturers,
 * address, contact details (an Australian phone number, checked with libphonenumber-js through domain/phone), the
 * week's hours and the dates with other hours. Read from the form with a message per field.
 */
import { z } from "zod";
import { AUSTRALIAN_STATES } from "~/domain/forms/fields";
import { toAustralianE164 } from "~/domain/phone/au-phone";
import { asState } from "./australian-state";
import { parseExceptions, readWeekHours, type HoursException } from "./hours-exceptions";
import type { Address, ContactDetail, OpeningHours } from "./location-fields";
import { LOCATION_TYPE_ORDER } from "./visible-locations";

export const LOCATION_TYPES = LOCATION_TYPE_ORDER;
export const LOCATION_TYPE_LABELS: Record<(typeof LOCATION_TYPES)[number], string> = { sales: "Sales", service: "Service", parts: "Parts" };

export type LocationEdit = {
  name: string;
  visible: boolean;
  locationType: string;
  locationSubtype: string;
  manufacturers: string[];
  city: string;
  address: Address;
  contactDetail: ContactDetail;
  openingHours: OpeningHours;
  exceptions: HoursException[];
};

const email = z.string().email();

export function readLocationForm(
  form: Record<string, string | string[] | undefined>,
): { ok: true; edit: LocationEdit } | { ok: false; fieldErrors: Record<string, string> } {
  const one = (name: string) => {
    const v = form[name];
    return ((Array.isArray(v) ? v[0] : v) ?? "").trim();
  };
  const errors: Record<string, string> = {};
  const text = (name: string, label: string, max: number, required = true) => {
    const v = one(name);
    if (required && !v) errors[name] = `Enter the ${label}.`;
    else if (v.length > max) errors[name] = `Keep the ${label} under ${max} characters.`;
    return v;
  };
  const name = text("name", "location's name", 80);
  const locationType = one("locationType");
  if (!(LOCATION_TYPES as readonly string[]).includes(locationType)) errors.locationType = "Choose sales, service or parts.";
  const locationSubtype = text("locationSubtype", "subtype", 40, false);
  const manufacturers = [
    ...new Set(
      one("manufacturers")
        .split(",")
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  ];
  if (manufacturers.length > 30 || manufacturers.some((m) => m.length > 40))
    errors.manufacturers = "List at most 30 makes, separated by commas, each under 40 characters.";
  const street = text("street", "street address", 120);
  const suburb = text("suburb", "suburb", 60);
  const city = text("city", "city", 60);
  const state = asState(one("state"));
  if (!state) errors.state = `Choose a state: ${AUSTRALIAN_STATES.join(", ")}.`;
  const postcode = one("postcode");
  if (!/^\d{4}$/.test(postcode)) errors.postcode = "A postcode is 4 digits.";
  const phone = one("phone");
  if (phone && !toAustralianE164(phone)) errors.phone = "Enter an Australian phone number, like 07 3333 4444.";
  const mail = one("email").toLowerCase();
  if (mail && !email.safeParse(mail).success) errors.email = "Enter an email address, like sales@dealer.com.au.";
  const week = readWeekHours(one);
  Object.assign(errors, week.errors);
  const exceptions = parseExceptions(one("exceptions"));
  if (!exceptions.ok) errors.exceptions = exceptions.message;
  if (Object.keys(errors).length > 0 || !exceptions.ok || !state) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    edit: {
      name,
      visible: one("visible") === "on",
      locationType,
      locationSubtype,
      manufacturers,
      city,
      address: { street, suburb, state, postcode },
      contactDetail: { ...(phone ? { phone } : {}), ...(mail ? { email: mail } : {}) },
      openingHours: week.hours,
      exceptions: exceptions.exceptions,
    },
  };
}
