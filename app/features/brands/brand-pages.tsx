/** The brand pages: every make the dealer sells, one make, its model range and offers, and the dealerships selling it. */
import { Link } from "~/app/ui/router-links";
import { useSite } from "~/app/site-context";
import { CarCard } from "~/app/features/search/car-card";
import { DelegatedLinkList } from "~/app/ui/delegated-links";
import { ButtonLink } from "~/app/ui/button";
import { formatAud, groupDigits } from "~/domain/stock/format";
import { carTypeLabel } from "~/domain/stock/labels";
import type { Brand } from "~/domain/brands/brands";
import type { loadBrandOverview, loadBrandPage, loadBrandsPage, loadDealershipsByMake } from "./brands.server";

type BrandsData = ReturnType<typeof loadBrandsPage>;
type BrandData = ReturnType<typeof loadBrandPage>;
type OverviewData = Awaited<ReturnType<typeof loadBrandOverview>>;
type DealershipsData = ReturnType<typeof loadDealershipsByMake>;

function useNoun(): string {
  const kinds = useSite().settings.vehicleKinds;
  return kinds.length === 1 && kinds[0] === "car" ? "car" : "vehicle";
}

const inStock = (count: number, noun: string) =>
  count > 0 ? `${groupDigits(count)} ${noun}${count === 1 ? "" : "s"} in stock` : "Ask about stock";

/** The dealer's logo for the make, or the make's name set as a wordmark (no logo is bundled: they are the makers' marks). */
export function BrandMark({ brand, size = "md" }: { brand: Pick<Brand, "make" | "logoUrl">; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-24 w-40" : "h-16 w-28";
  if (brand.logoUrl)
    return <img src={brand.logoUrl} alt={`${brand.make} logo`} className={`${box} object-contain`} width={160} height={96} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} flex items-center justify-center rounded-brand bg-surface-alt px-2 text-center font-bold uppercase tracking-wide ${size === "lg" ? "text-2xl" : "text-lg"}`}
    >
      {brand.make}
    </span>
  );
}

export function BrandsPage({ data }: { data: BrandsData }) {
  const noun = useNoun();
  const franchised = data.brands.filter((b) => b.franchised);
  const others = data.brands.filter((b) => !b.franchised);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Our brands</h1>
      {franchised.length > 0 && (
        <>
          <p className="mt-2 text-muted">The makes we sell new, with our service and parts behind them.</p>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" aria-label="Brands we sell new">
            {franchised.map((b) => (
              <li key={b.slug}>
                <Link
                  to={`/brands/${b.slug}`}
                  className="flex h-full flex-col items-center gap-3 rounded-brand border border-black/10 bg-surface p-4 text-center shadow-sm hover:border-black/30"
                >
                  <BrandMark brand={b} />
                  <span className="font-semibold">{b.make}</span>
                  <span className="text-sm text-muted">{inStock(b.count, noun)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {others.length > 0 && (
        <section aria-labelledby="other-makes" className="mt-10">
          <h2 id="other-makes" className="text-xl font-bold">
            {franchised.length > 0 ? `Other makes in our used and demo stock` : `Makes in stock`}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
            {others.map((b) => (
              <li key={b.slug}>
                <Link to={`/brands/${b.slug}`} className="underline">
                  {b.make}
                </Link>{" "}
                <span className="text-sm text-muted">({groupDigits(b.count)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.brands.length === 0 && <p className="mt-6 text-muted">No brands to show right now.</p>}
    </div>
  );
}

function DealershipList({ dealerships, level = 3 }: { dealerships: BrandData["dealerships"]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {dealerships.map((d) => (
        <li key={d.slug} className="rounded-brand border border-black/10 bg-surface p-5 shadow-sm">
          <Heading className="text-lg font-bold">{d.name}</Heading>
          {d.phone && (
            <a href={`tel:${d.phone.replace(/\s/g, "")}`} className="mt-1 block font-semibold text-accent-ink underline">
              {d.phone}
            </a>
          )}
          <ul className="mt-3 space-y-3 text-sm">
            {d.locations.map((l) => (
              <li key={l.slug}>
                <Link to={`/locations/${l.slug}`} className="font-semibold underline">
                  {l.name}
                </Link>
                <br />
                {l.address.street}, {l.address.suburb} {l.address.state.toUpperCase()} {l.address.postcode}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function BrandPage({ data }: { data: BrandData }) {
  const noun = useNoun();
  const { brand } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/brands" className="underline">
          Brands
        </Link>{" "}
        / <span>{brand.make}</span>
      </nav>
      <div className="mt-4 flex flex-wrap items-center gap-6">
        <BrandMark brand={brand} size="lg" />
        <div>
          <h1 className="text-3xl font-bold">{brand.make}</h1>
          <p className="mt-1 text-muted">{inStock(brand.count, noun)}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={data.searchHref}>Browse {brand.make} stock</ButtonLink>
        <ButtonLink to={`/${brand.slug}/overview`} variant="secondary">
          Model range and offers
        </ButtonLink>
        {data.dealerships.length > 0 && (
          <ButtonLink to={`/dealerships/${brand.slug}?filter=brand`} variant="secondary">
            {brand.make} dealerships
          </ButtonLink>
        )}
      </div>
      {data.carTypes.length > 0 && (
        <section aria-labelledby="by-type" className="mt-10">
          <h2 id="by-type" className="text-xl font-bold">
            {brand.make} {noun}s by type
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {data.carTypes.map((t) => (
              <li key={t.carType}>
                <Link to={t.href} className="inline-block rounded-brand border border-black/15 px-4 py-2 hover:bg-surface-alt">
                  {carTypeLabel(t.carType)} ({groupDigits(t.count)})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.models.length > 0 && (
        <section aria-labelledby="popular-models" className="mt-10">
          <h2 id="popular-models" className="text-xl font-bold">
            Popular {brand.make} models
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {data.models.map((m) => (
              <li key={m.model}>
                <Link to={`${data.searchHref}&model=${encodeURIComponent(m.model)}`} className="underline">
                  {m.model}
                </Link>{" "}
                <span className="text-sm text-muted">({groupDigits(m.count)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.dealerships.length > 0 && (
        <section aria-labelledby="where" className="mt-10">
          <h2 id="where" className="text-xl font-bold">
            Where to find {brand.make}
          </h2>
          <DealershipList dealerships={data.dealerships} />
        </section>
      )}
    </div>
  );
}

export function BrandOverviewPage({ data }: { data: OverviewData }) {
  const site = useSite();
  const noun = useNoun();
  const { brand } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/brands" className="underline">
          Brands
        </Link>{" "}
        /{" "}
        <Link to={`/brands/${brand.slug}`} className="underline">
          {brand.make}
        </Link>{" "}
        / <span>Overview</span>
      </nav>
      <h1 className="mt-4 text-3xl font-bold">{brand.make} range, offers and stock</h1>
      <section aria-labelledby="range" className="mt-8">
        <h2 id="range" className="text-xl font-bold">
          Model range
        </h2>
        {data.models.length === 0 ? (
          <p className="mt-2 text-muted">
            No {brand.make} {noun}s in stock right now. Ask us what is coming.
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {data.models.map((m) => (
              <li key={m.model}>
                <Link
                  to={m.href}
                  className="flex h-full flex-col rounded-brand border border-black/10 bg-surface p-4 shadow-sm hover:border-black/30"
                >
                  <span className="text-lg font-semibold">
                    {brand.make} {m.model}
                  </span>
                  <span className="text-sm text-muted">{inStock(m.count, noun)}</span>
                  {m.fromPrice !== null && m.fromPrice > 0 && <span className="mt-1 text-sm">From {formatAud(m.fromPrice)}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="brand-offers" className="mt-10">
        <h2 id="brand-offers" className="text-xl font-bold">
          {brand.make} offers
        </h2>
        {data.offers.length === 0 ? (
          <p className="mt-2 text-muted">
            No {brand.make} offers right now. See all our{" "}
            <Link to="/special-offers" className="underline">
              special offers
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-3 space-y-2">
            {data.offers.map((o) => (
              <li key={o.id}>
                <Link to={o.path} className="font-semibold underline">
                  {o.name}
                </Link>
                {o.category && <span className="text-sm text-muted"> · {o.category}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.cars.length > 0 && (
        <section aria-labelledby="latest" className="mt-10">
          <h2 id="latest" className="text-xl font-bold">
            Latest {brand.make} stock
          </h2>
          <DelegatedLinkList className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {data.cars.map((car, i) => (
              <li key={car.id}>
                <CarCard
                  car={car}
                  eager={i < 3}
                  labels={site.settings.labels}
                  showViews={site.settings.features.viewsOnCards}
                  showSave={site.settings.features.garage}
                />
              </li>
            ))}
          </DelegatedLinkList>
          <ButtonLink to={data.searchHref} className="mt-6 inline-block">
            See all {groupDigits(data.count)} {brand.make} {noun}s
          </ButtonLink>
        </section>
      )}
    </div>
  );
}

export function DealershipsByMakePage({ data }: { data: DealershipsData }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/brands" className="underline">
          Brands
        </Link>{" "}
        /{" "}
        <Link to={`/brands/${data.brand.slug}`} className="underline">
          {data.brand.make}
        </Link>{" "}
        / <span>Dealerships</span>
      </nav>
      <h1 className="mt-4 text-3xl font-bold">{data.brand.make} dealerships</h1>
      <p className="mt-2 text-muted">
        {data.dealerships.length === 1 ? "Our dealership" : `Our ${data.dealerships.length} dealerships`} selling {data.brand.make}.
      </p>
      <DealershipList dealerships={data.dealerships} level={2} />
    </div>
  );
}
