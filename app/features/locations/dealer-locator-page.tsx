/** The site's locations as cards: address, phone, opening hours and directions (a swipeable row on phones). */
import { useSite } from "~/app/site-context";
import { locationGridLayout, openingHoursRows } from "~/domain/locations/opening-hours";
import { OpeningHoursTable } from "~/app/features/locations/opening-hours-table";

const TYPE_LABELS: Record<string, string> = { sales: "Sales", service: "Service", parts: "Parts" };

export function DealerLocatorPage() {
  const site = useSite();
  const layout = locationGridLayout(site.locations.length);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{site.settings.labels.locationsTitle}</h1>
      {layout.showSwipeHint && <p className="mt-2 text-sm text-muted sm:hidden">Swipe to see all {site.locations.length} locations.</p>}
      <ul
        className={`mt-6 flex snap-x gap-4 overflow-x-auto pb-4 sm:grid sm:grid-cols-2 sm:overflow-visible ${layout.xlColumns === 4 ? "xl:grid-cols-4" : "xl:grid-cols-3"}`}
      >
        {site.locations.map((location) => (
          <li
            key={location.id}
            className="w-72 shrink-0 snap-start rounded-brand border border-black/10 bg-surface p-5 shadow-sm sm:w-auto"
          >
            {location.locationType && (
              <p className="text-xs font-bold uppercase tracking-wide text-muted">
                {TYPE_LABELS[location.locationType] ?? location.locationType}
              </p>
            )}
            <h2 className="mt-1 text-lg font-bold">{location.name}</h2>
            <address className="mt-2 text-sm not-italic">
              {location.address.street}
              <br />
              {location.address.suburb} {location.address.state.toUpperCase()} {location.address.postcode}
            </address>
            {location.contactDetail.phone && (
              <a
                href={`tel:${location.contactDetail.phone.replace(/\s/g, "")}`}
                className="mt-2 block font-semibold text-accent-ink underline"
              >
                {location.contactDetail.phone}
              </a>
            )}
            <OpeningHoursTable rows={openingHoursRows(location.openingHours)} captionClassName="sr-only" />
            <a
              href={`https://www.google.com/maps/dir/?api=1&destination=${location.latitude},${location.longitude}`}
              rel="noopener"
              target="_blank"
              className="mt-4 inline-block text-sm font-semibold underline"
            >
              Get directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
