/**
 * Where a car's uploaded media is stored: under the media folder the image endpoint serves (ADR 004), at
 * `cars/{dealer slug}/{car id}/{hash of the stored bytes}.{ext}`, so `/media/cars/…` is a car photo the public
 * gallery shows at the endpoint's sizes, and a walkaround video is served by media-video.ts with byte ranges. A
 * changed file has a new name, so no cache ever serves an old picture under a new one's address. Files are written
 * under a temporary name and renamed: another process never reads half a file.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export async function storeCarMediaFile(
  mediaDir: string,
  site: { slug: string },
  carId: number,
  bytes: Uint8Array,
  extension: string,
): Promise<string> {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const segments = ["cars", site.slug, String(carId), `${hash}.${extension}`];
  const file = path.join(mediaDir, ...segments);
  if (!(await stat(file).catch(() => null))) {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }
  return `/media/${segments.join("/")}`;
}

/**
 * The same for a file already on disk (a walkaround video of up to 150 MB): hashed as a stream and copied into place,
 * never read whole into memory.
 */
export async function storeCarMediaFileFrom(
  mediaDir: string,
  site: { slug: string },
  carId: number,
  source: string,
  extension: string,
): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(source)) hash.update(chunk as Buffer);
  const segments = ["cars", site.slug, String(carId), `${hash.digest("hex").slice(0, 32)}.${extension}`];
  const file = path.join(mediaDir, ...segments);
  if (!(await stat(file).catch(() => null))) {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await copyFile(source, temp);
    await rename(temp, file);
  }
  return `/media/${segments.join("/")}`;
}
