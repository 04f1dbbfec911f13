/** A location page: address, opening hours, phone, map links and the location's enquiry form. */
import type { FormContext } from "~/domain/forms/context";
import { FormPage } from "./form-page";
import { LeadForm } from "./lead-form";
import type { LocationView, Place } from "./location-place";
import { OpeningHoursTable } from "~/app/features/locations/opening-hours-table";

export function LocationDetails({ location, headingLevel = 2 }: { location: LocationView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-label={location.name}
      className="rounded-brand border border-black/10 bg-surface p-5 shadow-sm"
      data-testid="location-details"
    >
      {location.typeLabel && <p className="text-xs font-bold uppercase tracking-wide text-muted">{location.typeLabel}</p>}
      <Heading className="mt-1 text-lg font-bold">{location.name}</Heading>
      <address className="mt-2 text-sm not-italic">
        {location.address.street}
        <br />
        {location.address.suburb} {location.address.state.toUpperCase()} {location.address.postcode}
      </address>
      {location.phone && (
        <a href={`tel:${location.phone.replace(/\s/g, "")}`} className="mt-3 block font-semibold text-accent-ink underline">
          {location.phone}
        </a>
      )}
      {location.email && (
        <a href={`mailto:${location.email}`} className="mt-1 block text-sm break-all underline">
          {location.email}
        </a>
      )}
      <OpeningHoursTable rows={location.hours} captionClassName="mb-1 text-left font-semibold" />
      {location.holidayHours.length > 0 && (
        <div data-testid="holiday-hours">
          <OpeningHoursTable rows={location.holidayHours} caption="Holiday hours" captionClassName="mb-1 text-left font-semibold" />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
        <a href={location.mapUrl} target="_blank" rel="noopener" className="underline">
          View on map<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={location.directionsUrl} target="_blank" rel="noopener" className="underline">
          Get directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}

export function LocationPage({
  place,
  ctx,
  siteName,
  variant,
}: {
  place: Place;
  ctx: FormContext;
  siteName: string;
  variant: "location" | "contact";
}) {
  if (place.kind === "dealership") {
    const { dealership, locations } = place;
    const options = ctx.locations.filter((l) => locations.some((x) => x.id === l.id));
    return (
      <FormPage
        title={dealership.name}
        intro={`Find ${dealership.name}'s locations and send us an enquiry.`}
        aside={locations.map((l) => (
          <LocationDetails key={l.id} location={l} />
        ))}
      >
        <h2 className="mb-4 text-xl font-bold">Enquire with {dealership.name}</h2>
        <LeadForm
          kind="enquiry"
          ctx={ctx}
          siteName={siteName}
          fixed={{ dealership_slug: dealership.slug }}
          locationOptions={options}
          submitLabel="Send enquiry"
        />
      </FormPage>
    );
  }
  const { location } = place;
  const fixed = { location: location.id, ...(location.dealership ? { dealership_slug: location.dealership.slug } : {}) };
  return (
    <FormPage
      title={variant === "contact" ? `Contact ${location.name}` : location.name}
      intro={
        variant === "contact"
          ? "Send us a message and our team at this location will get back to you."
          : `${location.address.suburb} ${location.address.state.toUpperCase()}`
      }
      aside={<LocationDetails location={location} />}
      asideFirstOnPhone={variant === "location"}
    >
      <h2 className="mb-4 text-xl font-bold">{variant === "contact" ? "Send an enquiry" : `Enquire at ${location.name}`}</h2>
      <LeadForm kind="enquiry" ctx={ctx} siteName={siteName} fixed={fixed} submitLabel="Send enquiry" />
    </FormPage>
  );
}
