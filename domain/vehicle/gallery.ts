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

export type ViewerCar = {
  images: readonly GalleryImage[];
  interiorImages: readonly GalleryImage[];
  spinImages: readonly string[];
  spinCode: string | null;
  walkaroundUrl: string | null;
};

/** Modes the car supports, gallery first; the spin (frames or code) and walkaround are alternatives to it. */
export function viewerModes(car: ViewerCar): ViewerMode[] {
  const modes: ViewerMode[] = ["gallery"];
  if (car.spinImages.length > 1 || (car.spinCode && spinCodeUrl(car.spinCode))) modes.push("spinner");
  if (car.walkaroundUrl && videoSource(car.walkaroundUrl)) modes.push("walkaround");
  if (car.interiorImages.length > 0) modes.push("interior");
  return modes;
}

export const VIEWER_MODE_LABELS: Record<ViewerMode, string> = {
  gallery: "Photos",
  spinner: "360° spin",
  walkaround: "Walkaround",
  interior: "Interior",
};

/**
 * A spin provider's code is stored as the provider's viewer URL (https only); the page frames it.
 * Anything else is not trusted into the page.
 */
export function spinCodeUrl(code: string): string | null {
  try {
    const url = new URL(code.trim());
    return url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
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
