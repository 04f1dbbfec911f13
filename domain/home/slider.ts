/** The promotions slider's rules (001 §9): its size, the widths its picture is offered at, and the slide order. */
import type { ImageWidth } from "~/domain/images/image-url";

/** Widths of the slide picture in its srcset: a phone's screen up to the spec's 1920. */
export const SLIDE_WIDTHS: readonly ImageWidth[] = [640, 960, 1280, 1920];

export function nextSlide(current: number, count: number): number {
  return count === 0 ? 0 : (current + 1) % count;
}

export function previousSlide(current: number, count: number): number {
  return count === 0 ? 0 : (current - 1 + count) % count;
}

/** The height a slide takes at a given width (its box before the picture loads: no layout shift). */
export function slideHeightAt(width: number, slider: { width: number; height: number }): number {
  return (width * slider.height) / slider.width;
}

/** Whether a slide shows at `now`: its start come (or none) and its end not yet (or none). */
export function slideShowing(slide: { startsAt?: string; endsAt?: string }, now: Date): boolean {
  const at = now.getTime();
  if (slide.startsAt && Date.parse(slide.startsAt) > at) return false;
  if (slide.endsAt && Date.parse(slide.endsAt) <= at) return false;
  return true;
}

/**
 * The positions of the slides that show at `now`, in their order (what the home page's loader sends: the slides are in
 * the settings; the page cache keeps a page at most a minute).
 */
export function showingSlidePositions(slides: readonly { startsAt?: string; endsAt?: string }[], now: Date): number[] {
  return slides.flatMap((s, i) => (slideShowing(s, now) ? [i] : []));
}

/** The narrowest picture worth a slide: it is shown up to 1920 wide, and a phone's screen is over 1000 pixels across. */
export const SLIDE_MIN_WIDTH = 1280;

export type SlideCrop = { left: number; top: number; width: number; height: number; outWidth: number; outHeight: number };

/**
 * How an uploaded picture becomes a slide's: the largest centred box of the slider's proportions (1920 by 540, or
 * 790 high on an override), stored at most 1920 wide (the widest the image endpoint serves), or why it is too small.
 */
export function slideCrop(width: number, height: number, slider: { width: number; height: number }): SlideCrop | { problem: string } {
  const ratio = slider.width / slider.height;
  const boxWidth = Math.min(width, Math.floor(height * ratio));
  const boxHeight = Math.min(height, Math.round(boxWidth / ratio));
  if (boxWidth < SLIDE_MIN_WIDTH) {
    const needHeight = Math.ceil(SLIDE_MIN_WIDTH / ratio);
    return {
      problem:
        `is ${width} × ${height} pixels: a slide is ${slider.width} × ${slider.height} and shown up to ${slider.width} wide, ` +
        `so upload a picture at least ${SLIDE_MIN_WIDTH} × ${needHeight} pixels.`,
    };
  }
  const outWidth = Math.min(boxWidth, slider.width);
  return {
    left: Math.floor((width - boxWidth) / 2),
    top: Math.floor((height - boxHeight) / 2),
    width: boxWidth,
    height: boxHeight,
    outWidth,
    outHeight: Math.round(outWidth / ratio),
  };
}
