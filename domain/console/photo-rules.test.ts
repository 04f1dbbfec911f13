import { describe, expect, it } from "vitest";
import {
  changeList,
  displayName,
  editToChange,
  frameOrder,
  mediaEditSchema,
  judgePhotoFile,
  judgePhotoSize,
  judgeVideoFile,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIN_SIDE,
  refusedSummary,
  sniffType,
  VIDEO_MAX_BYTES,
} from "./photo-rules";

const bytes = (text: string, pad = 16) => {
  const out = new Uint8Array(Math.max(text.length, pad));
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
};
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46);
const ftyp = (brand: string) => bytes(`\0\0\0\x18ftyp${brand}`);

describe("sniffType reads the type from the first bytes", () => {
  it.each([
    ["jpeg", JPEG],
    ["png", bytes("\x89PNG\r\n\x1a\n")],
    ["webp", bytes("RIFF\0\0\0\0WEBPVP8 ")],
    ["gif", bytes("GIF89a")],
    ["pdf", bytes("%PDF-1.7")],
    ["tiff", bytes("II*\0")],
    ["heic", ftyp("heic")],
    ["avif", ftyp("avif")],
    ["mov", ftyp("qt  ")],
    ["mp4", ftyp("isom")],
    ["webm", Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 1, 2)],
    ["ogv", bytes("OggS")],
    ["svg", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
  ] as const)("%s", (type, content) => expect(sniffType(content)).toBe(type));

  it("knows nothing of text or a few bytes", () => {
    expect(sniffType(bytes("hello world"))).toBeNull();
    expect(sniffType(new Uint8Array(0))).toBeNull();
    expect(sniffType(Uint8Array.of(0xff, 0xd8))).toBeNull();
  });
});

describe("judgePhotoFile", () => {
  it("accepts JPEG, PNG and WebP by content, whatever the name says", () => {
    expect(judgePhotoFile("front.pdf", JPEG)).toEqual({ ok: true, type: "jpeg" });
    expect(judgePhotoFile("x", bytes("\x89PNG\r\n\x1a\n"))).toEqual({ ok: true, type: "png" });
  });

  it("refuses a PDF named .jpg with a message naming the file", () => {
    const verdict = judgePhotoFile("front.jpg", bytes("%PDF-1.4 ..."));
    expect(verdict).toEqual({ ok: false, message: "front.jpg is a PDF document, not a JPEG, PNG or WebP photo." });
  });

  it("refuses HEIC with a way out, SVG and unknown content", () => {
    const heic = judgePhotoFile("IMG_0001.HEIC", ftyp("heic"));
    expect(heic.ok).toBe(false);
    expect(!heic.ok && heic.message).toContain("Most compatible");
    expect(judgePhotoFile("a.svg", bytes("<svg></svg>")).ok).toBe(false);
    expect(judgePhotoFile("a.jpg", bytes("just text"))).toEqual({
      ok: false,
      message: "a.jpg is not a file type we know, not a JPEG, PNG or WebP photo.",
    });
  });

  it("refuses an empty file and one over the size limit", () => {
    expect(judgePhotoFile("a.jpg", new Uint8Array(0))).toEqual({ ok: false, message: "a.jpg is empty." });
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(JPEG);
    expect(judgePhotoFile("big.jpg", big)).toEqual({ ok: false, message: "big.jpg is larger than 20 MB." });
    const limit = new Uint8Array(PHOTO_MAX_BYTES);
    limit.set(JPEG);
    expect(judgePhotoFile("limit.jpg", limit).ok).toBe(true);
  });
});

describe("judgePhotoSize", () => {
  it("refuses more pixels than the limit (a decompression bomb) and tiny pictures", () => {
    expect(judgePhotoSize("bomb.png", 50_000, 50_000)).toMatch(/^bomb\.png is 50000 × 50000 pixels: at most 50 megapixels\.$/);
    expect(judgePhotoSize("ok.jpg", 8000, PHOTO_MAX_PIXELS / 8000)).toBeNull();
    expect(judgePhotoSize("over.jpg", 8000, PHOTO_MAX_PIXELS / 8000 + 1)).not.toBeNull();
    expect(judgePhotoSize("icon.png", 64, 64)).toBe(`icon.png is 64 × 64 pixels: at least ${PHOTO_MIN_SIDE} on each side.`);
    expect(judgePhotoSize("strip.jpg", 4000, PHOTO_MIN_SIDE - 1)).not.toBeNull();
    expect(judgePhotoSize("edge.jpg", PHOTO_MIN_SIDE, PHOTO_MIN_SIDE)).toBeNull();
  });
});

describe("judgeVideoFile", () => {
  it("accepts MP4, QuickTime, WebM and Ogg by content", () => {
    expect(judgeVideoFile("walk.mp4", ftyp("isom"))).toEqual({ ok: true, type: "mp4" });
    expect(judgeVideoFile("walk.mov", ftyp("qt  "))).toEqual({ ok: true, type: "mov" });
  });

  it("refuses a photo, a renamed document and an oversized video", () => {
    expect(judgeVideoFile("walk.mp4", JPEG)).toEqual({
      ok: false,
      message: "walk.mp4 is a JPEG picture, not an MP4, QuickTime, WebM or Ogg video.",
    });
    expect(judgeVideoFile("walk.mp4", bytes("%PDF-1.4")).ok).toBe(false);
    const big = new Uint8Array(VIDEO_MAX_BYTES + 1);
    big.set(ftyp("isom"));
    expect(judgeVideoFile("big.mp4", big)).toEqual({ ok: false, message: "big.mp4 is larger than 150 MB." });
  });
});

describe("displayName", () => {
  it("keeps the base name only, without control characters, and short", () => {
    expect(displayName("C:\\Users\\me\\front.jpg")).toBe("front.jpg");
    expect(displayName("../../etc/passwd")).toBe("passwd");
    expect(displayName("a\u0000b\nc.jpg")).toBe("abc.jpg");
    expect(displayName("")).toBe("A file without a name");
    expect(displayName(`${"x".repeat(100)}.jpg`)).toHaveLength(78);
  });
});

describe("refusedSummary", () => {
  it("says how many were added and refused", () => {
    expect(refusedSummary([], 2)).toBe("2 files were added.");
    expect(refusedSummary(["a"], 1)).toBe("1 file was added. 1 file was refused.");
    expect(refusedSummary(["a", "b"], 0)).toBe("No file was added. 2 files were refused.");
  });
});

describe("changeList (order rules)", () => {
  const list = ["a", "b", "c", "d"];

  it("moves up and down, and not past either end", () => {
    expect(changeList(list, { op: "up", index: 2 })).toEqual(["a", "c", "b", "d"]);
    expect(changeList(list, { op: "down", index: 2 })).toEqual(["a", "b", "d", "c"]);
    expect(changeList(list, { op: "up", index: 0 })).toEqual(list);
    expect(changeList(list, { op: "down", index: 3 })).toEqual(list);
  });

  it("makes a photo the hero (first), keeping the others' order", () => {
    expect(changeList(list, { op: "first", index: 3 })).toEqual(["d", "a", "b", "c"]);
  });

  it("deletes one photo", () => {
    expect(changeList(list, { op: "delete", index: 1 })).toEqual(["a", "c", "d"]);
  });

  it("takes a whole new order that names each photo once", () => {
    expect(changeList(list, { op: "order", order: [3, 0, 2, 1] })).toEqual(["d", "a", "c", "b"]);
    expect(changeList(list, { op: "order", order: [0, 0, 2, 1] })).toBeNull();
    expect(changeList(list, { op: "order", order: [0, 1, 2] })).toBeNull();
    expect(changeList(list, { op: "order", order: [0, 1, 2, 4] })).toBeNull();
  });

  it("refuses an index the list does not have (it changed since the page was shown)", () => {
    expect(changeList(list, { op: "delete", index: 4 })).toBeNull();
    expect(changeList(list, { op: "first", index: -1 })).toBeNull();
    expect(changeList(list, { op: "up", index: 1.5 })).toBeNull();
    expect(list).toEqual(["a", "b", "c", "d"]);
  });
});

describe("frameOrder", () => {
  it("orders spin frames by name, numbers as numbers", () => {
    expect(["frame10.jpg", "frame2.jpg", "Frame1.jpg"].sort(frameOrder)).toEqual(["Frame1.jpg", "frame2.jpg", "frame10.jpg"]);
  });
});

describe("mediaEditSchema and editToChange", () => {
  const photos = ["/media/a.jpg", "/media/b.jpg", "/media/c.jpg"];

  it("reads a move, a hero, a delete and a dragged order by the photos' addresses", () => {
    const hero = mediaEditSchema.parse({ intent: "first", list: "photos", item: "/media/c.jpg" });
    expect(hero.intent === "first" && editToChange(hero, photos)).toEqual({ op: "first", index: 2 });
    const order = mediaEditSchema.parse({ intent: "order", list: "photos", order: ["/media/b.jpg", "/media/c.jpg", "/media/a.jpg"] });
    expect(order.intent === "order" && editToChange(order, photos)).toEqual({ op: "order", order: [1, 2, 0] });
  });

  it("refuses a photo the car no longer has (a stale page) and an unknown intent", () => {
    const gone = mediaEditSchema.parse({ intent: "delete", list: "photos", item: "/media/gone.jpg" });
    expect(gone.intent === "delete" && editToChange(gone, photos)).toHaveProperty("refused");
    expect(mediaEditSchema.safeParse({ intent: "explode" }).success).toBe(false);
    expect(mediaEditSchema.safeParse({ intent: "up", list: "videos", item: "x" }).success).toBe(false);
  });
});
