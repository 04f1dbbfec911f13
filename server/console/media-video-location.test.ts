import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scrubVideoLocation, scrubVideoLocationInFile } from "./media-video-location";

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}

/** A QuickTime file as a phone writes it: ftyp, moov with a ©xyz position and Apple's location key, then mdat. */
function phoneVideo(mdat: Buffer): Buffer {
  const position = "+27.4698+153.0251+010.000/";
  const xyz = box("\xa9xyz", Buffer.from([0, position.length, 0x15, 0xc7]), Buffer.from(position, "latin1"));
  const keys = box("keys", Buffer.alloc(8), Buffer.from("mdtacom.apple.quicktime.location.ISO6709", "latin1"));
  const ilst = box("ilst", box("\0\0\0\x01", box("data", Buffer.alloc(8), Buffer.from("-33.8688+151.2093/", "latin1"))));
  return Buffer.concat([
    box("ftyp", Buffer.from("qt  \0\0\0\0qt  ", "latin1")),
    box("moov", box("udta", xyz), box("meta", keys, ilst)),
    box("mdat", mdat),
  ]);
}

describe("scrubVideoLocation", () => {
  it("zeroes every position in the movie's metadata, in place, and nothing else", () => {
    const mdat = Buffer.from("frame data that happens to read +12.3456+123.4567/ is left alone", "latin1");
    const video = phoneVideo(mdat);
    const before = Buffer.from(video);
    expect(scrubVideoLocation(video)).toBe(2);
    expect(video.length).toBe(before.length);
    const text = video.toString("latin1");
    expect(text).not.toContain("27.4698");
    expect(text).not.toContain("33.8688");
    expect(text).toContain("+00.0000+000.0000+000.000/");
    expect(text).toContain("-00.0000+000.0000/");
    // The media data is not metadata: untouched.
    expect(video.subarray(video.length - mdat.length)).toEqual(mdat);
    expect(video.subarray(0, 20)).toEqual(before.subarray(0, 20));
  });

  it("leaves a file without a moov box or a position as it is", () => {
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(scrubVideoLocation(webm)).toBe(0);
    const plain = Buffer.concat([box("ftyp", Buffer.from("isom")), box("moov", box("mvhd", Buffer.alloc(20)))]);
    const copy = Buffer.from(plain);
    expect(scrubVideoLocation(plain)).toBe(0);
    expect(plain).toEqual(copy);
  });

  it("stops at a box whose size is impossible instead of reading past the file", () => {
    const broken = Buffer.concat([box("ftyp", Buffer.from("isom")), Buffer.from([0, 0, 0, 4, 0x6d, 0x6f, 0x6f, 0x76])]);
    expect(scrubVideoLocation(broken)).toBe(0);
  });
});

describe("scrubVideoLocationInFile", () => {
  it("zeroes the positions of a video on disk in place, the same bytes as in memory, with the moov box before or after the media", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "video-location-"));
    try {
      // 8 MB of media data: the file is walked by its box headers, only the moov box is read.
      const mdat = Buffer.alloc(8 * 1024 * 1024, 0x41);
      const front = phoneVideo(mdat);
      const parts = [
        front.subarray(0, 20),
        front.subarray(front.length - mdat.length - 8),
        front.subarray(20, front.length - mdat.length - 8),
      ];
      for (const video of [front, Buffer.concat(parts)]) {
        const file = path.join(dir, "walkaround.mov");
        await writeFile(file, video);
        expect(await scrubVideoLocationInFile(file)).toBe(2);
        const expected = Buffer.from(video);
        scrubVideoLocation(expected);
        expect((await readFile(file)).equals(expected)).toBe(true);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
