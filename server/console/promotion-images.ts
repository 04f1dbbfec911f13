/**
 * Pictures of the home page (issue 20): a promotion slide's and the hero's. Each goes through the car photos'
 * sanitiser first (sanitisePhoto: type from the first bytes, pixel limits, upright, EXIF and GPS gone), then:
 * a slide is cut to the slider's proportions and stored at most 1920 wide (domain/home/slider.ts' slideCrop), so the
 * image endpoint serves it at each width of the slider's srcset with no cropping left to the browser; the hero is
 * stored as a JPEG (a photo behind text; no transparency to keep) at most 2560 wide. Slides are stored with the
 * Content section's pictures (content/{dealer}/{hash}), the hero with the logo (brand/{dealer}/{hash}).
 */
import sharp from "sharp";
import { HERO_MIN_WIDTH } from "~/domain/console/theme-form";
import { PHOTO_MAX_PIXELS } from "~/domain/console/photo-rules";
import { slideCrop } from "~/domain/home/slider";
import { storeContentImage } from "./content-images";
import { sanitisePhoto } from "./media-sanitise";
import { storeBrandImage } from "./settings-brand-images";

export type StoredPicture = { ok: true; url: string; width: number; height: number } | { ok: false; message: string };

const DAMAGED = (name: string) => `${name} could not be read as a picture (damaged or incomplete).`;

/** A slide's picture from an upload: sanitised, cut to `slider`'s proportions, stored; or why not (naming the file). */
export async function storeSlideImage(
  mediaDir: string,
  site: { slug: string },
  name: string,
  input: Uint8Array,
  slider: { width: number; height: number },
): Promise<StoredPicture> {
  const photo = await sanitisePhoto(name, input);
  if (!photo.ok) return photo;
  const crop = slideCrop(photo.width, photo.height, slider);
  if ("problem" in crop) return { ok: false, message: `${name} ${crop.problem}` };
  try {
    let pipeline = sharp(photo.bytes, { limitInputPixels: PHOTO_MAX_PIXELS })
      .extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height })
      .resize({ width: crop.outWidth, height: crop.outHeight, fit: "fill" });
    if (photo.type === "png") pipeline = pipeline.png({ compressionLevel: 9 });
    else if (photo.type === "webp") pipeline = pipeline.webp({ quality: 86 });
    else pipeline = pipeline.jpeg({ quality: 86, mozjpeg: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const url = await storeContentImage(mediaDir, site, data, photo.extension);
    return { ok: true, url, width: info.width, height: info.height };
  } catch {
    return { ok: false, message: DAMAGED(name) };
  }
}

/** The home hero's picture from an upload: sanitised, at least HERO_MIN_WIDTH wide, stored as a JPEG; or why not. */
export async function storeHeroImage(mediaDir: string, site: { slug: string }, name: string, input: Uint8Array): Promise<StoredPicture> {
  const photo = await sanitisePhoto(name, input);
  if (!photo.ok) return photo;
  if (photo.width < HERO_MIN_WIDTH) {
    return {
      ok: false,
      message: `${name} is ${photo.width} × ${photo.height} pixels: the hero spans the page, so upload a picture at least ${HERO_MIN_WIDTH} pixels wide.`,
    };
  }
  try {
    const { data, info } = await sharp(photo.bytes, { limitInputPixels: PHOTO_MAX_PIXELS })
      .flatten({ background: "#000000" })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const url = await storeBrandImage(mediaDir, site, data, "jpg");
    return { ok: true, url, width: info.width, height: info.height };
  } catch {
    return { ok: false, message: DAMAGED(name) };
  }
}
