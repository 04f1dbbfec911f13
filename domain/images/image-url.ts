/**
 * Builds URLs for the embedded image endpoint (`/media/...?w=&q=&fm=`).
 * Pure: no I/O. The endpoint accepts only the widths in IMAGE_WIDTHS, so callers
 * may ask for any width and get the nearest allowed one at or above it.
 */

/** Widths the endpoint renders; anything else is a 400, which keeps the cache bounded. */
export const IMAGE_WIDTHS = [80, 160, 240, 320, 375, 480, 640, 750, 828, 960, 1080, 1280, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_FORMATS = ["webp", "avif", "jpeg", "png"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Spec §9: images default to width 640 and quality 75. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;
export const DEFAULT_IMAGE_QUALITY = 75;

export const MEDIA_PREFIX = "/media/";

export type ImageUrlOptions = { w?: number; q?: number; fm?: ImageFormat };

/** The smallest allowed width at or above `width` (the largest allowed one beyond the list). */
export function snapImageWidth(width: number): ImageWidth {
  if (!Number.isFinite(width)) return DEFAULT_IMAGE_WIDTH;
  for (const allowed of IMAGE_WIDTHS) if (allowed >= width) return allowed;
  return IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

function clampQuality(quality: number): number {
  if (!Number.isFinite(quality)) return DEFAULT_IMAGE_QUALITY;
  return Math.min(100, Math.max(1, Math.round(quality)));
}

/** True for a stored media path the endpoint serves, e.g. `/media/demo/suv.svg`. */
export function isMediaPath(src: string): boolean {
  return src.startsWith(MEDIA_PREFIX) && src.length > MEDIA_PREFIX.length;
}

function encodePath(src: string): string {
  return src
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
}

/**
 * URL of `src` rendered at width `w` (snapped to IMAGE_WIDTHS), quality `q` and format `fm`.
 * `w` is always written; `q` only when it is not the endpoint's default (75), so one image still has
 * one URL for a CDN (every URL comes from here) and a page of 21 cards carries ~1 KB less (issue 18);
 * `fm` only when given (otherwise the endpoint picks from the Accept header). Anything that is not a
 * stored media path (external http(s) URLs, data URLs, other paths) is returned unchanged.
 */
export function imageUrl(src: string, opts: ImageUrlOptions = {}): string {
  if (!isMediaPath(src)) return src;
  const params = new URLSearchParams();
  params.set("w", String(snapImageWidth(opts.w ?? DEFAULT_IMAGE_WIDTH)));
  const quality = clampQuality(opts.q ?? DEFAULT_IMAGE_QUALITY);
  if (quality !== DEFAULT_IMAGE_QUALITY) params.set("q", String(quality));
  if (opts.fm) params.set("fm", opts.fm);
  return `${encodePath(src)}?${params.toString()}`;
}

/**
 * A `srcset` value with one candidate per distinct allowed width, ascending.
 * Empty for sources the endpoint does not serve (one external URL cannot offer several widths).
 */
export function imageSrcSet(src: string, widths: readonly number[], opts: Omit<ImageUrlOptions, "w"> = {}): string {
  if (!isMediaPath(src)) return "";
  const snapped = [...new Set(widths.map(snapImageWidth))].sort((a, b) => a - b);
  return snapped.map((w) => `${imageUrl(src, { ...opts, w })} ${w}w`).join(", ");
}
