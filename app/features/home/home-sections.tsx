/**
 * A dealer's home page sections (issue 17). The template names which sections show and in what order
 * (domain/settings/templates.ts); each section is drawn here once, and the hero in the template's style.
 */
import type { ReactNode } from "react";
import { Form, Link } from "~/app/ui/router-links";
import { LocatorMap } from "~/app/features/locations/locator-map";
import type { ClientSite } from "~/server/tenancy/client-site";
import { imageUrl } from "~/domain/images/image-url";
import { READ_PHRASES_PARAM } from "~/domain/listing/query-phrases";
import { EMPTY_LISTING, listingHref } from "~/domain/listing/search-params";
import { formatPrice, groupDigits } from "~/domain/stock/format";
import { bodyLabel, carTypeLabel, showsKilometres } from "~/domain/stock/labels";
import { SLIDE_WIDTHS } from "~/domain/home/slider";
import { countOf, templateLayout, type HeroStyle, type HomeSection } from "~/domain/settings/templates";
import { HERO_SCRIM_OPACITY } from "~/domain/settings/theme";
import type { BrowseOption } from "~/server/stock/stock-overview";
import type { SiteHomeData } from "./home-page.server";
import { PromotionsSlider } from "./promotions-slider";

type SectionProps = { site: ClientSite; data: SiteHomeData };

function SearchForm({ searchPath, tone }: { searchPath: string; tone: "on-brand" | "on-surface" }) {
  return (
    <Form method="get" action={searchPath} className="mt-8 flex max-w-xl gap-2" role="search">
      <label htmlFor="home-search" className="sr-only">
        Search stock
      </label>
      <input
        id="home-search"
        name="query"
        type="search"
        placeholder="Search..."
        className={`min-w-0 flex-1 rounded-brand bg-white px-4 py-3 text-ink ${tone === "on-surface" ? "border border-black/25" : ""}`}
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
  );
}

/** Shortcuts into search beside the hero's search box: stock types, then the most stocked body types. */
function BrowseStock({ options, searchPath, className }: { options: BrowseOption[]; searchPath: string; className: string }) {
  return (
    <nav aria-labelledby="browse-stock" className={className}>
      <h2 id="browse-stock" className="text-sm font-bold uppercase tracking-wide">
        Browse our stock
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {options.map((o) => (
          <li key={`${o.facet}:${o.value}`}>
            <Link
              to={listingHref(searchPath, { ...EMPTY_LISTING, facets: { [o.facet]: [o.value] } })}
              className="inline-block rounded-full border border-black/10 bg-surface px-3 py-1.5 text-sm font-semibold text-ink hover:underline"
            >
              {o.facet === "car_type" ? carTypeLabel(o.value) : bodyLabel(o.value)} ({groupDigits(o.count)})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type HeroImage = NonNullable<SiteHomeData["heroImage"]>;

const heroSrcSet = (src: string) => SLIDE_WIDTHS.map((w) => `${imageUrl(src, { w })} ${w}w`).join(", ");

/**
 * The dealer's hero picture (Theme › Hero picture) behind the hero's words, under a dark scrim that keeps white text
 * readable on any picture (HERO_SCRIM_OPACITY). Decorative: the words say what the section is. The page's largest
 * paint when no promotion is above it, so fetched first then.
 */
function HeroBackdrop({ image, first }: { image: HeroImage; first: boolean }) {
  return (
    <>
      <img
        src={imageUrl(image.src, { w: 1920 })}
        srcSet={heroSrcSet(image.src)}
        sizes="100vw"
        alt=""
        width={image.width}
        height={image.height}
        loading="eager"
        fetchPriority={first ? "high" : "auto"}
        className="absolute inset-0 -z-10 size-full object-cover"
        data-testid="hero-image"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10" style={{ backgroundColor: `rgb(0 0 0 / ${HERO_SCRIM_OPACITY})` }} />
    </>
  );
}

const HEROES: Record<HeroStyle, (props: SectionProps) => ReactNode> = {
  /** Showroom: the brand colour's band (or the dealer's picture), the search beside the stock shortcuts. */
  band: ({ site, data }) => {
    const searchPath = site.settings.search.defaultSearchPath;
    const image = data.heroImage;
    return (
      <section className={image ? "relative isolate overflow-hidden bg-ink text-white" : "bg-brand text-brand-contrast"} data-hero="band">
        {image && <HeroBackdrop image={image} first={data.slider.slides.length === 0} />}
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_22rem] lg:items-center">
          <div>
            <h1 className="max-w-2xl text-3xl font-bold sm:text-5xl">Find your next vehicle at {site.name}</h1>
            {site.tagline && <p className="mt-3 max-w-2xl text-lg opacity-90">{site.tagline}</p>}
            <SearchForm searchPath={searchPath} tone="on-brand" />
          </div>
          {data.browse.length > 0 && (
            <BrowseStock options={data.browse} searchPath={searchPath} className="rounded-brand bg-black/15 p-5" />
          )}
        </div>
      </section>
    );
  },
  /** Boutique: a quiet editorial split, the dealer's picture (or the newest arrival's) beside the heading. */
  editorial: ({ site, data }) => {
    const searchPath = site.settings.search.defaultSearchPath;
    const car = data.cars[0];
    const image = data.heroImage;
    return (
      <section className="border-b border-black/10 bg-surface-alt" data-hero="editorial">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 lg:grid-cols-2 lg:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-ink">{site.name}</p>
            <h1 className="mt-2 text-3xl leading-tight sm:text-5xl">{site.tagline || `Find your next vehicle at ${site.name}`}</h1>
            <SearchForm searchPath={searchPath} tone="on-surface" />
            {data.browse.length > 0 && <BrowseStock options={data.browse} searchPath={searchPath} className="mt-6" />}
          </div>
          {image ? (
            <img
              src={imageUrl(image.src, { w: 960 })}
              srcSet={heroSrcSet(image.src)}
              sizes="(min-width: 1024px) 36rem, 100vw"
              alt=""
              width={960}
              height={720}
              loading="eager"
              fetchPriority={data.slider.slides.length === 0 ? "high" : "auto"}
              className="aspect-[4/3] w-full rounded-brand object-cover shadow-lg"
              data-testid="hero-image"
            />
          ) : (
            car && (
              <figure className="hidden lg:block">
                <img
                  src={imageUrl(car.images[0]?.url ?? "/media/not-found.svg", { w: 640 })}
                  alt=""
                  width={640}
                  height={480}
                  className="aspect-[4/3] w-full rounded-brand object-cover shadow-lg"
                />
                <figcaption className="mt-2 text-sm text-muted">
                  Just in:{" "}
                  <Link to={`/cars/${car.slug}`} className="font-semibold text-ink underline">
                    {car.name}
                  </Link>
                </figcaption>
              </figure>
            )
          )}
        </div>
      </section>
    );
  },
  /** Group: a search panel on ink, with how many dealerships, locations and cars the group has. */
  panel: ({ site, data }) => {
    const searchPath = site.settings.search.defaultSearchPath;
    const total = data.browse.filter((o) => o.facet === "car_type").reduce((n, o) => n + o.count, 0);
    const image = data.heroImage;
    return (
      <section className={`bg-ink text-white ${image ? "relative isolate overflow-hidden" : ""}`} data-hero="panel">
        {image && <HeroBackdrop image={image} first={data.slider.slides.length === 0} />}
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold sm:text-4xl">{`${countOf(site.dealerships.length, "dealership")}, ${countOf(site.locations.length, "location")}, one search`}</h1>
          {site.tagline && <p className="mt-2 text-lg opacity-90">{site.tagline}</p>}
          <div className="mt-6 grid grid-cols-1 gap-6 rounded-brand bg-surface p-5 text-ink lg:grid-cols-[1fr_auto] lg:items-end">
            <div>
              <p className="font-semibold">{total > 0 ? `Search ${groupDigits(total)} vehicles across the group` : "Search our stock"}</p>
              <div className="-mt-6">
                <SearchForm searchPath={searchPath} tone="on-surface" />
              </div>
            </div>
            {data.browse.length > 0 && <BrowseStock options={data.browse.slice(0, 6)} searchPath={searchPath} className="" />}
          </div>
        </div>
      </section>
    );
  },
};

function SectionHeading({ id, title, more }: { id: string; title: string; more?: { href: string; label: string } }) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {more && (
        <Link to={more.href} className="font-semibold text-accent-ink underline">
          {more.label}
        </Link>
      )}
    </div>
  );
}

function Featured({ site, data }: SectionProps) {
  const searchPath = site.settings.search.defaultSearchPath;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="just-arrived" data-section="featured">
      <SectionHeading id="just-arrived" title="Just arrived" more={{ href: searchPath, label: "See all stock" }} />
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
  );
}

function Hours({ data }: SectionProps) {
  if (data.hours.length === 0) return null;
  return (
    <section className="bg-surface-alt" aria-labelledby="opening-hours" data-section="hours">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <SectionHeading id="opening-hours" title="Opening hours" more={{ href: "/dealer-locator", label: "All hours and directions" }} />
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.hours.map((h) => (
            <li key={h.slug} className="rounded-brand border border-black/10 bg-surface p-4">
              <Link to={`/locations/${h.slug}`} className="font-semibold underline">
                {h.name}
              </Link>
              <p className={`mt-1 text-sm font-semibold ${h.open ? "text-green-800" : "text-muted"}`}>{h.status}</p>
              <p className="text-sm">{h.today}</p>
              {h.week.length > 0 && (
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 border-t border-black/10 pt-2 text-sm">
                  {h.week.map((row) => (
                    <div key={row.label} className="contents">
                      <dt className="font-semibold">{row.label}</dt>
                      <dd>{row.hours}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Reviews({ data }: SectionProps) {
  if (!data.reviews) return null;
  const { summary, list } = data.reviews;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="home-reviews" data-section="reviews">
      <SectionHeading id="home-reviews" title="What our customers say" more={{ href: "/reviews", label: "Read every review" }} />
      {summary && (
        <p className="mt-1 text-sm text-muted">{`Rated ${summary.average.toFixed(1)} out of 5 from ${groupDigits(summary.count)} Google reviews`}</p>
      )}
      <ul className="mt-5 grid gap-5 md:grid-cols-3">
        {list.map((r) => (
          <li key={r.id} className="rounded-brand border border-black/10 bg-surface p-5 shadow-sm">
            <p className="text-lg text-amber-700">
              <span aria-hidden="true">{"★".repeat(r.rating)}</span>
              <span className="sr-only">{`${r.rating} out of 5 stars`}</span>
            </p>
            <blockquote className="mt-2 text-sm">{r.text}</blockquote>
            <p className="mt-3 text-sm font-semibold">{r.name}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Offers({ data }: SectionProps) {
  if (data.offers.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="home-offers" data-section="offers">
      <SectionHeading id="home-offers" title="Current offers" more={{ href: "/special-offers", label: "Every offer" }} />
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {data.offers.map((o) => (
          <li key={o.id}>
            <Link to={o.href} className="block h-full rounded-brand bg-brand p-5 text-brand-contrast shadow-sm hover:underline">
              {o.manufacturer && <span className="block text-xs font-bold uppercase tracking-wide opacity-90">{o.manufacturer}</span>}
              <span className="mt-1 block text-lg font-bold">{o.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Brands({ data }: SectionProps) {
  if (data.brands.length === 0) return null;
  return (
    <section className="border-y border-black/10 bg-surface" aria-labelledby="home-brands" data-section="brands">
      <div className="mx-auto max-w-7xl px-4 py-6">
        <h2 id="home-brands" className="text-sm font-bold uppercase tracking-wide text-muted">
          Our brands
        </h2>
        <ul className="-mx-4 mt-3 flex gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {data.brands.map((b) => (
            <li key={b.slug}>
              <Link
                to={`/brands/${b.slug}`}
                className="flex min-w-28 shrink-0 flex-col items-center rounded-brand border border-black/10 px-4 py-3 hover:border-accent"
              >
                <span className="font-heading text-lg font-extrabold tracking-tight">{b.make}</span>
                <span className="text-xs text-muted">{`${groupDigits(b.count)} in stock`}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Locations({ site, data }: SectionProps) {
  if (!data.map) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="home-locations" data-section="locations">
      <SectionHeading
        id="home-locations"
        title={site.settings.labels.locationsTitle}
        more={{ href: "/dealer-locator", label: "Find the nearest" }}
      />
      <div className="mt-5 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <LocatorMap map={data.map} title={`Map of ${site.name}'s locations`} />
        <ol className="space-y-3 text-sm">
          {site.locations.map((l, index) => (
            <li key={l.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast"
              >
                {index + 1}
              </span>
              <span>
                <Link to={`/locations/${l.slug}`} className="font-semibold underline">
                  {l.name}
                </Link>
                <br />
                {`${l.address.street}, ${l.address.suburb} ${l.address.state.toUpperCase()} ${l.address.postcode}`}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const SECTIONS: Record<HomeSection, (props: SectionProps) => ReactNode> = {
  promotions: ({ data }) => <PromotionsSlider slider={data.slider} />,
  hero: (props) => HEROES[templateLayout(props.site.template).hero](props),
  featured: Featured,
  brands: Brands,
  hours: Hours,
  reviews: Reviews,
  locations: Locations,
  offers: Offers,
};

/** The template's home sections, in its order. */
export function HomeSections(props: SectionProps) {
  return (
    <>
      {templateLayout(props.site.template).home.map((section) => {
        const Section = SECTIONS[section];
        return <Section key={section} {...props} />;
      })}
    </>
  );
}
