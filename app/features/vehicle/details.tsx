import { placeName } from "~/domain/locations/place-name";
import { useState } from "react";
import { showsKilometres, usedChecksHeading } from "~/domain/stock/labels";
import { collapseComments } from "~/domain/vehicle/dealer-comments";
import { carSpecRows, groupSpecs, visibleSpecs, type SpecKey } from "~/domain/vehicle/specifications";
import type { VehiclePageSettings } from "~/server/tenancy/client-site";
import type { VehicleCar, VehiclePageData } from "~/app/features/vehicle/car-page.server";

const KEY_INFORMATION: readonly SpecKey[] = [
  "carType",
  "year",
  "km",
  "body",
  "transmission",
  "fuel",
  "drive",
  "engine",
  "colour",
  "interiorColour",
  "seats",
  "doors",
  "fuelConsumption",
  "stocknum",
  "vin",
  "rego",
];

export function KeyInformation({ car, location }: { car: VehicleCar; location: VehiclePageData["location"] }) {
  // A new vehicle's kilometres are delivery kilometres, and a caravan has no odometer: not details to show.
  const keys = showsKilometres(car) ? KEY_INFORMATION : KEY_INFORMATION.filter((key) => key !== "km");
  const rows = [...carSpecRows(car, keys), { label: "Location", value: placeName(location) }];
  return (
    <section aria-labelledby="key-info" className="mt-8">
      <h2 id="key-info" className="text-xl font-bold">
        Key information
      </h2>
      <dl className="key-info">
        {rows
          .filter(({ value }) => value !== null)
          .map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/**
 * What the dealer does for a used car. Only checks that were made are claimed: the dealer's inspection (its
 * settings), and a PPSR search only where one is recorded for this car, with its date and what it found.
 */
export function UsedCarChecks({
  car,
  warranty,
  ppsr,
}: {
  car: VehicleCar;
  warranty: VehiclePageSettings["warranty"];
  ppsr: { summary: string } | null;
}) {
  if (car.carType !== "used") return null;
  const checks = [
    ...(warranty.inspectionPoints > 0 ? [`${warranty.inspectionPoints}-point mechanical and safety inspection`] : []),
    ...(ppsr ? [ppsr.summary] : []),
    `${warranty.standardYears + (car.certified ? warranty.certifiedExtraYears : 0)}-year warranty available`,
    ...(warranty.roadsideAssistMonths > 0 ? [`${warranty.roadsideAssistMonths} months roadside assistance`] : []),
    ...(car.certified ? ["Certified pre-owned"] : []),
  ];
  return (
    <section aria-labelledby="used-checks" className="mt-8">
      <h2 id="used-checks" className="text-xl font-bold">
        {usedChecksHeading(car.vehicleKind)}
      </h2>
      <ul className="check-list">
        {checks.map((c) => (
          <li key={c}>
            <span aria-hidden="true">✓</span>
            {c}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DealerComments({ text, limit }: { text: string; limit: number }) {
  const [expanded, setExpanded] = useState(false);
  const view = collapseComments(text, limit);
  if (!view.full) return null;
  return (
    <div data-testid="dealer-comments">
      <p className="whitespace-pre-line">{expanded || !view.collapsible ? view.full : view.preview}</p>
      {view.collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="mt-2 font-semibold text-accent-ink underline"
        >
          {expanded ? "Show less" : "Read more"}
        </button>
      )}
    </div>
  );
}

export function Specifications({ specs, limit }: { specs: VehicleCar["specs"]; limit: number }) {
  const [showAll, setShowAll] = useState(false);
  if (specs.length === 0) return null;
  const { shown, hidden } = visibleSpecs(specs, limit, showAll);
  return (
    <section aria-labelledby="specs" className="mt-8">
      <h2 id="specs" className="text-xl font-bold">
        Specifications
      </h2>
      <div data-testid="specs" className="specs">
        {groupSpecs(shown).map((g) => (
          <div key={g.group}>
            <h3>{g.group}</h3>
            <dl>
              {g.rows.map((r) => (
                <div key={`${g.group}-${r.name}`}>
                  <dt>{r.name}</dt>
                  <dd>{r.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      {(hidden > 0 || showAll) && specs.length > limit && (
        <button
          type="button"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
          className="mt-3 font-semibold text-accent-ink underline"
        >
          {showAll ? "Show fewer" : `Show all ${specs.length} specifications`}
        </button>
      )}
    </section>
  );
}

export function ItemList({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <ul className="item-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
