/**
 * The vehicle gallery (000 §2, §4, §9): images with thumbnails when there are more than 3, a video slide
 * inserted after the hero image, a 360° spin (frames or a provider's spin code) or a walkaround as
 * alternatives, and interior images. The viewer has four modes.
 */
export type GalleryImage = { url: string; thumb: { url: string } };

export type Slide =
  { kind: "image"; url: string; thumb: string; index: number } | { kind: "video"; src: string; embed: boolean; thumb: string };

export const NOT_FOUND_IMAGE = "/media/not-found.svg";

export function hasThumbnails(imageCount: number, above: number): boolean {
  return imageCount > above;
}

/** A YouTube or Vimeo page URL as its embeddable player; any other URL is played as a file. */
export function videoSource(url: string): { src: string; embed: boolean } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, "https://placeholder.invalid");
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol)) return null;
  const host = parsed.hostname.replace(/^www\./, "");
  const yt =
    host === "youtu.be"
      ? parsed.pathname.slice(1)
      : host.endsWith("youtube.com")
        ? (parsed.searchParams.get("v") ?? /\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1])
        : null;
  if (yt && /^[\w-]{6,20}$/.test(yt)) return { src: `https://www.youtube-nocookie.com/embed/${yt}`, embed: true };
  const vimeo = host.endsWith("vimeo.com") ? /\/(\d+)/.exec(parsed.pathname)?.[1] : null;
  if (vimeo) return { src: `https://player.vimeo.com/video/${vimeo}`, embed: true };
  if (host === "placeholder.invalid") return url.startsWith("/") ? { src: url, embed: false } : null;
  return { src: parsed.href, embed: false };
}

/** Slides in order: images, with the video (video_url first, else external_video_url) second. */
export function gallerySlides(car: { images: readonly GalleryImage[]; videoUrl: string | null; externalVideoUrl: string | null }): Slide[] {
  const images = car.images.length > 0 ? car.images : [{ url: NOT_FOUND_IMAGE, thumb: { url: NOT_FOUND_IMAGE } }];
  const slides: Slide[] = images.map((img, index) => ({ kind: "image", url: img.url, thumb: img.thumb?.url || img.url, index }));
  const video = [car.videoUrl, car.externalVideoUrl].map((u) => (u ? videoSource(u) : null)).find(Boolean);
  if (video) slides.splice(Math.min(1, slides.length), 0, { kind: "video", ...video, thumb: images[0].thumb?.url || images[0].url });
  return slides;
}

export type ViewerMode = "spinner" | "walkaround" | "gallery" | "interior";

/**
 * What the viewer needs to offer its modes. The spin frames, their hotspots and the interior photos themselves are
 * not part of the page: only how many there are (ViewerMedia is fetched when the shopper picks that mode).
 */
export type ViewerCar = {
  images: readonly GalleryImage[];
  interiorImageCount: number;
  spinFrameCount: number;
  spinCode: string | null;
  /** The dealer's spin provider URL template (vehiclePage.spinProviderUrl), for codes that are not URLs. */
  spinProviderUrl?: string | null;
  walkaroundUrl: string | null;
};

/** A spin of the car's own frames: two or more (one frame is a photo, not a spin). */
export function hasSpinFrames(car: Pick<ViewerCar, "spinFrameCount">): boolean {
  return car.spinFrameCount > 1;
}

/** Modes the car supports, gallery first; the spin (frames or code) and walkaround are alternatives to it. */
export function viewerModes(car: ViewerCar): ViewerMode[] {
  const modes: ViewerMode[] = ["gallery"];
  if (hasSpinFrames(car) || (car.spinCode && spinCodeUrl(car.spinCode, car.spinProviderUrl ?? null))) modes.push("spinner");
  if (car.walkaroundUrl && videoSource(car.walkaroundUrl)) modes.push("walkaround");
  if (car.interiorImageCount > 0) modes.push("interior");
  return modes;
}

/** The media of the spin and interior modes, as GET /api/cars/{slug}/viewer answers them. */
export type ViewerMedia = { spinImages: string[]; hotspots: Hotspot[]; interiorImages: GalleryImage[] };

export const VIEWER_MODE_LABELS: Record<ViewerMode, string> = {
  gallery: "Photos",
  spinner: "360° spin",
  walkaround: "Walkaround",
  interior: "Interior",
};

/** A viewer button's label for a vehicle of a kind: a motorcycle has no interior, its close-ups are the cockpit. */
export function viewerModeLabel(mode: ViewerMode, vehicleKind: string | null | undefined): string {
  return mode === "interior" && vehicleKind === "motorcycle" ? "Cockpit" : VIEWER_MODE_LABELS[mode];
}

/**
 * Where a car's spin code is shown: a code that is the provider's https viewer URL as it is, or a provider's code
 * (letters, digits, "-" and "_", as the demo's "SPN-1A2B3C4D") in the dealer's provider URL template, whose "{code}"
 * it fills. Anything else (another scheme, spaces, markup) is not trusted into the page.
 */
export function spinCodeUrl(code: string, providerTemplate: string | null = null): string | null {
  const trimmed = code.trim();
  if (/^[A-Za-z0-9_-]{3,64}$/.test(trimmed)) {
    if (!providerTemplate?.includes("{code}")) return null;
    return httpsUrl(providerTemplate.replace("{code}", encodeURIComponent(trimmed)));
  }
  return httpsUrl(trimmed);
}

function httpsUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export type HotspotPlacement = { left: number; top: number; openLeft: boolean; openUp: boolean };

/**
 * Where a hotspot sits on the frame, in percent of its width and height, kept inside it. Feeds give x and y as percent
 * (0–100, as the demo does); a spot whose x and y are both at most 1 is read as fractions (0.42 → 42 %). Its note opens
 * towards the middle so it stays on the frame too.
 */
export function hotspotPlacement(spot: Pick<Hotspot, "x" | "y">): HotspotPlacement {
  const scale = spot.x <= 1 && spot.y <= 1 ? 100 : 1;
  const clamp = (v: number) => Math.min(96, Math.max(4, Number.isFinite(v) ? v * scale : 50));
  const left = clamp(spot.x);
  const top = clamp(spot.y);
  return { left, top, openLeft: left > 50, openUp: top > 50 };
}

/** The frame `steps` frames on from `frame`, wrapping both ways. */
export function stepFrame(frame: number, steps: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return (((frame + steps) % frameCount) + frameCount) % frameCount;
}

/** Frame for a drag of `dx` pixels from where it started: one full turn across `width` pixels. */
export function frameForDrag(startFrame: number, dx: number, width: number, frameCount: number): number {
  if (width <= 0 || frameCount <= 0) return startFrame;
  // Dragging right turns the car towards the viewer's right: frames go backwards.
  return stepFrame(startFrame, -Math.round((dx / width) * frameCount), frameCount);
}

/** Keys that turn the spin: arrows and Home. Returns the next frame or null for other keys. */
export function frameForKey(frame: number, key: string, frameCount: number): number | null {
  if (key === "ArrowLeft") return stepFrame(frame, 1, frameCount);
  if (key === "ArrowRight") return stepFrame(frame, -1, frameCount);
  if (key === "Home") return 0;
  return null;
}

export type Hotspot = { frame: number; x: number; y: number; label: string; description?: string };

/** Hotspots to show on a frame: those of that frame and its neighbours (a drag rarely stops exactly on it). */
export function hotspotsForFrame(hotspots: readonly Hotspot[], frame: number, frameCount: number): Hotspot[] {
  return hotspots.filter((h) => {
    const d = Math.abs(h.frame - frame);
    return Math.min(d, frameCount - d) <= 1;
  });
}
