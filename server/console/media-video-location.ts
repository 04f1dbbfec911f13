/**
 * A phone's video says where it was filmed: an ISO 6709 position ("+27.4698+153.0251+010.000/") in the movie's
 * metadata box (QuickTime `©xyz` in `udta`, Apple's `com.apple.quicktime.location.ISO6709` in `meta`). Before a
 * walkaround video is stored, every such position inside the `moov` box is overwritten with zeros in place (same
 * length, so no offset in the file moves and the video plays as before). Other containers (WebM, Ogg) are left as
 * they are: phones do not write a position there.
 */

import { open } from "node:fs/promises";

/** An ISO 6709 latitude and longitude (and optionally altitude), as phones write them. */
const ISO6709 = /[+-]\d{2}(?:\.\d+)?[+-]\d{3}(?:\.\d+)?(?:[+-]\d+(?:\.\d+)?)?(?:CRS[A-Za-z0-9:]*)?\/?/g;

/** The byte ranges of the top-level `moov` boxes of an MP4 or QuickTime file. */
function moovRanges(bytes: Uint8Array): Array<[number, number]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: Array<[number, number]> = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > bytes.length) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < header) break;
    const type = String.fromCharCode(bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]);
    const end = Math.min(bytes.length, at + size);
    if (type === "moov") out.push([at + header, end]);
    at = end;
  }
  return out;
}

/** Overwrites every position in the movie's metadata with zeros; answers how many were found. Changes `bytes`. */
export function scrubVideoLocation(bytes: Uint8Array): number {
  let found = 0;
  for (const [start, end] of moovRanges(bytes)) {
    // latin1 keeps one character per byte, so a match's index is its byte offset.
    const text = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString("latin1");
    for (const match of text.matchAll(ISO6709)) {
      found += 1;
      for (let i = 0; i < match[0].length; i++) {
        const at = start + match.index + i;
        if (bytes[at] >= 0x31 && bytes[at] <= 0x39) bytes[at] = 0x30;
      }
    }
  }
  return found;
}

/** A `moov` box larger than this is not read into memory to be scrubbed (phones write a few hundred kilobytes). */
export const MOOV_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The same, on a file on disk, without reading the whole video: the top-level boxes are walked by their headers,
 * each `moov` box is read, scrubbed and written back in place. Answers how many positions were zeroed, or null when
 * a `moov` box is too large to scrub (the caller refuses the video rather than publish where it was filmed).
 */
export async function scrubVideoLocationInFile(file: string): Promise<number | null> {
  const handle = await open(file, "r+");
  try {
    const { size: length } = await handle.stat();
    const header = Buffer.alloc(16);
    let found = 0;
    let at = 0;
    while (at + 8 <= length) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      if (bytesRead < 8) break;
      let size = header.readUInt32BE(0);
      let headerSize = 8;
      if (size === 1) {
        if (bytesRead < 16) break;
        size = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (size === 0) size = length - at;
      if (size < headerSize) break;
      const end = Math.min(length, at + size);
      if (header.toString("latin1", 4, 8) === "moov") {
        if (end - at > MOOV_MAX_BYTES) return null;
        const box = Buffer.alloc(end - at);
        await handle.read(box, 0, box.length, at);
        const zeroed = scrubVideoLocation(box);
        if (zeroed > 0) await handle.write(box, 0, box.length, at);
        found += zeroed;
      }
      at = end;
    }
    return found;
  } finally {
    await handle.close();
  }
}
