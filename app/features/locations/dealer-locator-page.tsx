/**
 * The dealer locator: a map of every visible location, "nearest to me" by postcode, and a card per location with
 * its hours (open now by its own clock) and links to its page, contact form and directions. More than 3 locations:
 * 4 columns at xl and a swipeable row with a hint on phones; 3 or fewer stack.
 */
import { LocationPhone } from "~/app/features/phone-reveal/phone-reveal";
import { Form } from "~/app/ui/router-links";
import { useSite } from "~/app/site-context";
import { OpeningHoursTable } from "~/app/features/locations/opening-hours-table";
import { Button } from "~/app/ui/button";
import type { DealerLocatorData } from "./dealer-locator-page.server";
import { LocatorMap } from "./locator-map";

export function DealerLocatorPage({ data }: { data: DealerLocatorData }) {
  const site = useSite();
  const { layout } = data;
  const swipe = layout.showSwipeHint;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{site.settings.labels.locationsTitle}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LocatorMap map={data.map} title={`Map of ${site.name} locations`} />
        <section aria-labelledby="nearest-heading" className="self-start rounded-brand border border-black/10 bg-surface-alt p-5">
          <h2 id="nearest-heading" className="text-xl font-bold">
            Find your nearest
          </h2>
          <Form method="get" className="mt-3" preventScrollReset>
            <label htmlFor="postcode" className="block text-sm font-semibold">
              Your postcode
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id="postcode"
                name="postcode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={4}
                pattern="\d{4}"
                defaultValue={data.postcode}
                aria-invalid={data.postcodeError ? true : undefined}
                aria-describedby={data.postcodeError ? "postcode-error" : undefined}
                className="w-28 min-w-0 rounded-brand border border-black/30 bg-surface px-3 py-2"
              />
              <Button type="submit" size="sm">
                Find nearest
              </Button>
            </div>
            {data.postcodeError && (
              <p id="postcode-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
                {data.postcodeError}
              </p>
            )}
          </Form>
          {data.nearest && (
            <p className="mt-3 text-sm" role="status">
              Nearest to {data.postcode} first: <strong>{data.locations[0]?.name}</strong>, {data.locations[0]?.distance} away.
            </p>
          )}
        </section>
      </div>
      {swipe && <p className="mt-6 text-sm text-muted sm:hidden">Swipe to see all {data.locations.length} locations.</p>}
      <ul
        aria-label="Locations"
        className={`relative mt-4 gap-4 ${swipe ? "flex snap-x overflow-x-auto pb-4" : "grid grid-cols-1"} sm:grid sm:grid-cols-2 sm:overflow-visible ${layout.xlColumns === 4 ? "xl:grid-cols-4" : "xl:grid-cols-3"}`}
      >
        {data.locations.map((location) => (
          <li
            key={location.id}
            data-location={location.slug}
            className={`${swipe ? "w-[85%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none" : ""} flex flex-col rounded-brand border border-black/10 bg-surface p-5 shadow-sm`}
          >
            <p className="flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-muted">
              <span className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-red-700 text-white" aria-hidden="true">
                {location.number}
              </span>
              {location.typeLabel}
              {location.distance && <span className="ml-auto normal-case tracking-normal text-current">{location.distance}</span>}
            </p>
            <h2 className="mt-2 text-lg font-bold">{location.name}</h2>
            <address className="mt-2 text-sm not-italic">
              {location.address.street}
              <br />
              {location.address.suburb} {location.address.state.toUpperCase()} {location.address.postcode}
            </address>
            {location.phone && <LocationPhone locationId={location.id} phone={location.phone} className="mt-2" />}
            <p className={`mt-3 text-sm font-semibold ${location.openNow.open ? "text-green-800" : "text-muted"}`}>
              {location.openNow.label}
            </p>
            <OpeningHoursTable rows={location.hours} captionClassName="sr-only" />
            {location.holidayHours.length > 0 && (
              <OpeningHoursTable
                rows={location.holidayHours}
                caption="Holiday hours"
                captionClassName="mt-2 text-left text-sm font-semibold"
              />
            )}
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
              <a href={`/locations/${location.slug}`} className="underline">
                Details<span className="sr-only"> of {location.name}</span>
              </a>
              <a href={`/contact-us/${location.slug}`} className="underline">
                Contact<span className="sr-only"> {location.name}</span>
              </a>
              <a href={`/our-location/${location.slug}`} className="underline">
                Find us<span className="sr-only"> at {location.name}</span>
              </a>
              <a href={location.directionsUrl} rel="noopener" target="_blank" className="underline">
                Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
