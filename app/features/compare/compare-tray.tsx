/**
 * The compare tray: a bar at the bottom of the screen listing the picked cars, with a link to the compare
 * page. Rendered once per page by whichever compare toggle mounted first (so pages need not place it),
 * or placed explicitly by a layout with <CompareTray />.
 */
import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { Link } from "~/app/ui/router-links";
import { imageUrl } from "~/domain/images/image-url";
import { comparePath, MAX_COMPARE } from "~/domain/compare/compare-list";
import { clearCompareList, removeCompareItem, useCompareList } from "./compare-store";
import { useHydrated } from "~/app/ui/use-hydrated";
import { buttonClass } from "~/app/ui/button";
import { COMPARE_TRAY_HEIGHT_VAR, usePublishedHeight } from "~/app/ui/bottom-bars";

const owners: string[] = [];
const ownerListeners = new Set<() => void>();
const notifyOwners = () => ownerListeners.forEach((l) => l());
const subscribeOwners = (l: () => void) => {
  ownerListeners.add(l);
  return () => ownerListeners.delete(l);
};

/** True for the one mounted component that should draw the tray. */
export function useTrayOwner(): boolean {
  const id = useId();
  useEffect(() => {
    owners.push(id);
    notifyOwners();
    return () => {
      owners.splice(owners.indexOf(id), 1);
      notifyOwners();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribeOwners,
    () => owners[0] === id,
    () => false,
  );
}

export function CompareTray() {
  const list = useCompareList();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const tray = useRef<HTMLElement>(null);
  const shown = hydrated && list.length > 0 && pathname !== "/compare";
  usePublishedHeight(tray, COMPARE_TRAY_HEIGHT_VAR, shown);
  if (!shown) return null;
  return createPortal(
    <aside
      ref={tray}
      aria-label="Cars to compare"
      data-testid="compare-tray"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-surface/95 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto">
          {list.map((car) => (
            <li key={car.id} className="flex shrink-0 items-center gap-2 rounded-brand bg-surface-alt py-1 pl-1 pr-2 text-sm">
              {car.image && (
                <img src={imageUrl(car.image, { w: 80 })} alt="" width={48} height={36} className="h-9 w-12 rounded object-cover" />
              )}
              <span className="max-w-36 truncate">{car.name}</span>
              <button
                type="button"
                onClick={() => removeCompareItem(car.id)}
                aria-label={`Remove ${car.name} from compare`}
                className="px-1 text-lg leading-none text-muted"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <span className="hidden text-sm text-muted sm:inline">
          {list.length}/{MAX_COMPARE}
        </span>
        <button type="button" onClick={clearCompareList} className="hidden text-sm text-muted underline sm:inline">
          Clear
        </button>
        <Link to={comparePath(list.map((c) => c.id))} className={buttonClass({ size: "sm" }, "shrink-0")} data-testid="compare-open">
          Compare ({list.length})
        </Link>
      </div>
    </aside>,
    document.body,
  );
}

/** The tray, drawn only by the owning component of the page. */
export function OwnedCompareTray() {
  const owner = useTrayOwner();
  return owner ? <CompareTray /> : null;
}
