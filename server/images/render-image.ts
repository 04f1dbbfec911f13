/** The one sharp pipeline: resize to a width and encode. Throws on corrupt input. */
import sharp, { type Sharp } from "sharp";
import type { ImageFormat } from "~/domain/images/image-url";

export type RenderSpec = { w: number; q: number; fm: ImageFormat };

/** SVG is rendered at 72 DPI by default; librsvg caps density at this value. */
const MAX_SVG_DENSITY = 100_000;

export async function renderImage(input: Buffer, spec: RenderSpec): Promise<Buffer> {
  const meta = await sharp(input).metadata();
  let image: Sharp;
  if (meta.format === "svg") {
    // Rasterise vectors at the requested width (upscaling is free for them), crisp rather than stretched.
    if (!meta.width) throw new Error("SVG has no intrinsic width");
    const density = Math.min(MAX_SVG_DENSITY, Math.max(1, (72 * spec.w) / meta.width));
    image = sharp(input, { density }).resize({ width: spec.w });
  } else {
    image = sharp(input).autoOrient().resize({ width: spec.w, withoutEnlargement: true });
  }
  switch (spec.fm) {
    case "webp":
      image = image.webp({ quality: spec.q });
      break;
    case "avif":
      // effort 2 (of 0-9): AVIF encoding is the slowest step on a 2-core machine.
      image = image.avif({ quality: spec.q, effort: 2 });
      break;
    case "jpeg":
      image = image.flatten({ background: "#ffffff" }).jpeg({ quality: spec.q, mozjpeg: true });
      break;
    case "png":
      image = image.png();
      break;
  }
  return image.toBuffer();
}
