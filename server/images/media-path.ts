/** Turns the request's path segments into a file under mediaDir, refusing anything that could escape it. */
import path from "node:path";
import type { Request } from "express";

/** Stored media names are plain: no hidden files, no dot segments, no separators, no percent signs. */
const SEGMENT = /^[A-Za-z0-9_~+@-][A-Za-z0-9._~+@-]*$/;
const MAX_SEGMENTS = 16;
const MAX_SEGMENT_LENGTH = 200;
export const SOURCE_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp"] as const;

export type MediaPath = { ok: true; relPath: string; absPath: string } | { ok: false; error: string };

/**
 * The decoded path segments after the mount point. Works when mounted as
 * `app.get("/media/*path", h)` (Express 5 wildcard, already decoded) or `app.use("/media", h)`.
 * Null when the path's percent-encoding is malformed.
 */
export function requestSegments(req: Request): string[] | null {
  const param: unknown = (req.params as Record<string, unknown> | undefined)?.path;
  if (Array.isArray(param) && param.every((s) => typeof s === "string")) return param as string[];
  if (typeof param === "string") return param.split("/");
  try {
    return req.path.replace(/^\//, "").split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
}

export function resolveMediaPath(mediaDir: string, segments: readonly string[] | null): MediaPath {
  const bad = { ok: false, error: "Bad image path" } as const;
  if (!segments || segments.length === 0 || segments.length > MAX_SEGMENTS) return bad;
  for (const segment of segments) {
    if (segment.length > MAX_SEGMENT_LENGTH || !SEGMENT.test(segment)) return bad;
  }
  const fileName = segments[segments.length - 1];
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  if (!(SOURCE_EXTENSIONS as readonly string[]).includes(extension)) {
    return { ok: false, error: `Unsupported image type; expected one of ${SOURCE_EXTENSIONS.join(", ")}` };
  }
  const root = path.resolve(mediaDir);
  const absPath = path.join(root, ...segments);
  // Belt and braces: the segment rule already forbids every way out of root.
  const relative = path.relative(root, absPath);
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return bad;
  return { ok: true, relPath: segments.join("/"), absPath };
}
