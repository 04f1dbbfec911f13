import { useEffect, useRef, type ReactNode, type Ref } from "react";
import { CarCard, type CardLabels } from "~/app/features/search/car-card";
import { useHydrated } from "~/app/ui/use-hydrated";
import { useOnDemandJson } from "~/app/ui/use-on-demand-json";
import { useDelegatedLinks } from "~/app/ui/delegated-links";
import type { CardCar } from "~/app/features/search/search-page.server";
import { imageUrl } from "~/domain/images/image-url";
import type { VehiclePageData } from "~/app/features/vehicle/car-page.server";

type SimilarProps = {
  labels: CardLabels;
  showViews: boolean;
  showSave: boolean;
  heading?: string;
  moreHref?: string;
  /** What the "See more" link finds, e.g. "Hyundai Tucson" (link text that says where it goes). */
  moreLabel?: string;
};

const DEFAULT_HEADING = "Similar cars";

function SimilarSection({
  heading = DEFAULT_HEADING,
  moreHref,
  moreLabel,
  sectionRef,
  children,
}: Pick<SimilarProps, "heading" | "moreHref" | "moreLabel"> & { sectionRef?: Ref<HTMLElement>; children: ReactNode }) {
  return (
    <section aria-labelledby="similar-cars" className="mt-12" data-testid="similar-cars" ref={sectionRef}>
      <div className="flex items-end justify-between gap-4">
        <h2 id="similar-cars" className="text-2xl font-bold">
          {heading}
        </h2>
        {moreHref && (
          <a href={moreHref} className="font-semibold text-accent-ink underline">
            {moreLabel ? `See more ${moreLabel} for sale` : `See more ${heading.toLowerCase()}`}
          </a>
        )}
      </div>
      {children}
    </section>
  );
}

/** Four a row on a desktop, two on a tablet, one on a phone (`.similar-grid`). */
const SIMILAR_CARD_SIZES = "(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 92vw";

function SimilarList({ cars, labels, showViews, showSave }: { cars: CardCar[] } & SimilarProps) {
  const links = useDelegatedLinks();
  return (
    <>
      <ul className="similar-grid" {...links.handlers}>
        {cars.map((car) => (
          <li key={car.id}>
            <CarCard car={car} eager={false} labels={labels} showViews={showViews} showSave={showSave} sizes={SIMILAR_CARD_SIZES} />
          </li>
        ))}
      </ul>
      {links.prefetch}
    </>
  );
}

/** Similar cars the server already picked (a sold car's page offers them in its place). */
export function SimilarCars({ cars, ...props }: { cars: CardCar[] } & SimilarProps) {
  if (cars.length === 0) return null;
  return (
    <SimilarSection {...props}>
      <SimilarList cars={cars} {...props} />
    </SimilarSection>
  );
}

/** How far below the screen the shopper may be when the similar cars are asked for: they are there on arrival. */
const NEAR = "800px 0px";

/**
 * A car page's similar cars, fetched when the shopper scrolls near them (GET /api/cars/{slug}/similar): the page's
 * HTML and data carry only their heading, the "See more" link (all a page without JavaScript offers) and how many
 * there are, which hold their place while they load (issue 18's page budget and render time).
 */
export function SimilarCarsOnDemand({ slug, count, ...props }: { slug: string; count: number } & SimilarProps) {
  const { state, load, retry } = useOnDemandJson<{ cars: CardCar[] }>(`/api/cars/${encodeURIComponent(slug)}/similar`);
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = section.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [load]);
  if (count === 0) return null;
  const noun = (props.heading ?? DEFAULT_HEADING).toLowerCase();
  return (
    <SimilarSection {...props} sectionRef={section}>
      {state.status === "ready" ? (
        <SimilarList cars={state.value.cars} {...props} />
      ) : state.status === "error" ? (
        <p role="alert" className="similar-state">
          {`Sorry, the ${noun} could not be loaded. `}
          <button type="button" onClick={retry} className="underline">
            Try again
          </button>
        </p>
      ) : (
        hydrated && (
          <ul className="similar-grid" aria-busy="true" aria-label={`Loading ${noun}`}>
            {Array.from({ length: count }, (_, i) => (
              <li key={i} className="card-placeholder" />
            ))}
          </ul>
        )
      )}
    </SimilarSection>
  );
}

export function RelatedPosts({ posts }: { posts: VehiclePageData["posts"] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="mt-12">
      <h2 id="related-posts" className="text-2xl font-bold">
        From our blog
      </h2>
      <ul className="related-posts">
        {posts.map((p) => (
          <li key={p.slug}>
            <a href={`/blog/${p.slug}`} className="block">
              <img src={imageUrl(p.imageUrl, { w: 375 })} alt="" width={375} height={375} loading="lazy" decoding="async" />
              <div>
                <p>{p.category}</p>
                <h3>{p.title}</h3>
                <p>{p.excerpt}</p>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
