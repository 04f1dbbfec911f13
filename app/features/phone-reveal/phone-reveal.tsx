/**
 * "Show number" (000 §7 phone reveal): on dealers that switch it on, the number of a car's or a location's
 * team appears after a press, which the server logs for the dealer's lead report. The number is not in the
 * page until then.
 */
import { useRef, useState } from "react";
import { useOptionalSite } from "~/app/site-context";
import { useHydrated } from "~/app/ui/use-hydrated";
import type { PhoneRevealAnswer } from "./phone-reveal-action.server";

type Props = ({ carId: number; locationId?: never } | { locationId: number; carId?: never }) & { className?: string };

export function PhoneReveal({ carId, locationId, className = "" }: Props) {
  const site = useOptionalSite();
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "shown"; phone: string; tel: string | null } | { kind: "error" }>({
    kind: "idle",
  });
  const link = useRef<HTMLAnchorElement>(null);
  const hydrated = useHydrated();
  if (!site?.settings.features.phoneReveal) return null;

  async function reveal() {
    setState({ kind: "busy" });
    try {
      const response = await fetch("/api/phone-reveal", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(carId ? { car_id: carId } : { location_id: locationId }),
      });
      const answer = (await response.json()) as PhoneRevealAnswer;
      if (!answer.ok) throw new Error(answer.error);
      setState({ kind: "shown", phone: answer.phone, tel: answer.tel });
      requestAnimationFrame(() => link.current?.focus());
    } catch {
      setState({ kind: "error" });
    }
  }

  if (state.kind === "shown")
    return (
      <p className={className} data-testid="phone-revealed">
        {state.tel ? (
          <a ref={link} href={state.tel} className="font-bold text-accent-ink underline">
            <span className="sr-only">Call </span>
            {state.phone}
          </a>
        ) : (
          <span className="font-bold">{state.phone}</span>
        )}
      </p>
    );
  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => void reveal()}
        disabled={state.kind === "busy"}
        className="min-h-11 rounded-brand border-2 border-brand px-4 py-2 font-semibold text-brand-ink disabled:opacity-60"
        data-testid="phone-reveal"
        data-hydrated={hydrated ? "true" : undefined}
      >
        {state.kind === "busy" ? "Showing…" : "Show number"}
      </button>
      {state.kind === "error" && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          Sorry, the number could not be shown. Please try again.
        </p>
      )}
    </div>
  );
}

/** A location card's number: behind "Show number" where the dealer has phone reveal on, else a tel link as before. */
export function LocationPhone({ locationId, phone, className = "" }: { locationId: number; phone: string; className?: string }) {
  const site = useOptionalSite();
  if (site?.settings.features.phoneReveal) return <PhoneReveal locationId={locationId} className={className} />;
  return (
    <a href={`tel:${phone.replace(/\s/g, "")}`} className={`${className} block font-semibold text-accent-ink underline`}>
      {phone}
    </a>
  );
}
