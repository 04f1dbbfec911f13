import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveMediaPath } from "./media-path";

const root = path.resolve("/srv/media");

describe("resolveMediaPath", () => {
  it("resolves plain nested image paths inside the media folder", () => {
    expect(resolveMediaPath(root, ["demo", "suv-red_front34.SVG"])).toEqual({
      ok: true,
      relPath: "demo/suv-red_front34.SVG",
      absPath: path.join(root, "demo", "suv-red_front34.SVG"),
    });
    for (const ext of ["png", "jpg", "jpeg", "webp"]) expect(resolveMediaPath(root, [`a.${ext}`]).ok).toBe(true);
  });

  it.each([
    ["nothing", null],
    ["no segments", []],
    ["dot-dot", ["..", "secret.png"]],
    ["dot", [".", "a.png"]],
    ["embedded slash", ["a/../../b.png"]],
    ["backslash", ["..\\b.png"]],
    ["absolute", ["/etc/passwd.png"]],
    ["empty segment", ["", "etc", "a.png"]],
    ["null byte", ["a\0.png"]],
    ["percent", ["%2e%2e", "a.png"]],
    ["hidden", [".a.png"]],
    ["drive letter", ["C:", "a.png"]],
    ["too long", ["a".repeat(300) + ".png"]],
    ["too deep", [...Array(20).fill("a"), "b.png"]],
    ["text file", ["notes.txt"]],
    ["no extension", ["png"]],
    ["gif", ["a.gif"]],
  ])("refuses %s", (_name, segments) => {
    expect(resolveMediaPath(root, segments as string[] | null).ok).toBe(false);
  });
});
