/**
 * The feed importer's picture fetch (server/feeds/images.ts): the host's addresses are pinned at connect time (a
 * name that resolves to a public address for the check and a private one for the connection is never connected
 * to), and what is stored is sanitised like a console upload (no EXIF, no GPS). Listens on a port, no database.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client";
import { testJpegWithGps } from "~/server/console/media-test-files";
import { createFeedImageStore, publicOnlyLookup, type ResolveHost } from "./images";

let dir: string;
let server: Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "feed-images-"));
  const jpeg = await testJpegWithGps();
  server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** No database: nothing was fetched before (a refused fetch stores nothing). */
const noDb = { select: () => ({ from: () => ({ where: async () => [] }) }) } as unknown as Db;

describe("publicOnlyLookup", () => {
  const lookupWith = (addresses: Array<{ address: string; family: number }>, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      publicOnlyLookup(async () => addresses)("cars.example", { all }, (error, address) => resolve({ error, address })),
    );

  it("answers public addresses, one or all (a public IPv4 address is not taken for a mapped IPv6 one)", async () => {
    expect(await lookupWith([{ address: "93.184.216.34", family: 4 }], false)).toEqual({ error: null, address: "93.184.216.34" });
    expect((await lookupWith([{ address: "2606:2800:220:1::1", family: 6 }], true)).address).toEqual([
      { address: "2606:2800:220:1::1", family: 6 },
    ]);
  });

  it.each(["127.0.0.1", "10.1.2.3", "169.254.169.254", "192.168.0.10", "::1", "::ffff:127.0.0.1", "fd00::1"])(
    "refuses %s",
    async (address) => {
      const { error } = await lookupWith(
        [
          { address: "93.184.216.34", family: 4 },
          { address, family: address.includes(":") ? 6 : 4 },
        ],
        true,
      );
      expect(error?.message).toBe("The host cars.example is a private address");
    },
  );
});

describe("createFeedImageStore", () => {
  it("never connects to a name that resolves public for the check and private for the connection (DNS rebinding)", async () => {
    let calls = 0;
    // The first answer (the check) is public; every later one (the connection) is this machine.
    const rebinding: ResolveHost = async () => [{ address: calls++ === 0 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    const store = createFeedImageStore({ db: noDb, mediaDir: dir, site: { id: 1, slug: "rebind" }, resolveHost: rebinding });
    const before = hits;
    const result = await store.resolve([`http://rebind.example:${port}/car.jpg`]);
    expect(result.failures).toEqual([
      { ref: `http://rebind.example:${port}/car.jpg`, reason: "The host rebind.example is a private address" },
    ]);
    expect(calls).toBe(2);
    expect(hits).toBe(before);
  });

  it("stores a feed's photo without its EXIF or GPS position, turned upright", async () => {
    const feedDir = path.join(dir, "feed");
    await writeFile(path.join(dir, "gps.jpg"), await testJpegWithGps(800, 600));
    const store = createFeedImageStore({ db: noDb, mediaDir: feedDir, site: { id: 1, slug: "gps" }, localRoot: dir });
    const result = await store.resolve(["gps.jpg"]);
    expect(result.failures).toEqual([]);
    const url = result.urls.get("gps.jpg")!;
    expect(url).toMatch(/^\/media\/feeds\/gps\/[0-9a-f]{32}\.jpg$/);
    const stored = await readFile(path.join(feedDir, url.slice("/media/".length)));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([600, 800]);
    // The same file again is known by its hash, without being stored twice.
    const again = await createFeedImageStore({ db: noDb, mediaDir: feedDir, site: { id: 1, slug: "gps" }, localRoot: dir }).known([
      "gps.jpg",
    ]);
    expect(again.get("gps.jpg")).toBe(url);
    expect(await readdir(path.join(feedDir, "feeds", "gps"))).toHaveLength(1);
  });
});
