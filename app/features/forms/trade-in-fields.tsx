/**
 * The appraisal request's own fields (the trade-in lead form after the estimate step): the shopper's details
 * (001 §5: first name, last name, mobile, email, postcode), under finance, comments, location, consent. The car
 * itself arrives as hidden inputs from the estimate step.
 */
import type { ReactNode } from "react";
import { POSTCODE_LENGTH } from "./field-options";
import { TextAreaField, TextField } from "./fields";
import { PreferredContactField, YesNoField } from "./form-sections";

/** Consent for the partial lead: said where the shopper types the details it keeps. */
export const PARTIAL_LEAD_CONSENT =
  "To help if you don't finish, we keep the details you enter here and may pass them to our team, who may contact you about this car. You can still send the form or leave at any time.";

export function TradeInFields({ place, consent }: { place: ReactNode; consent: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <h3 className="text-base font-bold sm:col-span-2">Your details</h3>
        <TextField name="first_name" label="First name" autoComplete="given-name" />
        <TextField name="last_name" label="Last name" autoComplete="family-name" />
        <TextField name="mobile" label="Mobile" type="tel" autoComplete="tel" inputMode="tel" />
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField name="postcode" label="Postcode" autoComplete="postal-code" inputMode="numeric" maxLength={POSTCODE_LENGTH} />
        <p className="text-xs text-muted sm:col-span-2" data-testid="partial-lead-consent">
          {PARTIAL_LEAD_CONSENT}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <YesNoField name="under_finance" legend="Is it under finance?" />
        <TextAreaField name="message" label="Anything else we should know about it?" optional rows={3} />
        {place}
        <PreferredContactField />
        {consent}
      </div>
    </div>
  );
}
