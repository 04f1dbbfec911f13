import { Link } from "react-router";
import { CompareToggle } from "~/app/features/compare/compare-toggle";
import { SaveCarButton } from "~/app/features/watchlist/save-car-button";
import { imageSrcSet, imageUrl } from "~/domain/images/image-url";
import { formatKm, formatPrice, groupDigits, priceTypeLabel } from "~/domain/stock/format";
import { carTypeLabel, transmissionLabel } from "~/domain/stock/labels";
import { Badge, type BadgeTone } from "~/app/ui/badge";
import { ButtonLink } from "~/app/ui/button";
import type { CardCar } from "./search-page.server";

const TAG_TONES: Record<string, BadgeTone> = {
  sold: "danger",
  fuel: "success",
  reserved: "warning",
  certified: "brand",
  text: "accent",
  "coming-soon": "ink",
  "just-arrived": "accent",
};

export type CardLabels = { noPriceText: string; findSimilarButton: string; enquireButton: string };

export function CarCard({
  car,
  eager,
  priority = false,
  labels,
  showViews,
  showSave,
}: {
  car: CardCar;
  /** Loaded at once (first row) rather than when scrolled near. */
  eager: boolean;
  /** The likely largest paint: fetched before other images. */
  priority?: boolean;
  labels: CardLabels;
  showViews: boolean;
  showSave: boolean;
}) {
  const image = car.image ?? "/media/not-found.svg";
  const sold = car.status === "sold";
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-brand border border-black/10 bg-surface shadow-sm"
      aria-labelledby={`car-${car.id}`}
      data-status={car.status}
    >
      <div className="relative">
        <Link to={car.path} prefetch="intent" tabIndex={-1} aria-hidden="true">
          <img
            src={imageUrl(image, { w: 480 })}
            srcSet={imageSrcSet(image, [320, 480, 640, 960])}
            sizes="(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 92vw"
            alt=""
            width={480}
            height={360}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            className={`aspect-[4/3] w-full bg-surface-alt object-cover ${sold ? "opacity-70 grayscale" : ""}`}
          />
        </Link>
        {car.cardTag && (
          <Badge tone={TAG_TONES[car.cardTag.kind]} className="absolute left-2 top-2">
            {car.cardTag.label}
          </Badge>
        )}
        <span className="absolute bottom-2 left-2 rounded-brand bg-black/75 px-2 py-1 text-xs text-white">{car.locationName}</span>
        {!sold && showSave && <SaveCarButton carId={car.id} carName={car.name} className="absolute right-2 top-2" />}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 id={`car-${car.id}`} className="text-base font-semibold leading-snug">
          <Link to={car.path} prefetch="intent" className="hover:underline">
            {car.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">
          {carTypeLabel(car.car_type)}
          {car.showKm && ` · ${formatKm(car.km)}`}
          {car.transmission && ` · ${transmissionLabel(car.transmission)}`}
        </p>
        <p className="mt-3 text-xl font-bold">
          {formatPrice(car.price, labels.noPriceText)}
          {car.price ? <span className="ml-1 text-xs font-normal text-muted">{priceTypeLabel(car.price_type)}</span> : null}
        </p>
        {showViews && car.views > 0 && <p className="mt-1 text-xs text-muted">{groupDigits(car.views)} views</p>}
        <div className="mt-auto pt-4">
          {sold ? (
            <Link
              to={car.similarHref}
              className="block rounded-brand border-2 border-brand px-3 py-2 text-center text-sm font-semibold text-brand-ink"
            >
              {labels.findSimilarButton}
            </Link>
          ) : (
            <div className="flex gap-2">
              <ButtonLink to={car.path} prefetch="intent" size="card" className="flex-1 text-center">
                View details<span className="sr-only"> of {car.name}</span>
              </ButtonLink>
              <CompareToggle car={{ id: car.id, name: car.name, slug: car.slug, image: car.image }} />
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
