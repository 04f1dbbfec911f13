/**
 * The heart on cards and vehicle pages. Signed out, it submits the page's sign-in form (type=watchlist) with its car,
 * and sign-in comes back here with the car saved. Signed in, it is a form posting to the watchlist API (so it works without
 * JavaScript); with JavaScript the list updates at once, then the call, then a toast, or a rollback and an alert.
 */
import { useCallback, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { signInPath } from "~/domain/auth/gates";
import { useSignedInUser } from "~/app/features/auth/use-signed-in-user";
import { Toast, type ToastMessage } from "~/app/ui/toast";
import { changeSaved, useWatchlist } from "./watchlist-store";
import { SAVE_SIGN_IN_FORM_ID } from "./save-sign-in-form";

export type SaveCarButtonProps = {
  carId: number;
  carName: string;
  /** What the server already knows (e.g. on the garage page); the shared list takes over once loaded. */
  saved?: boolean;
  /** "icon": a round heart for image overlays; "button": heart and text, for the vehicle page sidebar. */
  variant?: "icon" | "button";
  className?: string;
};

const DEFAULT_TOAST_MS = 1_000_000;

export function SaveCarButton({ carId, carName, saved: savedHint, variant = "icon", className = "" }: SaveCarButtonProps) {
  const user = useSignedInUser();
  const location = useLocation();
  const navigate = useNavigate();
  const root = useRouteLoaderData("root") as
    { site?: { settings?: { toastRemoveDelayMs?: number; features?: { garage?: boolean } } } | null } | undefined;
  const removeAfterMs = root?.site?.settings?.toastRemoveDelayMs ?? DEFAULT_TOAST_MS;
  const garageLink = root?.site?.settings?.features?.garage === false ? undefined : { label: "View garage", href: "/my-garage" };
  const watchlist = useWatchlist(user?.id ?? null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  const here = `${location.pathname}${location.search}`;
  const saved = watchlist.status === "ready" ? watchlist.ids.has(carId) : !!savedHint;
  const label = saved ? `Remove ${carName} from your garage` : `Save ${carName} to your garage`;
  // The heart is the button's own ::before (`.heart` in app.css, filled by data-saved="true"): no element or SVG of its
  // own in each of a search page's 21 cards.
  const shape =
    variant === "icon"
      ? "heart save-icon"
      : "heart inline-flex items-center gap-2 rounded-brand border border-black/15 bg-surface px-4 py-3 font-semibold text-ink hover:bg-surface-alt";
  const text = variant === "button" && <span>{saved ? "Saved" : "Save"}</span>;
  // The icon's name is its title (also the tooltip): a search page has 21 hearts, each saying it once (issue 18). The
  // button's visible text is short, so its name is spelled out.
  const ariaLabel = variant === "button" ? label : undefined;

  if (!user) {
    // Submits the page's one sign-in form (SaveSignInForm, in the site shell) with this car.
    return (
      <button
        type="submit"
        form={SAVE_SIGN_IN_FORM_ID}
        name="car_id"
        value={carId}
        aria-label={ariaLabel}
        title={label}
        className={className ? `${shape} ${className}` : shape}
      >
        {text}
      </button>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const save = !saved;
    const outcome = await changeSaved(carId, save);
    if (outcome.ok) {
      setToast({
        id: Date.now(),
        tone: "success",
        text: save ? `${carName} saved to your garage.` : `${carName} removed from your garage.`,
        action: save ? garageLink : undefined,
      });
      return;
    }
    if (outcome.status === 401) {
      // The session ended (expired or signed out elsewhere): sign in again and come back with the car saved.
      navigate(signInPath("watchlist", here, here, save ? { car_id: String(carId) } : {}));
      return;
    }
    setToast({ id: Date.now(), tone: "error", text: "Sorry, we couldn't update your garage. Please try again." });
  }

  return (
    <form method="post" action={`/api/watchlist/${saved ? "remove-car" : "save-car"}`} onSubmit={onSubmit} className="inline">
      <input type="hidden" name="car_id" value={carId} />
      <input type="hidden" name="redirect" value={here} />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={ariaLabel}
        title={label}
        className={className ? `${shape} ${className}` : shape}
        data-saved={saved ? "true" : "false"}
        disabled={watchlist.status === "loading"}
      >
        {text}
      </button>
      <Toast toast={toast} onClose={closeToast} removeAfterMs={removeAfterMs} />
    </form>
  );
}
