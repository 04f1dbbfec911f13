/** A stock card's data, built one way for search results and similar cars. */
import { cardTag, type CardTag } from "~/domain/stock/card-tag";
import { showsKilometres } from "~/domain/stock/labels";
import type { Site } from "~/server/tenancy/site-directory";
import type { CarHit } from "./search-documents";

/**
 * What a card shows: a few fields of the hit, not the whole hit (pages stay small to send and hydrate; issue 18).
 * The card's links are built from the slug (`carPath`); only a sold car carries its 'Find Me Something Similar' link.
 */
export type CardCar = Pick<
  CarHit,
  "id" | "slug" | "name" | "car_type" | "km" | "transmission" | "price" | "price_type" | "views" | "status"
> & {
  image: string | null;
  locationName: string;
  cardTag: CardTag | null;
  similarHref?: string;
  /** The odometer is shown (not on a new vehicle nor a caravan). */
  showKm: boolean;
};

export function similarSearchHref(site: Site, car: { make: string; model: string }): string {
  return `${site.settings.search.defaultSearchPath.replace(/\/$/, "")}?${new URLSearchParams({ make: car.make, model: car.model })}`;
}

export function toCardCar(hit: CarHit, site: Site, now: number): CardCar {
  const card: CardCar = {
    id: hit.id,
    slug: hit.slug,
    name: hit.name,
    car_type: hit.car_type,
    km: hit.km,
    transmission: hit.transmission,
    price: hit.price,
    price_type: hit.price_type,
    views: hit.views,
    status: hit.status,
    image: hit.images[0]?.url ?? null,
    locationName: hit.location.name,
    showKm: showsKilometres({ carType: hit.car_type, vehicleKind: hit.vehicle_kind }),
    cardTag: cardTag(
      { ...hit, carType: hit.car_type, arrivedAt: Date.parse(hit.arrived_at) },
      { ...site.settings.stock, fuelTags: site.settings.features.fuelTags },
      now,
    ),
  };
  if (hit.status === "sold") card.similarHref = similarSearchHref(site, hit);
  return card;
}
