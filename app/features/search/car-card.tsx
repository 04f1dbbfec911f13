import { CompareToggle } from "~/app/features/compare/compare-toggle";
import { SaveCarButton } from "~/app/features/watchlist/save-car-button";
import { imageSrcSet, imageUrl } from "~/domain/images/image-url";
import { formatKm, formatPrice, groupDigits, priceTypeLabel } from "~/domain/stock/format";
import { carTypeLabel, transmissionLabel } from "~/domain/stock/labels";
import { carPath } from "~/domain/vehicle/seo";
import type { BadgeTone } from "~/app/ui/badge";
import type { CardCar } from "./search-page.server";

/** A tag's colour: a Badge's tone (app/ui/badge.tsx), drawn by `.car-card-tag.tag-…` in search.css (one short class per card). */
const TAG_TONES: Record<string, BadgeTone> = {
  sold: "danger",
  fuel: "success",
  reserved: "warning",
  certified: "brand",
  text: "accent",
  "coming-soon": "ink",
  "just-arrived": "accent",
};

/** Two widths: a phone (2-3x) takes 960, a desktop or tablet at 1x 640. A 320 served only screens under ~700 px at 1x, and
 *  cost every card ~55 bytes (issue 18's page budget). */
const CARD_WIDTHS = [640, 960];

/** How wide a card is on screen in the search results (three, two or one a row). */
export const RESULTS_CARD_SIZES = "(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 92vw";

export type CardLabels = { noPriceText: string; findSimilarButton: string; enquireButton: string };

/**
 * A stock card. A search page shows 21 of them, so the card's look lives in app.css and search.css (`.car-card…`)
 * rather than in utility classes repeated in every card, each text is one string (no React text separators), and its
 * links are plain anchors: the list around the cards navigates in the app and prefetches a car's page on intent for all
 * of them (useDelegatedLinks), rather than a router <Link> per link (issue 18's page budget and render time). The
 * title's link covers the whole card (`.car-card-body h3 a::after`), so the picture and "View details" (drawn by CSS)
 * open the car without links of their own (one link per car for a screen reader or the Tab key, not two); the heart and Compare sit
 * above it.
 */
export function CarCard({
  car,
  eager,
  priority = false,
  labels,
  showViews,
  showSave,
  sizes = RESULTS_CARD_SIZES,
}: {
  car: CardCar;
  /** Loaded at once (first row) rather than when scrolled near. */
  eager: boolean;
  /** The likely largest paint: fetched before other images. */
  priority?: boolean;
  labels: CardLabels;
  showViews: boolean;
  showSave: boolean;
  /** The card's width on screen, for the browser's choice of image width (the `sizes` attribute). */
  sizes?: string;
}) {
  const image = car.image ?? "/media/not-found.svg";
  const sold = car.status === "sold";
  const path = carPath(car.slug);
  const facts = [
    carTypeLabel(car.car_type),
    car.showKm ? formatKm(car.km) : null,
    car.transmission ? transmissionLabel(car.transmission) : null,
    showViews && car.views > 0 ? `${groupDigits(car.views)} views` : null,
  ].filter(Boolean);
  return (
    // A card says its status only when the car is not simply in stock (most cards are: ~24 bytes each).
    <article className="car-card" data-status={car.status === "in_stock" ? undefined : car.status}>
      <div className="car-card-media">
        <img
          src={imageUrl(image, { w: 640 })}
          srcSet={imageSrcSet(image, CARD_WIDTHS)}
          sizes={sizes}
          alt=""
          width={480}
          height={360}
          loading={eager ? undefined : "lazy"}
          fetchPriority={priority ? "high" : undefined}
        />
        {car.cardTag && <span className={`car-card-tag tag-${TAG_TONES[car.cardTag.kind]}`}>{car.cardTag.label}</span>}
        <span className="car-card-location">{car.locationName}</span>
        {!sold && showSave && <SaveCarButton carId={car.id} carName={car.name} />}
      </div>
      <div className="car-card-body">
        <h3>
          <a href={path}>{car.name}</a>
        </h3>
        <p className="car-card-meta">{facts.join(" · ")}</p>
        <p className="car-card-price">
          {formatPrice(car.price, labels.noPriceText)}
          {car.price ? <span>{priceTypeLabel(car.price_type)}</span> : null}
        </p>
        <div className="car-card-actions">
          {sold ? (
            <a href={car.similarHref ?? path} className="car-card-similar">
              {labels.findSimilarButton}
            </a>
          ) : (
            // "View details" beside it is drawn by CSS (`.car-card-actions::before`), over the title's link.
            <CompareToggle car={{ id: car.id, name: car.name, slug: car.slug, image: car.image }} />
          )}
        </div>
      </div>
    </article>
  );
}
