/**
 * The image endpoint: serves stored images under mediaDir resized (`w`), re-encoded (`fm`, or WebP/JPEG
 * from the Accept header) at quality `q`, through a disk cache. Mount as `app.get("/media/*path", handler)`.
 * A missing or corrupt source answers 404 with the not-found image rendered the same way.
 */
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { parseImageParams } from "~/domain/images/image-params";
import { acceptsWebp } from "./accept";
import { ifNoneMatchMatches } from "./conditional";
import { cacheFile, cacheKey, FORMAT_MIME, isMissing, openCached, writeCacheAtomically, type CachedFile } from "./image-cache";
import { requestSegments, resolveMediaPath } from "./media-path";
import { BUILTIN_NOT_FOUND_SVG } from "./not-found-image";
import { BusyError, createRenderLimiter } from "./render-limiter";
import { renderImage, type RenderSpec } from "./render-image";
import { createSingleFlight } from "./single-flight";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=300";
/** The fallback picture under /media: pages show it for a car without photos (001 §8). */
export const NOT_FOUND_NAME = "not-found.svg";
const MAX_SOURCE_BYTES = 40 * 1024 * 1024;
/** Corrupt sources are remembered (by path, mtime and size) so they are not decoded again on every request. */
const MAX_REMEMBERED_BAD_SOURCES = 1000;

export type ImageErrorStage = "draw" | "render" | "cache-read" | "cache-write" | "not-found-image" | "unexpected";

export type ImageHandlerOptions = {
  mediaDir: string;
  cacheDir: string;
  /** Image shown (with status 404) for missing or corrupt sources; a built-in picture when absent. */
  notFoundPath?: string;
  /** Renders running at once; default: one less than the CPU count, at least 1. */
  maxConcurrentRenders?: number;
  /** Renders allowed to wait; beyond this the endpoint answers 503. Default 64. */
  maxQueuedRenders?: number;
  /**
   * Draws a source that is not on disk yet, by its path under mediaDir (the demo's per-model pictures), or
   * answers null. The drawing is stored there, so it is drawn once and then served like any stored file.
   */
  draw?: (relPath: string) => string | Buffer | null;
  /** Called for failures worth a log line (corrupt source, cache write failure, unexpected errors). */
  onError?: (error: unknown, context: { stage: ImageErrorStage; path: string }) => void;
};

export type ImageHandlerStats = {
  /** sharp pipelines run. */
  renders: number;
  /** Responses served from the disk cache without sharp. */
  cacheHits: number;
  /** Requests that waited on an identical render already in flight. */
  joinedRenders: number;
  /** Highest number of renders seen running at once. */
  peakConcurrentRenders: number;
  /** Requests refused with 503 because the render queue was full. */
  busyRejections: number;
};

export type ImageHandler = RequestHandler & { stats: ImageHandlerStats };

type Source = { id: string; label: string; load: () => Promise<Buffer> };
type Output = { kind: "file"; file: CachedFile } | { kind: "buffer"; data: Buffer };

/** The source could not be read or decoded; the caller falls back to the not-found image. */
class SourceError extends Error {
  constructor(
    readonly source: Source,
    cause: unknown,
  ) {
    super(`cannot render ${source.label}`, { cause });
    this.name = "SourceError";
  }
}

function etagOf(key: string): string {
  return `"${key.slice(0, 32)}"`;
}

function sendText(res: Response, status: number, message: string, cacheControl: string): void {
  res.status(status).type("text/plain; charset=utf-8").set("Cache-Control", cacheControl).send(message);
}

export function createImageHandler(options: ImageHandlerOptions): ImageHandler {
  const mediaDir = path.resolve(options.mediaDir);
  const cacheDir = path.resolve(options.cacheDir);
  const notFoundPath = options.notFoundPath ? path.resolve(options.notFoundPath) : undefined;
  const limiter = createRenderLimiter(
    options.maxConcurrentRenders ?? Math.max(1, availableParallelism() - 1),
    options.maxQueuedRenders ?? 64,
  );
  const flights = createSingleFlight<Buffer>();
  const badSources = new Set<string>();
  const report = options.onError ?? (() => {});
  const stats: ImageHandlerStats = {
    renders: 0,
    cacheHits: 0,
    joinedRenders: 0,
    peakConcurrentRenders: 0,
    busyRejections: 0,
  };
  let activeRenders = 0;

  async function fileSource(absPath: string, label: string): Promise<Source | null> {
    let info;
    try {
      info = await stat(absPath);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!info.isFile()) return null;
    const size = info.size;
    return {
      id: `${label}:${info.mtimeMs}:${size}`,
      label,
      load: async () => {
        if (size > MAX_SOURCE_BYTES) throw new Error(`source larger than ${MAX_SOURCE_BYTES} bytes`);
        return readFile(absPath);
      },
    };
  }

  const drawing = new Map<string, Promise<void>>();

  /** A missing source the draw option knows, drawn and stored under mediaDir (once, however many ask at once). */
  async function drawnSource(absPath: string, relPath: string, label: string): Promise<Source | null> {
    const draw = options.draw;
    if (!draw) return null;
    let pending = drawing.get(absPath);
    if (!pending) {
      pending = (async () => {
        const content = draw(relPath);
        if (content === null) return;
        await mkdir(path.dirname(absPath), { recursive: true });
        // Under a temporary name and renamed: another process drawing the same picture never sees half a file.
        const temp = `${absPath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(temp, content);
        await rename(temp, absPath);
      })().finally(() => drawing.delete(absPath));
      drawing.set(absPath, pending);
    }
    try {
      await pending;
    } catch (error) {
      report(error, { stage: "draw", path: relPath });
      return null;
    }
    return fileSource(absPath, label);
  }

  const builtinNotFound: Source = { id: "builtin-not-found", label: "builtin-not-found", load: async () => BUILTIN_NOT_FOUND_SVG };

  /** The dealer's not-found picture when the media folder has one, else the built-in one: never no picture. */
  async function notFoundSource(): Promise<Source | null> {
    if (!notFoundPath) return builtinNotFound;
    return (await fileSource(notFoundPath, `not-found:${notFoundPath}`)) ?? builtinNotFound;
  }

  /** A cache that cannot be read degrades to rendering every time; the shopper still gets the image. */
  async function readCached(file: string): Promise<CachedFile | null> {
    try {
      return await openCached(file);
    } catch (error) {
      report(error, { stage: "cache-read", path: file });
      return null;
    }
  }

  async function renderAndStore(source: Source, spec: RenderSpec, file: string): Promise<Buffer> {
    // Another process, or a render that finished while this one queued, may have filled the cache.
    const cached = await readCached(file);
    if (cached) {
      try {
        return await cached.handle.readFile();
      } finally {
        await cached.handle.close();
      }
    }
    let output: Buffer;
    activeRenders++;
    stats.renders++;
    stats.peakConcurrentRenders = Math.max(stats.peakConcurrentRenders, activeRenders);
    try {
      output = await renderImage(await source.load(), spec);
    } catch (error) {
      throw new SourceError(source, error);
    } finally {
      activeRenders--;
    }
    try {
      await writeCacheAtomically(file, output);
    } catch (error) {
      report(error, { stage: "cache-write", path: file });
    }
    return output;
  }

  /** The rendered image from the cache, or rendered once however many requests ask at the same time. */
  async function produce(source: Source, spec: RenderSpec, key: string): Promise<Output> {
    const file = cacheFile(cacheDir, key, spec.fm);
    const cached = await readCached(file);
    if (cached) {
      stats.cacheHits++;
      return { kind: "file", file: cached };
    }
    const { promise, joined } = flights.run(key, () => limiter.run(() => renderAndStore(source, spec, file)));
    if (joined) stats.joinedRenders++;
    return { kind: "buffer", data: await promise };
  }

  async function send(
    req: Request,
    res: Response,
    status: number,
    spec: RenderSpec,
    output: Output,
    validator: { etag: string; cacheControl: string },
  ): Promise<void> {
    const size = output.kind === "file" ? output.file.size : output.data.length;
    res.status(status);
    res.setHeader("ETag", validator.etag);
    res.setHeader("Cache-Control", validator.cacheControl);
    res.setHeader("Content-Type", FORMAT_MIME[spec.fm]);
    res.setHeader("Content-Length", String(size));
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (output.kind === "buffer") {
      res.end(req.method === "HEAD" ? undefined : output.data);
      return;
    }
    if (req.method === "HEAD") {
      await output.file.handle.close();
      res.end();
      return;
    }
    // A client that goes away mid-stream is not an error worth reporting; the stream closes the file.
    await pipeline(output.file.handle.createReadStream(), res).catch(() => {});
  }

  function rememberBad(id: string): void {
    badSources.add(id);
    if (badSources.size > MAX_REMEMBERED_BAD_SOURCES) {
      const oldest = badSources.values().next().value;
      if (oldest !== undefined) badSources.delete(oldest);
    }
  }

  async function handle(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const media = resolveMediaPath(mediaDir, requestSegments(req));
    if (!media.ok) return sendText(res, 400, media.error, "no-store");
    const parsed = parseImageParams(req.query as Record<string, unknown>);
    if (!parsed.ok) return sendText(res, 400, parsed.error, "no-store");
    const { w, q, fm } = parsed.params;
    const spec: RenderSpec = { w, q, fm: fm ?? (acceptsWebp(req.get("accept")) ? "webp" : "jpeg") };
    if (fm === undefined) res.vary("Accept");

    const label = `media:${media.relPath}`;
    const source = (await fileSource(media.absPath, label)) ?? (await drawnSource(media.absPath, media.relPath, label));
    if (source && !badSources.has(source.id)) {
      const key = cacheKey(source.id, spec);
      const validator = { etag: etagOf(key), cacheControl: IMMUTABLE_CACHE_CONTROL };
      if (ifNoneMatchMatches(req.get("if-none-match"), validator.etag)) {
        res.status(304).set({ ETag: validator.etag, "Cache-Control": validator.cacheControl }).end();
        return;
      }
      try {
        return await send(req, res, 200, spec, await produce(source, spec, key), validator);
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        // Waiters on one shared render all land here; report the corrupt source once.
        if (!badSources.has(source.id)) report(error, { stage: "render", path: media.relPath });
        rememberBad(source.id);
      }
    }

    const fallback = await notFoundSource();
    if (fallback) {
      const key = cacheKey(fallback.id, spec);
      const validator = { etag: etagOf(key), cacheControl: NOT_FOUND_CACHE_CONTROL };
      // The fallback asked for by name (/media/not-found.svg, what pages show for a car without photos) is a
      // real image: 200. Any other missing source answers 404 with that picture.
      const status = media.relPath === NOT_FOUND_NAME ? 200 : 404;
      try {
        return await send(req, res, status, spec, await produce(fallback, spec, key), validator);
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        report(error, { stage: "not-found-image", path: fallback.label });
      }
    } else {
      report(new Error(`not-found image missing: ${notFoundPath}`), { stage: "not-found-image", path: String(notFoundPath) });
    }
    sendText(res, 404, "Image not found", NOT_FOUND_CACHE_CONTROL);
  }

  const handler = ((req, res, next) => {
    handle(req, res, next).catch((error: unknown) => {
      if (error instanceof BusyError) {
        stats.busyRejections++;
        res.setHeader("Retry-After", "1");
        return sendText(res, 503, "Image service busy, please retry", "no-store");
      }
      report(error, { stage: "unexpected", path: req.path });
      next(error);
    });
  }) as ImageHandler;
  handler.stats = stats;
  return handler;
}
