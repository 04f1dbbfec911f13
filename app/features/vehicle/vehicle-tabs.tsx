import { useId, useState, type KeyboardEvent } from "react";
import type { Tab } from "~/server/vehicle/tabs";
import { DealerComments } from "./details";

/** ARIA tabs; without JavaScript every panel shows (the noscript style below). */
export function VehicleTabs({
  tabs,
  comments,
  features,
  commentsLimit,
  reserveHref,
  reserveLabel = "Reserve Online",
}: {
  reserveHref?: string;
  /** The checkout button's words: "Reserve Online" or "Buy Online". */
  reserveLabel?: string;
  tabs: Tab[];
  comments: string;
  features: readonly string[];
  commentsLimit: number;
}) {
  const [active, setActive] = useState(0);
  const id = useId();
  if (tabs.length === 0) return null;
  const onKey = (e: KeyboardEvent) => {
    const next =
      e.key === "ArrowRight"
        ? active + 1
        : e.key === "ArrowLeft"
          ? active - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? tabs.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    setActive(index);
    document.getElementById(`${id}-tab-${index}`)?.focus();
  };
  return (
    <section aria-label="About this car" className="vehicle-tabs" data-testid="vehicle-tabs">
      <noscript>
        <style>{"[data-tabpanel]{display:block!important}[data-tablist]{display:none!important}"}</style>
      </noscript>
      <div role="tablist" aria-label="About this car" className="vehicle-tablist" data-tablist onKeyDown={onKey}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            id={`${id}-tab-${i}`}
            role="tab"
            type="button"
            aria-selected={active === i}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={active === i ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.id}
          id={`${id}-panel-${i}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${i}`}
          tabIndex={0}
          hidden={active !== i}
          data-tabpanel
          className={t.kind === "text" ? "tab-text" : undefined}
        >
          <h2 className="sr-only">{t.label}</h2>
          {t.kind === "comments" && <DealerComments text={comments} limit={commentsLimit} />}
          {t.kind === "features" && (
            <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {features.map((f) => (
                <li key={f}>{`• ${f}`}</li>
              ))}
            </ul>
          )}
          {t.kind === "text" &&
            t.blocks.map((b, j) =>
              b.kind === "h" ? (
                <h3 key={j}>{b.text}</h3>
              ) : b.kind === "ul" ? (
                <ul key={j}>
                  {b.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={j}>{b.text}</p>
              ),
            )}
          {t.id === "reserveOnline" && reserveHref && (
            <a href={reserveHref} className="accent-button mt-2 inline-block" data-testid="tab-reserve">
              {reserveLabel}
            </a>
          )}
        </div>
      ))}
    </section>
  );
}
