import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cacheFile, cacheKey, openCached, writeCacheAtomically } from "./image-cache";

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "image-cache-"));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe("cacheKey", () => {
  it("changes with the source identity and every render parameter", () => {
    const base = cacheKey("media:a.png:1:10", { w: 640, q: 75, fm: "webp" });
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey("media:a.png:2:10", { w: 640, q: 75, fm: "webp" })).not.toBe(base);
    expect(cacheKey("media:a.png:1:10", { w: 320, q: 75, fm: "webp" })).not.toBe(base);
    expect(cacheKey("media:a.png:1:10", { w: 640, q: 70, fm: "webp" })).not.toBe(base);
    expect(cacheKey("media:a.png:1:10", { w: 640, q: 75, fm: "avif" })).not.toBe(base);
  });

  it("ignores quality for lossless PNG output", () => {
    expect(cacheKey("s", { w: 80, q: 10, fm: "png" })).toBe(cacheKey("s", { w: 80, q: 90, fm: "png" }));
  });

  it("lays files out as {2-char prefix}/{key}.{ext}", () => {
    const key = cacheKey("s", { w: 80, q: 75, fm: "jpeg" });
    expect(cacheFile("/c", key, "jpeg")).toBe(path.join("/c", key.slice(0, 2), `${key}.jpg`));
  });
});

describe("writeCacheAtomically / openCached", () => {
  it("writes the whole file through a temp file and leaves no temp behind", async () => {
    const dir = await tempDir();
    const file = path.join(dir, "ab", "abc.webp");
    expect(await openCached(file)).toBeNull();
    const data = Buffer.alloc(256 * 1024, 7);
    await Promise.all([writeCacheAtomically(file, data), writeCacheAtomically(file, data)]);
    expect((await readFile(file)).equals(data)).toBe(true);
    expect(await readdir(path.dirname(file))).toEqual(["abc.webp"]);
    const opened = await openCached(file);
    expect(opened?.size).toBe(data.length);
    await opened?.handle.close();
  });

  it("treats a directory in the entry's place as a miss", async () => {
    const dir = await tempDir();
    expect(await openCached(dir)).toBeNull();
  });

  it("cleans up the temp file and keeps the old entry when the rename fails", async () => {
    const dir = await tempDir();
    const target = path.join(dir, "ab", "abc.png");
    // A non-empty directory in the target's place makes the rename fail.
    await writeCacheAtomically(path.join(target, "inner"), Buffer.from("x"));
    await expect(writeCacheAtomically(target, Buffer.from("new"))).rejects.toThrow();
    expect(await readdir(path.dirname(target))).toEqual(["abc.png"]);
  });
});
