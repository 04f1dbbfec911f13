import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliOptions, pickEncoding } from "./search-api-direct";

describe("pickEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5", "br"],
    ["gzip;q=0", "identity"],
    ["*", "gzip"],
    ["deflate", "identity"],
  ])("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("brotliOptions", () => {
  const { BROTLI_PARAM_LGWIN: LGWIN } = zlib.constants;
  it("gives a window that holds the whole answer, from 64 KB up to brotli's default", () => {
    expect(brotliOptions(500).params?.[LGWIN]).toBe(16);
    expect(brotliOptions(70_000).params?.[LGWIN]).toBe(17);
    expect(brotliOptions(50_000_000).params?.[LGWIN]).toBe(zlib.constants.BROTLI_DEFAULT_WINDOW);
  });
  it.each([10, 40_000, 70_000, 300_000])("compresses %i bytes of JSON that decompress to the same", (size) => {
    const json = Buffer.from(JSON.stringify({ hits: Array.from({ length: size / 40 }, (_, i) => ({ id: i, make: `Make ${i % 7}` })) }));
    const packed = zlib.brotliCompressSync(json, brotliOptions(json.length));
    expect(zlib.brotliDecompressSync(packed).equals(json)).toBe(true);
  });
});
