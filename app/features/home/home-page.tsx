import { Form, Link } from "react-router";
import { useOptionalSite } from "~/app/site-context";
import { imageUrl } from "~/domain/images/image-url";
import { READ_PHRASES_PARAM } from "~/domain/listing/query-phrases";
import { EMPTY_LISTING, listingHref } from "~/domain/listing/search-params";
import { formatPrice, groupDigits } from "~/domain/stock/format";
import { bodyLabel, carTypeLabel, showsKilometres } from "~/domain/stock/labels";
import type { BrowseOption } from "~/server/stock/stock-overview";
import type { HomePageData } from "./home-page.server";
import { PromotionsSlider } from "./promotions-slider";

/** A dealer's home page (promotions slider, hero with search and stock shortcuts, just-arrived cars), or on the bare host the demo dealers. */
export function HomePage({ data }: { data: HomePageData }) {
  const site = useOptionalSite();
  if (data.kind === "directory" || !site) {
    const port = typeof window === "undefined" ? "" : window.location.port ? `:${window.location.port}` : "";
    return <Directory sites={data.kind === "directory" ? data.sites : []} port={port} />;
  }
  const searchPath = site.settings.search.defaultSearchPath;
  return (
    <>
      <PromotionsSlider slider={site.settings.promotionsSlider} />
      <section className="bg-brand text-brand-contrast">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_22rem] lg:items-center">
          <div>
            <h1 className="max-w-2xl text-3xl font-bold sm:text-5xl">Find your next vehicle at {site.name}</h1>
            {site.tagline && <p className="mt-3 max-w-2xl text-lg opacity-90">{site.tagline}</p>}
            <Form method="get" action={searchPath} className="mt-8 flex max-w-xl gap-2" role="search">
              <label htmlFor="home-search" className="sr-only">
                Search stock
              </label>
              <input
                id="home-search"
                name="query"
                type="search"
                placeholder="Search..."
                className="min-w-0 flex-1 rounded-brand bg-white px-4 py-3 text-ink"
              />
              {/* Its text is read as filters ("used suv under 30000"). */}
              <button
                type="submit"
                name={READ_PHRASES_PARAM}
                value="1"
                className="rounded-brand bg-accent px-5 py-3 font-semibold text-accent-contrast"
              >
                Search
              </button>
            </Form>
          </div>
          {data.browse.length > 0 && <BrowseStock options={data.browse} searchPath={searchPath} />}
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="just-arrived">
        <div className="flex items-end justify-between">
          <h2 id="just-arrived" className="text-2xl font-bold">
            Just arrived
          </h2>
          <Link to={searchPath} className="font-semibold text-accent-ink underline">
            See all stock
          </Link>
        </div>
        {data.cars.length === 0 && (
          // A new dealer's site before its first stock feed: a sentence, never an empty grid.
          <p className="mt-6 rounded-brand border border-dashed border-black/20 p-6 text-center" data-testid="no-stock">
            No cars are in stock just yet: new arrivals will show here.{" "}
            <Link to="/contact" className="font-semibold text-accent-ink underline">
              Contact us
            </Link>{" "}
            and we&apos;ll help you find the right one.
          </p>
        )}
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {data.cars.map((car, index) => (
            <li key={car.id} className="overflow-hidden rounded-brand border border-black/10 bg-surface shadow-sm">
              <Link to={`/cars/${car.slug}`} className="block">
                <img
                  src={imageUrl(car.images[0]?.url ?? "/media/not-found.svg", { w: 480 })}
                  alt={car.name}
                  width={480}
                  height={360}
                  loading={index < 4 ? "eager" : "lazy"}
                  className="aspect-[4/3] w-full bg-surface-alt object-cover"
                />
                <div className="p-4">
                  <h3 className="font-semibold">{car.name}</h3>
                  <p className="mt-1 text-lg font-bold">{formatPrice(car.price, site.settings.labels.noPriceText)}</p>
                  <p className="text-sm text-muted">{showsKilometres(car) ? `${groupDigits(car.km)} km` : carTypeLabel(car.carType)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Shortcuts into search beside the hero's search box: stock types, then the most stocked body types. */
function BrowseStock({ options, searchPath }: { options: BrowseOption[]; searchPath: string }) {
  return (
    <nav aria-labelledby="browse-stock" className="rounded-brand bg-black/15 p-5">
      <h2 id="browse-stock" className="text-sm font-bold uppercase tracking-wide">
        Browse our stock
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {options.map((o) => (
          <li key={`${o.facet}:${o.value}`}>
            <Link
              to={listingHref(searchPath, { ...EMPTY_LISTING, facets: { [o.facet]: [o.value] } })}
              className="inline-block rounded-full bg-surface px-3 py-1.5 text-sm font-semibold text-ink hover:underline"
            >
              {o.facet === "car_type" ? carTypeLabel(o.value) : bodyLabel(o.value)} ({groupDigits(o.count)})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bare host's page: every demo dealer site, each on its own host. */
function Directory({ sites, port }: { sites: Array<{ slug: string; name: string; template: string }>; port: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Demo dealer sites</h1>
      <p className="mt-2 text-gray-600">Each dealer site is served on its own host.</p>
      <ul className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {sites.map((s) => (
          <li key={s.slug} className="flex items-center justify-between p-4">
            <span>
              <span className="font-semibold">{s.name}</span> <span className="text-sm text-gray-600">({s.template})</span>
            </span>
            <a className="text-blue-700 underline" href={`http://${s.slug}.localhost${port}/`}>
              {s.slug}.localhost{port}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
