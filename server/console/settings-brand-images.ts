/**
 * A dealer's logo and favicon uploaded on the console's theme page (issue 20). The type is read from the file's first
 * bytes (domain/console/photo-rules' judgePhotoFile: JPEG, PNG or WebP, never by its name), the upload is size-capped
 * as it streams (server/console/media-upload's readMediaUpload), the header's pixel count is checked before decoding,
 * and sharp encodes it again (no metadata kept): the logo at most 960 × 320, the favicon a 64 px square PNG. Car photos
 * have their own rules (server/console/media-sanitise.ts: at least 200 px a side, which a logo or an icon is not).
 * Stored under the media folder at brand/{dealer}/{hash}.{ext}, served by the image endpoint.
 */
import { createHash } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { judgePhotoFile, PHOTO_MAX_BYTES } from "~/domain/console/photo-rules";

const MB = 1024 * 1024;
/** One logo or favicon as uploaded. */
export const BRAND_IMAGE_MAX_BYTES = 2 * MB;
/** Decoded pixels: a large logo passes, a decompression bomb does not. */
const BRAND_IMAGE_MAX_PIXELS = 25_000_000;
export const LOGO_MAX = { width: 960, height: 320 } as const;
export const FAVICON_SIZE = 64;

/** The theme page, whose uploads the transport hands over as a stream (with `.data` when React Router posts it). */
const THEME_PATH = /^\/console\/theme(?:\.data)?$/;

/** The transport's cap of the theme page's body: two brand images or the hero's photo, and the form's fields. */
export function brandImageBodyLimit(requestPath: string): number | null {
  return THEME_PATH.test(requestPath) ? Math.max(2 * BRAND_IMAGE_MAX_BYTES, PHOTO_MAX_BYTES) + 64 * 1024 : null;
}

export type BrandImageKind = "logo" | "favicon";
export type BrandImage =
  { ok: true; bytes: Buffer; extension: "png" | "jpg"; width: number; height: number } | { ok: false; message: string };

/** Re-encodes an uploaded logo or favicon, or says why not (naming the file). */
export async function sanitiseBrandImage(kind: BrandImageKind, name: string, input: Uint8Array): Promise<BrandImage> {
  if (input.byteLength > BRAND_IMAGE_MAX_BYTES) return { ok: false, message: `${name} is larger than 2 MB.` };
  const verdict = judgePhotoFile(name, input);
  if (!verdict.ok) return verdict;
  const options = { limitInputPixels: BRAND_IMAGE_MAX_PIXELS, failOn: "error" } as const;
  let meta: Metadata;
  try {
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: `${name} could not be read as a picture (damaged or incomplete).` };
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (meta.pages !== undefined && meta.pages > 1) return { ok: false, message: `${name} is animated: upload a still picture.` };
  if (width * height > BRAND_IMAGE_MAX_PIXELS) return { ok: false, message: `${name} is too large (${width} × ${height} pixels).` };
  const min = kind === "favicon" ? 32 : 16;
  if (width < min || height < min) return { ok: false, message: `${name} is too small: at least ${min} × ${min} pixels.` };
  try {
    let pipeline = sharp(input, options).rotate();
    if (kind === "favicon") {
      pipeline = pipeline.resize({ width: FAVICON_SIZE, height: FAVICON_SIZE, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } });
    } else {
      pipeline = pipeline.resize({ ...LOGO_MAX, fit: "inside", withoutEnlargement: true });
    }
    const jpeg = kind === "logo" && verdict.type === "jpeg";
    pipeline = jpeg ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, extension: jpeg ? "jpg" : "png", width: info.width, height: info.height };
  } catch {
    return { ok: false, message: `${name} could not be read as a picture (damaged or incomplete).` };
  }
}

/** Stores a re-encoded brand image; returns its /media address (named by its content, so never served stale). */
export async function storeBrandImage(mediaDir: string, site: { slug: string }, bytes: Uint8Array, extension: string): Promise<string> {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const segments = ["brand", site.slug, `${hash}.${extension}`];
  const file = path.join(mediaDir, ...segments);
  if (!(await stat(file).catch(() => null))) {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }
  return `/media/${segments.join("/")}`;
}
