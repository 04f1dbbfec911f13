/**
 * Pictures for a dealer's pages and posts (issue 20): one photo at a time, read as it streams (readMediaUpload,
 * ADR 042), judged and encoded again without metadata by the car photos' sanitiser (sanitisePhoto: type from the
 * first bytes, pixel limits, EXIF and GPS gone), stored by content hash under the media folder at
 * content/{dealer}/{hash}.{ext}, so the image endpoint serves it at its sizes and the rich-text sanitiser accepts its
 * /media/ address. The editors' forms are larger than the transport's 64 KB default, so their paths stream too.
 */
import { createHash } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_MAX_BYTES } from "~/domain/console/photo-rules";
import { RICH_TEXT_MAX } from "~/domain/content/rich-text";

/** The image upload (a resource route answering JSON). */
const IMAGE_PATH = /^\/console\/content\/images(?:\.data)?$/;
/** The home promotions' editor: a slide's form carries its picture. */
const PROMOTIONS_PATH = /^\/console\/content\/promotions(?:\.data)?$/;
/** A page's or a post's editor. */
const EDITOR_PATH = /^\/console\/content\/(?:(?:pages|posts)\/(?:new|\d{1,10})|fleet)(?:\.data)?$/;

/** The editors' form cap: the body's characters, URL-encoded (up to 3 bytes each, 9 for a non-ASCII one), and the rest. */
export const CONTENT_FORM_LIMIT = 3 * RICH_TEXT_MAX + 64 * 1024;

/** The transport's cap of a Content path's body, or null for any other path. */
export function contentBodyLimit(requestPath: string): number | null {
  if (IMAGE_PATH.test(requestPath) || PROMOTIONS_PATH.test(requestPath)) return PHOTO_MAX_BYTES + 64 * 1024;
  if (EDITOR_PATH.test(requestPath)) return CONTENT_FORM_LIMIT;
  return null;
}

export async function storeContentImage(mediaDir: string, site: { slug: string }, bytes: Uint8Array, extension: string): Promise<string> {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const segments = ["content", site.slug, `${hash}.${extension}`];
  const file = path.join(mediaDir, ...segments);
  if (!(await stat(file).catch(() => null))) {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }
  return `/media/${segments.join("/")}`;
}
