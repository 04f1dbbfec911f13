/**
 * The spec's fields that trigger lead capture on the trade-in flow: a change to one of them
 * (once the contact details are valid) should save the lead even if the shopper never presses submit.
 */
export const LEAD_CAPTURE_FIELDS = ["kms", "regoState", "rego", "name", "phone", "email", "location_id"] as const;

/** The trade-in form asks for the name in two parts and the phone as a mobile. */
const ALIASES: Record<string, (typeof LEAD_CAPTURE_FIELDS)[number]> = {
  first_name: "name",
  last_name: "name",
  mobile: "phone",
};

export function isLeadCaptureField(field: string): boolean {
  return (LEAD_CAPTURE_FIELDS as readonly string[]).includes(ALIASES[field] ?? field);
}
