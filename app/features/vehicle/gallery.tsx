import { useEffect, useRef, useState, type ReactNode } from "react";
import { useOnDemandJson, type OnDemand } from "~/app/ui/use-on-demand-json";
import {
  gallerySlides,
  hasSpinFrames,
  hasThumbnails,
  spinCodeUrl,
  videoSource,
  viewerModes,
  viewerModeLabel,
  type Slide,
  type ViewerMedia,
  type ViewerMode,
} from "~/domain/vehicle/gallery";
import { imageUrl } from "~/domain/images/image-url";
import { CarImage } from "./car-image";
import { SpinViewer } from "./spin-viewer";
import type { VehicleCar } from "~/app/features/vehicle/car-page.server";

const MAIN_WIDTHS = [480, 640, 750, 960, 1280];
const MAIN_SIZES = "(min-width: 1280px) 780px, (min-width: 1024px) 62vw, 100vw";

/**
 * Photos in a scroll-snap strip (swipe works without JavaScript; thumbnails are links to each slide),
 * an inserted video slide, and the spin, walkaround and interior modes as alternatives.
 * The first photo is the page's largest paint: fixed aspect ratio, eager, high priority.
 */
export function Gallery({
  car,
  thumbnailsAbove,
  spinIntervalMs,
  spinProviderUrl = null,
  sold,
}: {
  car: VehicleCar;
  thumbnailsAbove: number;
  spinIntervalMs: number;
  /** The dealer's spin provider URL template, for spin codes that are not URLs (settings vehiclePage.spinProviderUrl). */
  spinProviderUrl?: string | null;
  sold: boolean;
}) {
  const modes = viewerModes({ ...car, spinProviderUrl });
  const [mode, setMode] = useState<ViewerMode>("gallery");
  const media = useOnDemandJson<ViewerMedia>(`/api/cars/${encodeURIComponent(car.slug)}/viewer`);
  // The spin frames and interior photos are fetched for the mode that shows them: on intent (hover, focus) and on pick.
  const needsMedia = (m: ViewerMode) => m === "interior" || (m === "spinner" && hasSpinFrames(car));
  const label = (m: ViewerMode) => viewerModeLabel(m, car.vehicleKind);
  return (
    <section aria-label="Photos and videos" className="min-w-0">
      {modes.length > 1 && (
        <div role="group" aria-label="Viewer" className="viewer-modes">
          {modes.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onPointerEnter={needsMedia(m) ? media.load : undefined}
              onFocus={needsMedia(m) ? media.load : undefined}
              onClick={() => {
                if (needsMedia(m)) media.load();
                setMode(m);
              }}
            >
              {label(m)}
            </button>
          ))}
        </div>
      )}
      {/* The photo strip stays mounted so switching modes never re-downloads the hero image. */}
      <div hidden={mode !== "gallery"}>
        <SlideStrip
          slides={gallerySlides(car)}
          name={car.name}
          showThumbs={hasThumbnails(car.images.length, thumbnailsAbove)}
          sold={sold}
          id="photos"
        />
      </div>
      {mode === "spinner" &&
        (hasSpinFrames(car) ? (
          <MediaState state={media.state} what={label("spinner")} retry={media.retry}>
            {(m) => <SpinViewer frames={m.spinImages} hotspots={m.hotspots} intervalMs={spinIntervalMs} name={car.name} />}
          </MediaState>
        ) : (
          <SpinCode car={car} providerUrl={spinProviderUrl} />
        ))}
      {mode === "walkaround" && car.walkaroundUrl && <Walkaround url={car.walkaroundUrl} name={car.name} />}
      {mode === "interior" && (
        <MediaState state={media.state} what={label("interior")} retry={media.retry}>
          {(m) => (
            <SlideStrip
              slides={m.interiorImages.map((img, index) => ({ kind: "image", url: img.url, thumb: img.thumb?.url || img.url, index }))}
              name={`${car.name} ${label("interior").toLowerCase()}`}
              showThumbs={hasThumbnails(m.interiorImages.length, thumbnailsAbove)}
              sold={false}
              id="interior"
            />
          )}
        </MediaState>
      )}
    </section>
  );
}

/** The mode's media once loaded; until then a frame of the same shape that says so, or what went wrong and a retry. */
function MediaState({
  state,
  what,
  retry,
  children,
}: {
  state: OnDemand<ViewerMedia>;
  what: string;
  retry: () => void;
  children: (media: ViewerMedia) => ReactNode;
}) {
  if (state.status === "ready") return children(state.value);
  return (
    <div className="viewer-media-state" data-testid="viewer-media-state">
      {state.status === "error" ? (
        <p role="alert">
          {`Sorry, the ${what.toLowerCase()} could not be loaded. `}
          <button type="button" onClick={retry} className="underline">
            Try again
          </button>
        </p>
      ) : (
        <p role="status">{`Loading the ${what.toLowerCase()}…`}</p>
      )}
    </div>
  );
}

function SpinCode({ car, providerUrl }: { car: VehicleCar; providerUrl: string | null }) {
  const url = car.spinCode ? spinCodeUrl(car.spinCode, providerUrl) : null;
  return url ? (
    <iframe
      src={url}
      title={`360° view of ${car.name}`}
      data-testid="spin-frame"
      loading="lazy"
      className="aspect-[4/3] w-full border-0 bg-surface-alt"
      allow="fullscreen"
    />
  ) : null;
}

function Walkaround({ url, name }: { url: string; name: string }) {
  const video = videoSource(url);
  if (!video) return null;
  return video.embed ? (
    <iframe
      src={video.src}
      title={`Walkaround video of ${name}`}
      className="aspect-[4/3] w-full border-0 bg-black"
      allow="fullscreen; picture-in-picture"
    />
  ) : (
    <video
      src={video.src}
      controls
      playsInline
      preload="metadata"
      className="aspect-[4/3] w-full bg-black"
      aria-label={`Walkaround video of ${name}`}
    />
  );
}

/**
 * True once the page has loaded: the photos after the first and the thumbnails wait for it, so they do not
 * compete with the hero image, styles and scripts (a lazy image in a sideways strip is fetched at once).
 */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => setLoaded(true);
    if (document.readyState === "complete") {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener("load", done, { once: true });
    return () => window.removeEventListener("load", done);
  }, []);
  return loaded;
}

/**
 * A deferred picture: its box is there from the start (no shift); without JavaScript a noscript copy shows, one
 * plain size of it (`plain`: no srcset or sizes, which made a car of 20 photos carry ~12 KB of noscript markup). The
 * strip and the thumbnails size their pictures (app/styles/vehicle.css), so a copy has a class only to grey out a sold
 * car's photos.
 */
function Deferred({
  show,
  children,
  plain,
}: {
  show: boolean;
  children: ReactNode;
  plain: { src: string; w: number; alt: string; width: number; height: number; className?: string };
}) {
  if (show) return <>{children}</>;
  return (
    <noscript>
      <img
        src={imageUrl(plain.src, { w: plain.w })}
        alt={plain.alt}
        width={plain.width}
        height={plain.height}
        loading="lazy"
        className={plain.className}
      />
    </noscript>
  );
}

function SlideStrip({
  slides,
  name,
  showThumbs,
  sold,
  id,
}: {
  slides: Slide[];
  name: string;
  showThumbs: boolean;
  sold: boolean;
  id: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const loaded = usePageLoaded();
  const go = (index: number) => {
    const el = strip.current;
    if (!el) return;
    const next = (index + slides.length) % slides.length;
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    setCurrent(next);
  };
  const imageCount = slides.filter((s) => s.kind === "image").length;
  return (
    <div>
      <div className="relative">
        <div
          ref={strip}
          className="slide-strip"
          onScroll={(e) => {
            const el = e.currentTarget;
            setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
          }}
          tabIndex={0}
          aria-label={`${name}: ${slides.length} slides. Scroll sideways for more.`}
          role="region"
          data-testid={`${id}-strip`}
        >
          {slides.map((slide, i) => (
            <div key={i} id={`${id}-slide-${i}`} aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`} role="group">
              {slide.kind === "image" ? (
                <Deferred
                  show={i === 0 || loaded || i === current}
                  plain={{
                    src: slide.url,
                    w: 640,
                    alt: `${name}, photo ${slide.index + 1} of ${imageCount}`,
                    width: 960,
                    height: 720,
                    className: sold ? "grayscale" : undefined,
                  }}
                >
                  <CarImage
                    src={slide.url}
                    w={i === 0 ? 960 : 640}
                    widths={MAIN_WIDTHS}
                    sizes={MAIN_SIZES}
                    width={960}
                    height={720}
                    alt={i === 0 ? name : `${name}, photo ${slide.index + 1} of ${imageCount}`}
                    loading={i === 0 ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : "low"}
                    decoding={i === 0 ? "sync" : "async"}
                    className={sold ? "grayscale" : undefined}
                  />
                </Deferred>
              ) : slide.embed ? (
                <iframe
                  src={slide.src}
                  title={`Video of ${name}`}
                  loading="lazy"
                  className="h-full w-full border-0 bg-black"
                  allow="fullscreen; picture-in-picture"
                />
              ) : (
                <video
                  src={slide.src}
                  poster={slide.thumb}
                  controls
                  playsInline
                  preload="metadata"
                  className="h-full w-full bg-black"
                  aria-label={`Video of ${name}`}
                  data-testid="gallery-video"
                />
              )}
            </div>
          ))}
        </div>
        {slides.length > 1 && (
          <>
            <button type="button" onClick={() => go(current - 1)} className="slide-arrow left-2" aria-label="Previous slide">
              ‹
            </button>
            <button type="button" onClick={() => go(current + 1)} className="slide-arrow right-2" aria-label="Next slide">
              ›
            </button>
            <p className="slide-counter" aria-live="polite" data-testid={`${id}-counter`}>
              {`${current + 1} / ${slides.length}`}
            </p>
          </>
        )}
      </div>
      {showThumbs && (
        <ul className="slide-thumbs" aria-label="Thumbnails" data-testid={`${id}-thumbnails`}>
          {slides.map((slide, i) => (
            <li key={i}>
              <a
                href={`#${id}-slide-${i}`}
                onClick={(e) => {
                  e.preventDefault();
                  go(i);
                }}
                aria-current={current === i ? "true" : undefined}
                aria-label={slide.kind === "video" ? "Video" : `Photo ${i + 1}`}
              >
                <span>
                  <Deferred show={loaded} plain={{ src: slide.thumb, w: 160, alt: "", width: 96, height: 72 }}>
                    <CarImage src={slide.thumb} w={160} widths={[160, 240]} sizes="96px" width={96} height={72} loading="lazy" alt="" />
                  </Deferred>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
