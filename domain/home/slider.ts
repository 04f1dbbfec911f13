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
