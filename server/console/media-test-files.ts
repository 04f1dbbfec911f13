/**
 * Test pictures for the console's media tests (unit, integration and browser): real JPEGs drawn by sharp, one with
 * an EXIF block that has a GPS position, a camera serial and a sideways orientation, as a phone writes them.
 */
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** Where the test photo says it was taken (a Brisbane street). */
export const TEST_GPS = { latitude: "27/1 28/1 0/1", longitude: "153/1 1/1 0/1" };

/** A plain JPEG, `width` × `height`, of one colour. */
export async function testJpeg(width = 800, height = 600, colour = "#3366cc"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A JPEG with EXIF as a phone writes it: a GPS position, a camera, a serial number, orientation 6 (turned right). */
export async function testJpegWithGps(width = 800, height = 600, colour = "#cc3333"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "TP-1", Copyright: "Jo Citizen" },
      IFD2: { BodySerialNumber: "SERIAL-0123456789" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: TEST_GPS.latitude,
        GPSLongitudeRef: "E",
        GPSLongitude: TEST_GPS.longitude,
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A PNG of a few dozen bytes whose header claims `width` × `height` pixels: a decompression bomb as far as anything
 * reading only the header can tell (its pixel data is a stub).
 */
export function testPngBomb(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "binary"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PDF's first bytes under any name: what a refused "photo" looks like. */
export function testPdf(): Buffer {
  return Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
}

/** The first bytes of an MP4 (an ftyp box and an empty media box): what the upload's sniffing sees of a video. */
export function testMp4(): Buffer {
  return Buffer.concat([
    Buffer.from("\0\0\0\x18ftypisom\0\0\0\0isomiso2", "latin1"),
    Buffer.from("\0\0\x08\0mdat", "latin1"),
    Buffer.alloc(2040),
  ]);
}
