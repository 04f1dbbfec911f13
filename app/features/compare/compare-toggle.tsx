/**
 * "Compare" on cards and vehicle pages: adds the car to the browser's compare list (up to 3) and shows the
 * tray. Without JavaScript it is a link to the compare page for this car.
 */
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { comparePath, MAX_COMPARE } from "~/domain/compare/compare-list";
import { OwnedCompareTray } from "./compare-tray";
import { toggleCompareItem, useCompareList, type CompareItem } from "./compare-store";
import { useHydrated } from "~/app/ui/use-hydrated";

export type CompareToggleProps = { car: CompareItem; className?: string };

export function CompareToggle({ car, className = "" }: CompareToggleProps) {
  const root = useRouteLoaderData("root") as { site?: { settings?: { features?: { compare?: boolean } } } | null } | undefined;
  const list = useCompareList();
  const hydrated = useHydrated();
  const [full, setFull] = useState(false);
  if (root?.site?.settings?.features?.compare === false) return null;

  const picked = list.some((c) => c.id === car.id);
  // The look is `.compare-toggle` in app.css (pressed: the accent colour), not utilities repeated on every card.
  const base = className ? `compare-toggle ${className}` : "compare-toggle";

  if (!hydrated) {
    return (
      // Before hydration: a plain link (no router hooks per card; the card list delegates clicks, useDelegatedLinks).
      // Crawlers are kept off comparisons by robots.txt (domain/vehicle/sitemap.ts), not by rel=nofollow on every card.
      <a href={comparePath([car.id])} className={base}>
        Compare
      </a>
    );
  }
  return (
    <>
      <button type="button" className={base} aria-pressed={picked} onClick={() => setFull(toggleCompareItem(car) === "full")}>
        <span aria-hidden="true">{picked ? "✓" : "+"}</span> {picked ? "Comparing" : "Compare"}
        <span className="sr-only"> {car.name}</span>
      </button>
      {full && !picked && (
        <span role="status" className="ml-2 text-xs text-muted">
          You can compare up to {MAX_COMPARE} cars. Remove one first.
        </span>
      )}
      <OwnedCompareTray />
    </>
  );
}
