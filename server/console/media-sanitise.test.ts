import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_STORED_MAX_SIDE } from "~/domain/console/photo-rules";
import { sanitisePhoto } from "./media-sanitise";
import { testJpeg, testJpegWithGps, testPdf, testPngBomb } from "./media-test-files";

describe("sanitisePhoto", () => {
  it("stores no EXIF, GPS, XMP or IPTC of the upload, turned upright by its orientation", async () => {
    const input = await testJpegWithGps(800, 600);
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from("SERIAL-0123456789"))).toBe(true);
    expect(before.orientation).toBe(6);

    const out = await sanitisePhoto("gps.jpg", input);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const after = await sharp(out.bytes).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.bytes.includes(Buffer.from("SERIAL-0123456789"))).toBe(false);
    expect(out.bytes.includes(Buffer.from("TestPhone"))).toBe(false);
    // Orientation 6 is a quarter turn: the stored picture is portrait, as the phone showed it.
    expect([after.width, after.height]).toEqual([600, 800]);
    expect([out.width, out.height]).toEqual([600, 800]);
  });

  it("keeps PNG and WebP in their own format", async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#abcdef" } })
      .webp()
      .toBuffer();
    const a = await sanitisePhoto("a.png", png);
    const b = await sanitisePhoto("b.webp", webp);
    expect(a.ok && a.extension).toBe("png");
    expect(b.ok && b.extension).toBe("webp");
  });

  it("makes a large photo no larger than the gallery needs", async () => {
    const out = await sanitisePhoto("big.jpg", await testJpeg(4000, 3000));
    expect(out.ok && [out.width, out.height]).toEqual([PHOTO_STORED_MAX_SIDE, PHOTO_STORED_MAX_SIDE * 0.75]);
  });

  it("refuses a PDF named .jpg, naming the file", async () => {
    expect(await sanitisePhoto("front.jpg", testPdf())).toEqual({
      ok: false,
      message: "front.jpg is a PDF document, not a JPEG, PNG or WebP photo.",
    });
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    // A PNG that claims 20000 × 20000 pixels (400 megapixels) in a few hundred bytes.
    const bomb = testPngBomb(20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const out = await sanitisePhoto("bomb.png", bomb);
    expect(out).toEqual({ ok: false, message: "bomb.png is 20000 × 20000 pixels: at most 50 megapixels." });
  });

  it("refuses a truncated JPEG and a tiny one", async () => {
    const whole = await testJpeg(800, 600);
    const cut = await sanitisePhoto("cut.jpg", whole.subarray(0, 200));
    expect(cut).toEqual({ ok: false, message: "cut.jpg could not be read as a picture (damaged or incomplete)." });
    const tiny = await sanitisePhoto("tiny.jpg", await testJpeg(50, 50));
    expect(tiny.ok).toBe(false);
  });
});
