/**
 * The one way a photo from outside becomes a stored picture (console uploads, spin frames, a stock feed's photos):
 * the type read from its content (domain/console/photo-rules.ts), decoded by sharp with a pixel limit against
 * decompression bombs, turned upright by its EXIF orientation, made no larger than the gallery needs, and encoded
 * again in its own format. Nothing of the original's metadata is written (sharp keeps none unless asked): no EXIF,
 * no GPS position, no camera serial, no XMP or IPTC.
 */
import sharp, { type Metadata } from "sharp";
import {
  judgePhotoFile,
  judgePhotoSize,
  MEDIA_EXTENSIONS,
  PHOTO_MAX_PIXELS,
  PHOTO_STORED_MAX_SIDE,
  type PhotoType,
} from "~/domain/console/photo-rules";

export type SanitisedPhoto = { ok: true; bytes: Buffer; type: PhotoType; extension: string; width: number; height: number };
export type PhotoRefusal = { ok: false; message: string };

/** `name` is only for the messages (a display name: photo-rules' displayName). */
export async function sanitisePhoto(name: string, input: Uint8Array): Promise<SanitisedPhoto | PhotoRefusal> {
  const verdict = judgePhotoFile(name, input);
  if (!verdict.ok) return verdict;
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error", sequentialRead: true } as const;
  let meta: Metadata;
  try {
    // The header only: a bomb's size is known before a pixel is decoded.
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: `${name} could not be read as a picture (damaged or incomplete).` };
  }
  if (meta.pages !== undefined && meta.pages > 1) return { ok: false, message: `${name} is animated: upload a still photo.` };
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const sizeProblem = judgePhotoSize(name, width, height);
  if (sizeProblem) return { ok: false, message: sizeProblem };
  const type = verdict.type;
  try {
    let pipeline = sharp(input, options)
      .rotate()
      .resize({ width: PHOTO_STORED_MAX_SIDE, height: PHOTO_STORED_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    if (type === "jpeg") pipeline = pipeline.jpeg({ quality: 88, mozjpeg: true });
    else if (type === "png") pipeline = pipeline.png({ compressionLevel: 9 });
    else pipeline = pipeline.webp({ quality: 88 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, type, extension: MEDIA_EXTENSIONS[type], width: info.width, height: info.height };
  } catch {
    return { ok: false, message: `${name} could not be read as a picture (damaged or incomplete).` };
  }
}
