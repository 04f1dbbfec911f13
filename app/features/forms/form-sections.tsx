/** Field groups several lead forms share: contact details, the location and dealership, consent. */
import { Link } from "~/app/ui/router-links";
import type { FormContext, LocationOption } from "~/domain/forms/context";
import { formLayout } from "~/domain/forms/context";
import { PREFERRED_CONTACT_METHODS, YES_NO } from "./field-options";
import { ChoiceGroup, CheckboxField, SelectField, TextField } from "./fields";

export function ContactFields() {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="name" className="sm:col-span-2" />
      <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
    </>
  );
}

export function PreferredContactField() {
  return (
    <ChoiceGroup
      name="preferred_contact_method"
      legend="How should we contact you?"
      type="radio"
      options={PREFERRED_CONTACT_METHODS.map((m) => ({ value: m, label: m }))}
    />
  );
}

export const YES_NO_OPTIONS = YES_NO.map((v) => ({ value: v, label: v }));

export function YesNoField({ name, legend }: { name: string; legend: string }) {
  return <ChoiceGroup name={name} legend={legend} type="radio" options={YES_NO_OPTIONS} optional />;
}

export type Fixed = Partial<Record<"car_id" | "location" | "location_id" | "dealership_slug", string | number>>;

/**
 * The location select (required when shown, left out when there is only one option or the page fixes it)
 * and the preferred dealership select (when the shopper must choose one).
 */
export function PlaceFields({
  ctx,
  fixed,
  locationName,
  locationOptions,
}: {
  ctx: FormContext;
  fixed: Fixed;
  locationName: "location" | "location_id";
  locationOptions?: LocationOption[];
}) {
  const layout = formLayout(ctx);
  const options = locationOptions ?? ctx.locations;
  const showLocation = layout.locationSelect && fixed[locationName] === undefined && options.length > 1;
  const onlyLocation = layout.locationSelect && fixed[locationName] === undefined && options.length === 1 ? options[0] : undefined;
  const showDealership = layout.dealershipRequired && fixed.dealership_slug === undefined;
  return (
    <>
      {showLocation && (
        <SelectField
          name={locationName}
          label="Location"
          placeholder="Choose a location"
          options={options.map((l) => ({ value: String(l.id), label: l.name }))}
        />
      )}
      {onlyLocation && <input type="hidden" name={locationName} value={onlyLocation.id} />}
      {showDealership && (
        <SelectField
          name="dealership_slug"
          label="Preferred dealership"
          placeholder="Choose a dealership"
          options={ctx.dealerships.map((d) => ({ value: d.slug, label: d.name }))}
        />
      )}
    </>
  );
}

export function ConsentFields({ ctx, siteName }: { ctx: FormContext; siteName: string }) {
  const layout = formLayout(ctx);
  return (
    <>
      {layout.optIn && <CheckboxField name="opt_in">Keep me up to date with offers and news from {siteName}.</CheckboxField>}
      {layout.terms && (
        <CheckboxField name="terms_conditions">
          I agree to the{" "}
          <Link to="/terms-and-conditions" className="underline">
            terms of use
          </Link>
          .
        </CheckboxField>
      )}
      <p className="text-xs text-muted sm:col-span-2">
        We use your details to answer this request. See our{" "}
        <Link to="/privacy-policy" className="underline">
          privacy policy
        </Link>
        .
      </p>
    </>
  );
}

export { TextField };
