/** The fields of each lead form, in the order a shopper fills them in. */
import type { ReactNode } from "react";
import type { LeadKind } from "~/domain/forms";
import type { FormContext, LocationOption } from "~/domain/forms/context";
import { formLayout } from "~/domain/forms/context";
import { fleetVehicleTypes } from "~/domain/forms/fleet";
import { ENQUIRY_CATEGORIES } from "~/domain/forms/normalise";
import { useOptionalSite } from "~/app/site-context";
import { siteVehicleNoun } from "~/domain/stock/labels";
import { REGO_MAX_LENGTH } from "./field-options";
import { ChoiceGroup, SelectField, TextAreaField, TextField } from "./fields";
import { ConsentFields, ContactFields, type Fixed, PlaceFields, PreferredContactField, YesNoField } from "./form-sections";
import { TradeInFields } from "./trade-in-fields";

export type KindFieldsProps = {
  kind: LeadKind;
  ctx: FormContext;
  fixed: Fixed;
  siteName: string;
  locationOptions?: LocationOption[];
  aboutCar: boolean;
};

/** Extra services an enquiry about a car can ask for (additional_services). */
export const ADDITIONAL_SERVICES = ["Finance", "Insurance", "Extended warranty", "Trade-in valuation"] as const;

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {title && <h3 className="text-base font-bold sm:col-span-2">{title}</h3>}
      {children}
    </div>
  );
}

export function KindFields(props: KindFieldsProps) {
  const { kind, ctx, fixed, siteName, locationOptions, aboutCar } = props;
  const layout = formLayout(ctx);
  // The form names the shopper's own vehicle as the dealer's stock is named ("Your caravan's rego"); a car outside a site.
  const shopperVehicle = siteVehicleNoun(useOptionalSite()?.settings.vehicleKinds ?? ["car"]);
  const place = (
    <PlaceFields
      ctx={ctx}
      fixed={fixed}
      locationName={kind === "trade-in" ? "location_id" : "location"}
      locationOptions={locationOptions}
    />
  );
  const consent = <ConsentFields ctx={ctx} siteName={siteName} />;

  switch (kind) {
    case "enquiry":
      return (
        <Section>
          <ContactFields />
          {layout.categorySelect && (
            <SelectField name="category" label="Enquiry type" options={ENQUIRY_CATEGORIES.map((c) => ({ value: c, label: c }))} />
          )}
          {place}
          <TextAreaField name="message" label="Comments" optional={!layout.commentsRequired} />
          <TextField
            name="rego"
            label={`Your ${shopperVehicle}'s rego`}
            optional
            maxLength={REGO_MAX_LENGTH + 2}
            autoComplete="off"
            hint="Helps us with service and trade-in enquiries."
          />
          {aboutCar && (
            <>
              <ChoiceGroup
                name="additional_services"
                legend="I'm also interested in"
                type="checkbox"
                optional
                options={ADDITIONAL_SERVICES.map((s) => ({ value: s, label: s }))}
              />
              <YesNoField name="has_trade_in" legend="Do you have a trade-in?" />
            </>
          )}
          <PreferredContactField />
          {consent}
        </Section>
      );
    case "test-drive":
      return (
        <Section>
          <ContactFields />
          <TextField name="date" label="Preferred date" type="date" optional />
          <TextField name="time" label="Preferred time" type="time" optional />
          {place}
          <YesNoField name="has_trade_in" legend="Do you have a trade-in?" />
          <TextAreaField name="message" label="Comments" optional />
          <PreferredContactField />
          {consent}
        </Section>
      );
    case "request-photos":
      return (
        <Section>
          <ContactFields />
          <TextAreaField name="message" label="Which photos would you like?" optional rows={3} />
          <PreferredContactField />
          {consent}
        </Section>
      );
    case "finance":
      return (
        <Section>
          <ContactFields />
          {place}
          <YesNoField name="has_trade_in" legend="Do you have a trade-in?" />
          <YesNoField name="under_finance" legend="Is your current car under finance?" />
          <TextAreaField name="message" label="Comments" optional />
          <PreferredContactField />
          {consent}
        </Section>
      );
    case "careers":
      return (
        <Section>
          <ContactFields />
          {place}
          <TextAreaField name="message" label="Comments" optional={!layout.commentsRequired} rows={6} />
          <PreferredContactField />
          {consent}
        </Section>
      );
    case "trade-in":
      return <TradeInFields place={place} consent={consent} />;
    case "fleet":
      return (
        <Section>
          <ContactFields />
          <TextField name="company" label="Business name" autoComplete="organization" />
          <TextField name="fleet_size" label="How many vehicles?" optional inputMode="numeric" autoComplete="off" />
          <ChoiceGroup
            name="vehicle_types"
            legend="Vehicle types"
            type="checkbox"
            optional
            options={fleetVehicleTypes(ctx.vehicleKinds).map((t) => ({ value: t, label: t }))}
          />
          {place}
          <TextAreaField name="message" label="Tell us about your fleet" optional rows={4} />
          <PreferredContactField />
          {consent}
        </Section>
      );
  }
}
