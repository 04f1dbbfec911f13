import { describe, expect, it } from "vitest";
import { parseImageParams } from "./image-params";
import { IMAGE_WIDTHS } from "./image-url";

describe("parseImageParams", () => {
  it("defaults to width 640 and quality 75 with no format", () => {
    expect(parseImageParams({})).toEqual({ ok: true, params: { w: 640, q: 75 } });
  });

  it("accepts every allowed width, quality 1 and 100, and every format", () => {
    for (const w of IMAGE_WIDTHS) expect(parseImageParams({ w: String(w) })).toMatchObject({ ok: true, params: { w } });
    expect(parseImageParams({ q: "1" })).toMatchObject({ ok: true, params: { q: 1 } });
    expect(parseImageParams({ q: "100" })).toMatchObject({ ok: true, params: { q: 100 } });
    for (const fm of ["webp", "avif", "jpeg", "png"]) {
      expect(parseImageParams({ fm })).toMatchObject({ ok: true, params: { fm } });
    }
  });

  it.each([
    ["w not in the allow list", { w: "641" }],
    ["w not an integer", { w: "640.5" }],
    ["w negative", { w: "-640" }],
    ["w empty", { w: "" }],
    ["w with exponent", { w: "6.4e2" }],
    ["w given twice", { w: ["640", "320"] }],
    ["q zero", { q: "0" }],
    ["q above 100", { q: "101" }],
    ["q not a number", { q: "high" }],
    ["q fractional", { q: "75.5" }],
    ["q empty", { q: "" }],
    ["fm unknown", { fm: "gif" }],
    ["fm upper case", { fm: "WEBP" }],
    ["fm as an object", { fm: { a: "webp" } }],
  ])("rejects %s", (_name, query) => {
    const result = parseImageParams(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
  });
});
