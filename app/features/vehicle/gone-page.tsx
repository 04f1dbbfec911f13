import type { CardLabels } from "~/app/features/search/car-card";
import type { CardCar } from "~/app/features/search/search-page.server";
import { buttonClass } from "~/app/ui/button";
import { SimilarCars } from "./related";

/** A car that is sold, hidden or another dealer's: it is no longer available here; similar cars are. */
export function GonePage({
  similar,
  searchHref,
  labels,
  showViews,
  showSave,
  noun,
}: {
  /** What the site's vehicles are called: "car", "caravan", "motorcycle" or "vehicle". */
  noun: string;
  similar: CardCar[];
  searchHref: string;
  labels: CardLabels;
  showViews: boolean;
  showSave: boolean;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" data-testid="car-gone">
      <p className="text-sm font-semibold text-muted">410</p>
      <h1 className="mt-2 text-3xl font-bold">This {noun} is no longer available</h1>
      <p className="mt-3 max-w-2xl text-muted">It may have been sold or taken off our website. Here are similar {noun}s you might like.</p>
      <a href={searchHref} className={buttonClass({}, "mt-6 inline-block")}>
        {labels.findSimilarButton}
      </a>
      <SimilarCars cars={similar} labels={labels} showViews={showViews} showSave={showSave} heading={`Similar ${noun}s available now`} />
    </div>
  );
}
