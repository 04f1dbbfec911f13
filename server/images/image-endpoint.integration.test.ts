import { mkdir, mkdtemp, readdir, rm, stat, symlink, utimes, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "~/domain/images/image-url";
import { createImageHandler, type ImageHandler, type ImageHandlerOptions } from "./image-endpoint";

let root: string;
let mediaDir: string;
const servers: Array<{ close: () => Promise<void> }> = [];

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
  <rect width="400" height="300" fill="#c00"/><circle cx="200" cy="150" r="100" fill="#fff"/></svg>`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "image-endpoint-"));
  mediaDir = path.join(root, "media");
  const demo = path.join(mediaDir, "demo");
  await mkdir(demo, { recursive: true });
  await writeFile(path.join(demo, "suv.svg"), SVG);
  const png = await sharp({ create: { width: 500, height: 375, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
  await writeFile(path.join(demo, "car.png"), png);
  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#3a6" } })
    .jpeg()
    .toBuffer();
  await writeFile(path.join(demo, "car.jpg"), jpeg);
  await writeFile(path.join(demo, "truncated.jpg"), jpeg.subarray(0, Math.floor(jpeg.length / 2)));
  await writeFile(path.join(demo, "broken.png"), "this is not an image");
  await writeFile(path.join(demo, "notes.txt"), "text");
  await writeFile(path.join(root, "secret.png"), png);
  await writeFile(
    path.join(root, "custom-not-found.png"),
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#888" } })
      .png()
      .toBuffer(),
  );
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

type Started = { base: string; port: number; handler: ImageHandler; cacheDir: string; errors: Array<{ stage: string; path: string }> };

async function start(options: Partial<ImageHandlerOptions> = {}, mount: "get" | "use" = "get"): Promise<Started> {
  const cacheDir = options.cacheDir ?? (await mkdtemp(path.join(root, "cache-")));
  const errors: Started["errors"] = [];
  const handler = createImageHandler({
    mediaDir,
    cacheDir,
    onError: (_error, context) => errors.push(context),
    ...options,
  });
  const app = express();
  if (mount === "get") app.get("/media/*path", handler);
  else app.use("/media", handler);
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).send("error page");
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push({
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // fetch keeps sockets alive; the test is over, so do not wait for them to idle out.
        server.closeAllConnections();
      }),
  });
  const port = (server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, port, handler, cacheDir, errors };
}

async function get(s: Started, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(s.base + url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

/** fetch normalises `..` away, so traversal attempts go over raw HTTP with the path exactly as written. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: rawPath }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }));
      })
      .on("error", reject);
  });
}

async function listCache(cacheDir: string): Promise<string[]> {
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(cacheDir, path.join(e.parentPath, e.name)))
    .sort();
}

describe("resizing", () => {
  it("resizes a raster source to the requested width, keeping the aspect ratio", async () => {
    const s = await start();
    const { response, body } = await get(s, "/media/demo/car.png?w=320&fm=png");
    expect(response.status).toBe(200);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 320, 240]);
  });

  it("never upscales a raster source beyond its own width", async () => {
    const s = await start();
    const meta = await sharp((await get(s, "/media/demo/car.png?w=1280&fm=png")).body).metadata();
    expect([meta.width, meta.height]).toEqual([500, 375]);
  });

  it("rasterises an SVG at the requested width, even above its intrinsic size", async () => {
    const s = await start();
    const meta = await sharp((await get(s, "/media/demo/suv.svg?w=960&fm=png")).body).metadata();
    expect([meta.width, meta.height]).toEqual([960, 720]);
  });

  it("defaults to width 640 and quality 75", async () => {
    const s = await start();
    const implicit = await get(s, "/media/demo/suv.svg?fm=jpeg");
    const explicit = await get(s, "/media/demo/suv.svg?fm=jpeg&w=640&q=75");
    expect((await sharp(implicit.body).metadata()).width).toBe(640);
    expect(implicit.response.headers.get("etag")).toBe(explicit.response.headers.get("etag"));
    expect(implicit.body.equals(explicit.body)).toBe(true);
    expect(s.handler.stats.renders).toBe(1);
  });

  it("applies the quality parameter", async () => {
    const s = await start();
    const low = await get(s, "/media/demo/suv.svg?fm=jpeg&q=5");
    const high = await get(s, "/media/demo/suv.svg?fm=jpeg&q=100");
    expect(low.body.length).toBeLessThan(high.body.length);
  });
});

describe("formats", () => {
  it.each([
    ["webp", "image/webp", "webp"],
    ["avif", "image/avif", "heif"],
    ["jpeg", "image/jpeg", "jpeg"],
    ["png", "image/png", "png"],
  ])("encodes fm=%s with the right Content-Type", async (fm, contentType, sharpFormat) => {
    const s = await start();
    const { response, body } = await get(s, `/media/demo/car.png?w=160&fm=${fm}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(contentType);
    expect(response.headers.get("vary")).toBeNull();
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect(meta.width).toBe(160);
  });

  it("serves every source type: SVG, PNG, JPEG and WebP", async () => {
    const s = await start();
    const webp = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#123" } })
      .webp()
      .toBuffer();
    await writeFile(path.join(mediaDir, "demo", "source.webp"), webp);
    for (const file of ["suv.svg", "car.png", "car.jpg", "source.webp"]) {
      const { response } = await get(s, `/media/demo/${file}?w=80&fm=png`);
      expect([file, response.status]).toEqual([file, 200]);
    }
  });

  it("negotiates WebP from the Accept header, else JPEG, and says Vary: Accept", async () => {
    const s = await start();
    const webp = await get(s, "/media/demo/car.png", { accept: "image/avif,image/webp,image/*,*/*;q=0.8" });
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect(webp.response.headers.get("vary")).toBe("Accept");
    expect((await sharp(webp.body).metadata()).format).toBe("webp");

    for (const accept of ["image/png,image/*;q=0.8", "image/webp;q=0, image/*", ""]) {
      const jpeg = await get(s, "/media/demo/car.png", accept ? { accept } : {});
      expect([accept, jpeg.response.headers.get("content-type")]).toEqual([accept, "image/jpeg"]);
      expect(jpeg.response.headers.get("vary")).toBe("Accept");
    }
    expect(webp.response.headers.get("etag")).not.toBe((await get(s, "/media/demo/car.png")).response.headers.get("etag"));
  });

  it("flattens transparency onto white for JPEG", async () => {
    const s = await start();
    const { body } = await get(s, "/media/demo/car.png?fm=jpeg&w=80");
    const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    // 50% blue over white, not over black.
    expect(data[0]).toBeGreaterThan(100);
  });
});

describe("headers and caching", () => {
  it("sends immutable caching, an ETag and a correct Content-Length on a miss and on a hit", async () => {
    const s = await start();
    for (let i = 0; i < 2; i++) {
      const { response, body } = await get(s, "/media/demo/suv.svg?w=320&fm=webp");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
      expect(response.headers.get("content-length")).toBe(String(body.length));
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("serves the second identical request from the disk cache without running sharp", async () => {
    const s = await start();
    const first = await get(s, "/media/demo/suv.svg?w=480&fm=webp");
    expect(s.handler.stats).toMatchObject({ renders: 1, cacheHits: 0 });
    const files = await listCache(s.cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    const cached = path.join(s.cacheDir, files[0]);
    const before = await stat(cached);

    const second = await get(s, "/media/demo/suv.svg?w=480&fm=webp");
    expect(s.handler.stats).toMatchObject({ renders: 1, cacheHits: 1 });
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    expect((await stat(cached)).mtimeMs).toBe(before.mtimeMs);
    expect(await listCache(s.cacheDir)).toEqual(files);
  });

  it("renders again when the source file changes", async () => {
    const s = await start();
    const file = path.join(mediaDir, "demo", "changing.svg");
    await writeFile(file, SVG);
    const first = await get(s, "/media/demo/changing.svg?w=80&fm=png");
    await writeFile(file, SVG.replace("#c00", "#00c"));
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const second = await get(s, "/media/demo/changing.svg?w=80&fm=png");
    expect(s.handler.stats.renders).toBe(2);
    expect(second.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
    expect(second.body.equals(first.body)).toBe(false);
  });

  it("answers 304 to a matching If-None-Match without rendering or a body", async () => {
    const s = await start();
    const first = await get(s, "/media/demo/car.png?w=240&fm=webp");
    const etag = first.response.headers.get("etag") ?? "";
    const renders = s.handler.stats.renders;

    const again = await get(s, "/media/demo/car.png?w=240&fm=webp", { "if-none-match": etag });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.response.headers.get("etag")).toBe(etag);
    expect(again.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(s.handler.stats.renders).toBe(renders);

    const other = await get(s, "/media/demo/car.png?w=240&fm=webp", { "if-none-match": '"something-else"' });
    expect(other.response.status).toBe(200);
  });

  it("answers HEAD with the headers only", async () => {
    const s = await start();
    const response = await fetch(`${s.base}/media/demo/car.png?w=80&fm=png`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });
});

describe("failures", () => {
  it("still serves the image when the cache cannot be written, and reports it", async () => {
    const blocker = path.join(root, "cache-is-a-file");
    await writeFile(blocker, "");
    const s = await start({ cacheDir: blocker });
    const { response, body } = await get(s, "/media/demo/car.png?w=80&fm=png");
    expect(response.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(80);
    expect(s.errors.map((e) => e.stage)).toEqual(["cache-write"]);
  });

  it("still serves images when the cache cannot be read, and reports it", async () => {
    const loop = path.join(root, "loop-dir");
    await symlink(loop, loop);
    const s = await start({ cacheDir: path.join(loop, "cache") });
    const { response } = await get(s, "/media/demo/car.png?w=80&fm=png");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(s.errors.map((e) => e.stage)).toEqual(["cache-read", "cache-read", "cache-write"]);
  });

  it("passes unexpected errors (an unreadable source) to the app error handler, without image caching headers", async () => {
    const loop = path.join(mediaDir, "demo", "loop.png");
    await symlink(loop, loop);
    const s = await start();
    const { response, body } = await get(s, "/media/demo/loop.png");
    expect([response.status, body.toString()]).toEqual([500, "error page"]);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.headers.get("etag")).not.toMatch(/^"[0-9a-f]{32}"$/);
    expect(s.errors.map((e) => e.stage)).toEqual(["unexpected"]);
  });
});

describe("not-found fallback", () => {
  it("answers a missing source with 404, the not-found image at the requested size and a short cache", async () => {
    const s = await start();
    const { response, body } = await get(s, "/media/demo/missing.jpg?w=320&fm=webp");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("content-length")).toBe(String(body.length));
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 240]);
  });

  it("treats a directory named like an image as missing", async () => {
    const s = await start();
    await mkdir(path.join(mediaDir, "demo", "folder.png"), { recursive: true });
    expect((await get(s, "/media/demo/folder.png")).response.status).toBe(404);
  });

  it("uses the configured not-found image, resized the same way", async () => {
    const s = await start({ notFoundPath: path.join(root, "custom-not-found.png") });
    const { response, body } = await get(s, "/media/nope.png?w=160&fm=png");
    expect(response.status).toBe(404);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([160, 107]);
  });

  it("falls back to the built-in picture when the configured not-found image is itself missing (never a broken image)", async () => {
    const s = await start({ notFoundPath: path.join(root, "no-such-file.png") });
    const { response, body } = await get(s, "/media/nope.png?fm=png");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect((await sharp(body).metadata()).width).toBeGreaterThan(0);
  });

  it("answers the not-found picture asked for by name (/media/not-found.svg) with 200 and an image (001 §8)", async () => {
    for (const notFoundPath of [undefined, path.join(root, "no-such-file.png"), path.join(root, "custom-not-found.png")]) {
      const s = await start(notFoundPath ? { notFoundPath } : {});
      const { response, body } = await get(s, "/media/not-found.svg?w=480&fm=jpeg");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe("jpeg");
      // At most the width asked for (a smaller custom picture is not enlarged).
      expect(meta.width).toBeGreaterThan(0);
      expect(meta.width).toBeLessThanOrEqual(480);
    }
  });

  it("draws a missing source it is told how to, once, stores it and serves it as a file; others stay 404", async () => {
    const drawn: string[] = [];
    const s = await start({ draw: (relPath) => (relPath === "demo/drawn.svg" ? (drawn.push(relPath), SVG) : null) });
    const answers = await Promise.all([1, 2, 3].map(() => get(s, "/media/demo/drawn.svg?w=320&fm=png")));
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(body).metadata()).width).toBe(320);
    }
    expect(drawn).toEqual(["demo/drawn.svg"]);
    expect((await stat(path.join(mediaDir, "demo", "drawn.svg"))).isFile()).toBe(true);
    expect((await get(s, "/media/demo/drawn.svg?w=480&fm=png")).response.status).toBe(200);
    expect(drawn).toHaveLength(1);
    expect((await get(s, "/media/demo/undrawn.svg?w=320&fm=png")).response.status).toBe(404);
    expect(s.errors).toEqual([]);
  });

  it.each(["broken.png", "truncated.jpg"])(
    "falls back for a corrupt source (%s), reports it once and does not decode it again",
    async (file) => {
      const s = await start();
      const first = await get(s, `/media/demo/${file}?w=320&fm=png`);
      expect(first.response.status).toBe(404);
      expect(first.response.headers.get("cache-control")).toBe("public, max-age=300");
      expect((await sharp(first.body).metadata()).width).toBe(320);
      expect(s.errors).toEqual([{ stage: "render", path: `demo/${file}` }]);
      const renders = s.handler.stats.renders;

      const second = await get(s, `/media/demo/${file}?w=320&fm=png`);
      expect(second.response.status).toBe(404);
      expect(second.body.equals(first.body)).toBe(true);
      expect(s.handler.stats.renders).toBe(renders);
      expect(s.errors).toHaveLength(1);
    },
  );
});

describe("bad requests", () => {
  it.each([
    ["w not in the allow list", "?w=641"],
    ["w not an integer", "?w=640.5"],
    ["w not a number", "?w=wide"],
    ["w twice", "?w=640&w=320"],
    ["q zero", "?q=0"],
    ["q above 100", "?q=101"],
    ["q not a number", "?q=best"],
    ["fm unknown", "?fm=gif"],
  ])("answers 400 for %s", async (_name, query) => {
    const s = await start();
    const { response, body } = await get(s, `/media/demo/car.png${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThan(200);
    expect(s.handler.stats.renders).toBe(0);
  });

  it("accepts every width in the allow list", async () => {
    const s = await start();
    for (const w of IMAGE_WIDTHS) {
      expect([w, (await get(s, `/media/demo/suv.svg?w=${w}&fm=png`)).response.status]).toEqual([w, 200]);
    }
  });

  it.each([
    ["dot-dot", "/media/../secret.png"],
    ["dot-dot deeper", "/media/demo/../../secret.png"],
    ["encoded dot-dot", "/media/%2e%2e/secret.png"],
    ["encoded slashes", "/media/demo%2F..%2F..%2Fsecret.png"],
    ["encoded backslashes", "/media/demo/..%5c..%5csecret.png"],
    ["double-encoded dot-dot", "/media/%252e%252e/secret.png"],
    ["absolute path", "/media/%2Fetc%2Fpasswd.png"],
    ["empty segment", "/media//etc/passwd.png"],
    ["dot segment", "/media/demo/./car.png"],
    ["null byte", "/media/demo/car.png%00.png"],
    ["hidden file", "/media/demo/.car.png"],
    ["non-image extension", "/media/demo/notes.txt"],
    ["no extension", "/media/demo/car"],
  ])("answers 400 for a bad path: %s", async (_name, rawPath) => {
    const s = await start();
    const { status, type, body } = await rawGet(s.port, rawPath);
    expect([rawPath, status]).toEqual([rawPath, 400]);
    expect(type).toMatch(/^text\/plain/);
    expect(body.length).toBeLessThan(200);
  });

  it("works mounted with app.use, including a plain-text 400 for malformed percent-encoding", async () => {
    const s = await start({}, "use");
    expect((await get(s, "/media/demo/car.png?w=80&fm=png")).response.status).toBe(200);
    const malformed = await rawGet(s.port, "/media/demo/%E0%A4%A.png");
    expect([malformed.status, malformed.type]).toEqual([400, "text/plain; charset=utf-8"]);
    expect((await rawGet(s.port, "/media/../secret.png")).status).toBe(400);
  });
});

describe("load control", () => {
  it("runs one render for many concurrent identical misses", async () => {
    // Several render slots, so without de-duplication the identical misses would render side by side.
    const s = await start({ maxConcurrentRenders: 4 });
    const results = await Promise.all(Array.from({ length: 8 }, () => get(s, "/media/demo/suv.svg?w=1920&fm=jpeg")));
    expect(results.map((r) => r.response.status)).toEqual(Array(8).fill(200));
    expect(s.handler.stats.renders).toBe(1);
    for (const r of results) expect(r.body.equals(results[0].body)).toBe(true);
    expect(await listCache(s.cacheDir)).toHaveLength(1);
  });

  it("never runs more renders at once than allowed", async () => {
    const s = await start({ maxConcurrentRenders: 1 });
    const widths = [80, 160, 240, 320, 480, 640];
    const results = await Promise.all(widths.map((w) => get(s, `/media/demo/suv.svg?w=${w}&fm=webp`)));
    expect(results.map((r) => r.response.status)).toEqual(Array(widths.length).fill(200));
    expect(s.handler.stats).toMatchObject({ renders: widths.length, peakConcurrentRenders: 1 });
  });

  it("answers 503 with Retry-After, not 500, when the render queue is full", async () => {
    const s = await start({ maxConcurrentRenders: 1, maxQueuedRenders: 1 });
    // One running, one waiting: of four distinct slow renders arriving together, some must be refused.
    const qualities = [40, 50, 60, 70];
    const results = await Promise.all(qualities.map((q) => get(s, `/media/demo/suv.svg?w=1920&fm=jpeg&q=${q}`)));
    const statuses = results.map((r) => r.response.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const busy = results.filter((r) => r.response.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length).toBe(s.handler.stats.busyRejections);
    expect(busy[0].response.headers.get("retry-after")).toBe("1");
    expect(busy[0].response.headers.get("cache-control")).toBe("no-store");
  });
});
