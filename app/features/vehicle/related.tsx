import { CarCard, type CardLabels } from "~/app/features/search/car-card";
import { useDelegatedLinks } from "~/app/ui/delegated-links";
import type { CardCar } from "~/app/features/search/search-page.server";
import { imageUrl } from "~/domain/images/image-url";
import type { VehiclePageData } from "~/app/features/vehicle/car-page.server";

export function SimilarCars({
  cars,
  labels,
  showViews,
  showSave,
  heading = "Similar cars",
  moreHref,
  moreLabel,
}: {
  cars: CardCar[];
  labels: CardLabels;
  showViews: boolean;
  showSave: boolean;
  heading?: string;
  moreHref?: string;
  /** What the "See more" link finds, e.g. "Hyundai Tucson" (link text that says where it goes). */
  moreLabel?: string;
}) {
  const links = useDelegatedLinks();
  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="similar-cars" className="mt-12" data-testid="similar-cars">
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
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" {...links.handlers}>
        {cars.map((car) => (
          <li key={car.id}>
            <CarCard car={car} eager={false} labels={labels} showViews={showViews} showSave={showSave} />
          </li>
        ))}
      </ul>
      {links.prefetch}
    </section>
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
