/**
 * Disk cache of rendered images: `{cacheDir}/{key[0..2]}/{key}.{ext}`, where key is the SHA-256 of
 * the source identity (path, mtime, size), the render parameters and RENDER_VERSION.
 * Writes go to a temp file in the same folder and are renamed into place, so readers never see half a file.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, rename, unlink, writeFile, type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { ImageFormat } from "~/domain/images/image-url";
import type { RenderSpec } from "./render-image";

/** Bump when the render pipeline changes output, so old cache entries and ETags are not reused. */
export const RENDER_VERSION = 1;

export const FORMAT_EXTENSION: Record<ImageFormat, string> = { webp: "webp", avif: "avif", jpeg: "jpg", png: "png" };
export const FORMAT_MIME: Record<ImageFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
};

export function cacheKey(sourceId: string, spec: RenderSpec): string {
  // PNG output is lossless and ignores q, so all qualities share one entry.
  const quality = spec.fm === "png" ? "-" : String(spec.q);
  return createHash("sha256").update([RENDER_VERSION, sourceId, spec.w, quality, spec.fm].join("\0")).digest("hex");
}

export function cacheFile(cacheDir: string, key: string, fm: ImageFormat): string {
  return path.join(cacheDir, key.slice(0, 2), `${key}.${FORMAT_EXTENSION[fm]}`);
}

export type CachedFile = { handle: FileHandle; size: number };

/** An open handle on the cached file, or null on a miss. Opening first means a later delete cannot break the response. */
export async function openCached(file: string): Promise<CachedFile | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    const info = await handle.stat();
    if (info.isFile()) return { handle, size: info.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return null;
}

export async function writeCacheAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}

export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
