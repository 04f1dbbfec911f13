/** Writes the shared demo pictures into the media folder the image endpoint serves, and draws the others on request. */
import { mkdir, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { INTERIOR_SWATCHES, SWATCHES } from "./catalogue";
import { NOT_FOUND_FILE, allMediaFiles, seededMediaFiles, type MediaFile } from "./media-paths";
import { interiorSvg, notFoundSvg, spinFrameSvg, vehicleSvg } from "./vehicle-art";

export function mediaFileSvg(file: MediaFile): string {
  switch (file.type) {
    case "exterior":
      return vehicleSvg(file.body, SWATCHES[file.swatch], file.view);
    case "spin":
      return spinFrameSvg(file.body, SWATCHES[file.swatch], file.frame);
    case "interior":
      return interiorSvg(file.layout, INTERIOR_SWATCHES[file.swatch], file.view);
  }
}

let byName: Map<string, MediaFile> | undefined;

/**
 * The SVG of a demo picture by its path under the media folder ("demo/kia-low-crossover-ev-white-side.svg"),
 * or null for a name the demo does not draw. The image endpoint calls it for a file not on disk yet and keeps
 * the drawing, so each per-model picture is drawn once, on its first request, instead of at seed time.
 */
export function drawDemoMedia(relPath: string): string | null {
  if (!relPath.startsWith("demo/")) return null;
  byName ??= new Map(allMediaFiles().map((file) => [file.file, file]));
  const file = byName.get(relPath.slice("demo/".length));
  return file ? mediaFileSvg(file) : null;
}

/**
 * Writes the pictures every model shares (seededMediaFiles) into `${mediaDir}/demo/`, plus not-found.svg;
 * the per-model ones are drawn on request (drawDemoMedia). Files already there are left alone, so a second
 * run costs one directory listing.
 */
export async function writeDemoMedia(mediaDir: string): Promise<{ written: number; skipped: number }> {
  const dir = path.join(mediaDir, "demo");
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  const wanted: Array<{ name: string; svg: () => string }> = [
    { name: NOT_FOUND_FILE, svg: notFoundSvg },
    ...seededMediaFiles().map((file) => ({ name: file.file, svg: () => mediaFileSvg(file) })),
  ];
  let written = 0;
  let skipped = 0;
  const batch: Array<Promise<void>> = [];
  for (const item of wanted) {
    if (present.has(item.name)) {
      skipped++;
      continue;
    }
    // Written under a temporary name and renamed, so a crash never leaves a half file that later runs would skip.
    const target = path.join(dir, item.name);
    const temp = `${target}.${process.pid}.tmp`;
    batch.push(writeFile(temp, item.svg()).then(() => rename(temp, target)));
    written++;
    if (batch.length >= 64) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
  return { written, skipped };
}
