import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Link } from "~/app/ui/router-links";
import { SaveCarButton } from "~/app/features/watchlist/save-car-button";
import { comparePath } from "~/domain/compare/compare-list";
import { imageUrl } from "~/domain/images/image-url";
import type { ComparePageData } from "./compare-page.server";
import { setCompareList, useCompareList } from "./compare-store";
import { useHydrated } from "~/app/ui/use-hydrated";
import { ButtonLink } from "~/app/ui/button";
import { useSite } from "~/app/site-context";
import { siteVehicleNoun } from "~/domain/stock/labels";

/** Up to three cars side by side, with a switch to show only the rows that differ. */
export function ComparePage({ data: d }: { data: ComparePageData }) {
  const navigate = useNavigate();
  const stored = useCompareList();
  const hydrated = useHydrated();
  const ids = d.cars.map((c) => c.id);
  const noun = siteVehicleNoun(useSite().settings.vehicleKinds);

  // Opened bare (from the tray of another tab, say): show the browser's list.
  useEffect(() => {
    if (hydrated && !d.hasIds && stored.length > 0) navigate(comparePath(stored.map((c) => c.id)), { replace: true });
  }, [hydrated, d.hasIds, stored, navigate]);
  // The URL is the comparison being looked at: the browser's list follows it.
  useEffect(() => {
    if (hydrated && d.cars.length > 0) setCompareList(d.cars);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, ids.join(",")]);

  if (d.cars.length === 0) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">Compare {noun}s</h1>
        <p className="mt-3 text-muted">
          Pick up to 3 {noun}s with “Compare” on any {noun}, then compare them here side by side.
        </p>
        <ButtonLink to={d.searchPath} className="mt-6 inline-block">
          Browse stock
        </ButtonLink>
      </section>
    );
  }

  const without = (id: number) =>
    comparePath(
      ids.filter((x) => x !== id),
      { diffOnly: d.diffOnly },
    );
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Compare {noun}s</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Link
            to={comparePath(ids, { diffOnly: !d.diffOnly })}
            replace
            preventScrollReset
            role="switch"
            aria-checked={d.diffOnly}
            data-testid="diff-toggle"
            className="inline-flex items-center gap-2 rounded-brand border border-black/15 px-3 py-2 font-semibold"
          >
            <span className={`inline-block h-4 w-7 rounded-full p-0.5 ${d.diffOnly ? "bg-accent" : "bg-black/20"}`}>
              <span className={`block h-3 w-3 rounded-full bg-white transition-transform ${d.diffOnly ? "translate-x-3" : ""}`} />
            </span>
            Only differences
          </Link>
          <ShareLink path={comparePath(ids, { diffOnly: d.diffOnly })} />
        </div>
      </div>

      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm" data-testid="compare-table">
          <caption className="sr-only">Side-by-side comparison of {d.cars.length} cars</caption>
          <thead>
            <tr>
              <td className="w-32 sm:w-44" />
              {d.cars.map((car) => (
                <th key={car.id} scope="col" className="p-2 text-left align-top font-normal normal-case tracking-normal">
                  <div className="relative">
                    <Link to={`/cars/${car.slug}`}>
                      <img
                        src={imageUrl(car.image ?? "/media/not-found.svg", { w: 375 })}
                        alt=""
                        width={375}
                        height={281}
                        className="aspect-[4/3] w-full rounded-brand bg-surface-alt object-cover"
                      />
                    </Link>
                    <div className="absolute right-2 top-2">
                      <SaveCarButton carId={car.id} carName={car.name} />
                    </div>
                  </div>
                  <Link to={`/cars/${car.slug}`} className="mt-2 block font-semibold hover:underline" data-testid="compare-car-name">
                    {car.name}
                  </Link>
                  <Link
                    to={without(car.id)}
                    className="mt-1 inline-block text-xs text-muted underline"
                    aria-label={`Remove ${car.name} from the comparison`}
                  >
                    Remove
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.rows.length === 0 && (
              <tr>
                <td colSpan={d.cars.length + 1} className="p-6 text-center text-muted">
                  These cars are the same on every row we compare.
                </td>
              </tr>
            )}
            {d.rows.map((row) => (
              <tr key={row.key} className="border-t border-black/10" data-row={row.key} data-differs={row.differs ? "true" : "false"}>
                <th scope="row" className="bg-surface-alt p-2 text-left font-semibold">
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={ids[i]} className={`p-2 ${row.differs ? "font-semibold" : ""}`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-xs text-muted">
        Finance estimates are a guide only, not a quote or an offer of credit, and assume the dealer's standard estimate term, deposit and
        final payment.
      </p>
    </section>
  );
}

function ShareLink({ path }: { path: string }) {
  const hydrated = useHydrated();
  if (!hydrated || typeof navigator === "undefined" || !navigator.clipboard) {
    return (
      <a href={path} className="text-accent-ink underline">
        Link to this comparison
      </a>
    );
  }
  return (
    <button
      type="button"
      className="rounded-brand border border-black/15 px-3 py-2 font-semibold"
      onClick={(event) => {
        const button = event.currentTarget;
        void navigator.clipboard.writeText(new URL(path, window.location.href).toString()).then(
          () => (button.textContent = "Link copied"),
          () => (button.textContent = "Copy failed"),
        );
      }}
    >
      Copy link
    </button>
  );
}
