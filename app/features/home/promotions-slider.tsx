/**
 * The home page's promotions slider (001 §9: 1920 by 540, 790 high on a dealer override), built to the WAI-ARIA
 * carousel pattern: a pause/play button first, previous/next and a picker per slide, arrow keys inside it,
 * rotation that stops while the pointer or focus is in it and never starts under prefers-reduced-motion.
 * No layout shift: every slide sits in one grid cell (the tallest sets the height) and the picture's box comes
 * from its width and height before it loads. The first slide's picture is the page's LCP image: eager, with
 * fetchpriority high; the others load lazily.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { Link } from "~/app/ui/router-links";
import { imageUrl } from "~/domain/images/image-url";
import { useHydrated } from "~/app/ui/use-hydrated";
import { nextSlide, previousSlide, SLIDE_WIDTHS } from "~/domain/home/slider";
import type { WebsiteSettings } from "~/domain/settings/schema";

type Slider = WebsiteSettings["promotionsSlider"];

function srcSet(src: string): string {
  return SLIDE_WIDTHS.map((w) => `${imageUrl(src, { w })} ${w}w`).join(", ");
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** The shopper asks for less motion (false on the server, where nothing moves anyway). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export function PromotionsSlider({ slider }: { slider: Slider }) {
  const { slides, width, height, intervalMs } = slider;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const ready = useHydrated();
  const root = useRef<HTMLElement>(null);
  const count = slides.length;
  const rotating = ready && count > 1 && intervalMs > 0 && !paused && !held && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((i) => nextSlide(i, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, count]);

  const go = useCallback((index: number) => setCurrent(index), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(nextSlide(current, count));
    else if (event.key === "ArrowLeft") go(previousSlide(current, count));
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;
  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label="Promotions"
      className="promotions-slider relative bg-surface-alt"
      data-testid="promotions-slider"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {count > 1 && (
        <div className={`absolute left-2 top-2 z-10 flex gap-1 ${ready ? "" : "invisible"}`}>
          <button
            type="button"
            className="rounded-full bg-black/70 px-3 py-2 text-sm font-semibold text-white"
            onClick={() => setPaused((p) => !p)}
            data-testid="slider-pause"
          >
            {paused || reducedMotion ? "Play" : "Pause"}
            <span className="sr-only"> promotions</span>
          </button>
        </div>
      )}
      <div className="grid" aria-live={rotating ? "off" : "polite"} data-testid="slider-track">
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={`promotions-slide col-start-1 row-start-1 motion-safe:transition-opacity motion-safe:duration-500 ${active ? "visible opacity-100" : "invisible opacity-0"}`}
            >
              <div className="relative">
                <img
                  src={imageUrl(slide.imageUrl, { w: width })}
                  srcSet={srcSet(slide.imageUrl)}
                  sizes="100vw"
                  alt={slide.alt}
                  width={width}
                  height={height}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "low"}
                  decoding={i === 0 ? "sync" : "async"}
                  className="block h-auto w-full object-cover"
                  style={{ aspectRatio: `${width} / ${height}` }}
                />
                <div className="mx-auto max-w-7xl px-4 py-4 sm:absolute sm:inset-x-0 sm:bottom-0 sm:py-8">
                  <div className="max-w-xl sm:rounded-brand sm:bg-black/65 sm:p-5 sm:text-white">
                    <h2 className="text-xl font-bold sm:text-3xl">{slide.title}</h2>
                    {slide.text && <p className="mt-1 line-clamp-2 text-sm sm:text-base">{slide.text}</p>}
                    <Link
                      to={slide.href}
                      className="mt-3 inline-block rounded-brand bg-accent px-4 py-2 font-semibold text-accent-contrast"
                    >
                      {slide.cta}
                      <span className="sr-only">: {slide.title}</span>
                    </Link>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={`mx-auto flex max-w-7xl items-center gap-2 px-4 pb-3 ${ready ? "" : "invisible"}`}>
          <button
            type="button"
            className="min-h-11 min-w-11 rounded-full border border-black/20 bg-surface px-3 font-bold"
            onClick={() => go(previousSlide(current, count))}
            aria-label="Previous promotion"
          >
            ‹
          </button>
          <div className="flex flex-wrap gap-1">
            {slides.map((slide, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Promotion ${i + 1}: ${slide.title}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => go(i)}
                className="flex min-h-11 min-w-11 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full ${i === current ? "bg-accent" : "border border-black/40 bg-surface"}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="min-h-11 min-w-11 rounded-full border border-black/20 bg-surface px-3 font-bold"
            onClick={() => go(nextSlide(current, count))}
            aria-label="Next promotion"
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
