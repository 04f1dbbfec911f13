/**
 * A feed's pictures into the platform's media, for the image endpoint (ADR 004) to serve:
 * - `/media/…` paths of this platform (the demo media, earlier uploads) are used as they are when the file exists;
 * - web addresses are fetched once through a bounded queue (a few at a time, each with a timeout and a size limit),
 *   checked to be a JPEG, PNG or WebP by their content (never SVG from outside), sanitised like a console upload
 *   (server/console/media-sanitise.ts: decoded with a pixel limit, turned upright, EXIF and GPS not kept), stored
 *   under `media/feeds/{site}/{hash of the fetched bytes}.{ext}` (a changed photo gets a new name, so no cache serves
 *   the old one) and remembered in feed_images, so a second run of the same feed fetches nothing;
 * - a web address's host must be public: its addresses are checked before the fetch, and the connection itself
 *   resolves the name again through a lookup that refuses private addresses, so a name that answers a public address
 *   to the check and a private one to the connection (DNS rebinding) is never connected to;
 * - file paths are read only where the caller allows a folder (the command line: the feed file's own folder).
 * Works offline: the embedded default needs no network for media paths and files. A picture that cannot be had is
 * reported with its reason and left out; the car still imports.
 */
import { createHash } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { isIP } from "node:net";
import { isPrivateAddress } from "~/domain/net/private-address";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { Agent, fetch as undiciFetch } from "undici";
import { sanitisePhoto } from "~/server/console/media-sanitise";
import type { Db } from "~/server/db/client";
import { feedImages } from "~/server/db/schema";
import { resolveMediaPath } from "~/server/images/media-path";

/** The largest picture accepted (a DMS photo is 0.2–3 MB). */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;
const CONCURRENCY = 4;
/** At most this many pictures are fetched in one run; the next run fetches the rest. */
export const MAX_FETCHES_PER_RUN = 20_000;

/** The extensions a stored feed picture may have (as the sanitiser writes them). */
const EXTENSIONS = ["jpg", "png", "webp"];

export type ImageFailure = { ref: string; reason: string };

export type FeedImageStore = {
  /** What each reference is without fetching: media paths that exist, addresses fetched before. */
  known(refs: Iterable<string>): Promise<Map<string, string>>;
  /** Every reference resolved, fetching what is new; `onProgress` after each fetch. */
  resolve(
    refs: Iterable<string>,
    onProgress?: (done: number, total: number) => void,
  ): Promise<{ urls: Map<string, string>; failures: ImageFailure[]; fetched: number }>;
};

export type FeedImageOptions = {
  db: Db;
  mediaDir: string;
  site: { id: number; slug: string };
  /** The folder file paths are read from (the command line's feed folder); null: file paths are refused. */
  localRoot?: string | null;
  /** Fetch from private and loopback addresses too (tests, a DMS on the dealer's own network via the CLI). */
  allowPrivateHosts?: boolean;
  /** How a host name is resolved (tests); the system resolver by default. */
  resolveHost?: ResolveHost;
  concurrency?: number;
  maxFetches?: number;
};

class ImageError extends Error {}

/** Every address a host name has. */
export type ResolveHost = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolve: ResolveHost = (host) => dnsLookup(host, { all: true });

// The one list of private ranges (domain/net/private-address.ts), re-exported for the feed code that imports it here.
export { isPrivateAddress };

/** Raised inside a connection's lookup: the name resolved to a private address at connect time. */
export class PrivateHostError extends Error {
  constructor(readonly host: string) {
    super(`The host ${host} is a private address`);
    this.name = "PrivateHostError";
  }
}

type LookupCallback = (error: Error | null, address: string | Array<{ address: string; family: number }>, family?: number) => void;

/**
 * A `lookup` for net.connect that answers only public addresses: the connection goes to the address checked here,
 * never to one a second resolution would give (the name is not resolved again after this).
 */
export function publicOnlyLookup(resolve: ResolveHost = systemResolve) {
  return (hostname: string, options: { all?: boolean } | number, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0)
          return callback(Object.assign(new Error(`The host ${hostname} is not found`), { code: "ENOTFOUND" }), "");
        if (addresses.some((a) => isPrivateAddress(a.address, a.family))) return callback(new PrivateHostError(hostname), "");
        if (typeof options === "object" && options.all) return callback(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (error: Error) => callback(error, ""),
    );
  };
}

/** An undici agent whose connections resolve names through `publicOnlyLookup` (IP literals are checked before). */
export function publicOnlyAgent(resolve: ResolveHost = systemResolve): Agent {
  return new Agent({ connect: { lookup: publicOnlyLookup(resolve) as never } });
}

let sharedAgent: Agent | undefined;

/** Runs `work` over the items with at most `concurrency` at a time, pulling the next item as one finishes. */
async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

const NOT_A_PICTURE = "Not a picture (its content could not be read as one)";

function isWebAddress(ref: string): boolean {
  return /^https?:\/\//i.test(ref);
}

function mediaSegments(ref: string): string[] | null {
  if (!ref.startsWith("/media/")) return null;
  const [pathname] = ref.split(/[?#]/);
  try {
    return pathname.slice("/media/".length).split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
}

export function createFeedImageStore(options: FeedImageOptions): FeedImageStore {
  const { db, mediaDir, site } = options;
  const resolveHost = options.resolveHost ?? systemResolve;
  const agent = options.allowPrivateHosts
    ? undefined
    : options.resolveHost
      ? publicOnlyAgent(options.resolveHost)
      : (sharedAgent ??= publicOnlyAgent());
  const folder = path.join(mediaDir, "feeds", site.slug);

  async function mediaUrl(ref: string): Promise<string | ImageFailure> {
    const resolved = resolveMediaPath(mediaDir, mediaSegments(ref));
    if (!resolved.ok) return { ref, reason: resolved.error };
    const found = await stat(resolved.absPath).catch(() => null);
    if (!found?.isFile()) return { ref, reason: "No such picture in this platform's media" };
    return `/media/${resolved.relPath}`;
  }

  /**
   * Stores a fetched picture sanitised (no EXIF or GPS kept), named by the fetched bytes' hash so the same photo is
   * recognised again without decoding it; answers the /media URL.
   */
  async function store(bytes: Buffer): Promise<string> {
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    const existing = await storedByHash(hash);
    if (existing) return existing;
    const clean = await sanitisePhoto("The picture", bytes);
    if (!clean.ok) throw new ImageError(/could not be read|not a file type/.test(clean.message) ? NOT_A_PICTURE : clean.message);
    const name = `${hash}.${clean.extension}`;
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, name);
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, clean.bytes);
    await rename(temp, file);
    return `/media/feeds/${site.slug}/${name}`;
  }

  async function storedByHash(hash: string): Promise<string | null> {
    for (const ext of EXTENSIONS) {
      if (await stat(path.join(folder, `${hash}.${ext}`)).catch(() => null)) return `/media/feeds/${site.slug}/${hash}.${ext}`;
    }
    return null;
  }

  async function checkHost(url: URL): Promise<void> {
    if (options.allowPrivateHosts) return;
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveHost(host).catch(() => []);
    if (addresses.length === 0) throw new ImageError(`The host ${host} is not found`);
    for (const { address, family } of addresses) {
      if (isPrivateAddress(address, family)) throw new ImageError(`The host ${host} is a private address`);
    }
  }

  async function download(ref: string): Promise<Buffer> {
    const url = new URL(ref);
    await checkHost(url);
    let response: Awaited<ReturnType<typeof undiciFetch>>;
    try {
      // Redirects are refused: a redirect's host would not have been checked.
      response = await undiciFetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "error", dispatcher: agent });
    } catch (error) {
      const name = (error as Error).name;
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof PrivateHostError) throw new ImageError(cause.message);
      throw new ImageError(name === "TimeoutError" ? `No answer within ${FETCH_TIMEOUT_MS / 1000} s` : "Could not be fetched");
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageError(`The server answered ${response.status}`);
    }
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > IMAGE_MAX_BYTES) {
      await response.body?.cancel();
      throw new ImageError(`Larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    if (!reader) throw new ImageError("Empty answer");
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > IMAGE_MAX_BYTES) {
        await reader.cancel();
        throw new ImageError(`Larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  }

  async function readLocal(ref: string): Promise<Buffer> {
    const root = options.localRoot;
    if (!root) throw new ImageError("A file path is read only from the command line: give a web address");
    const file = path.resolve(root, ref.startsWith("file://") ? new URL(ref).pathname : ref);
    const relative = path.relative(path.resolve(root), file);
    if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) throw new ImageError("Outside the feed's folder");
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw new ImageError("No such file beside the feed");
    if (found.size > IMAGE_MAX_BYTES) throw new ImageError(`Larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
    return readFile(file);
  }

  async function knownAddresses(refs: string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (let i = 0; i < refs.length; i += 1000) {
      const rows = await db
        .select({ source: feedImages.source, url: feedImages.url })
        .from(feedImages)
        .where(and(eq(feedImages.websiteId, site.id), inArray(feedImages.source, refs.slice(i, i + 1000))));
      for (const row of rows) found.set(row.source, row.url);
    }
    return found;
  }

  async function known(refs: Iterable<string>): Promise<Map<string, string>> {
    const unique = [...new Set(refs)];
    const urls = await knownAddresses(unique.filter(isWebAddress));
    await pool(
      unique.filter((r) => !isWebAddress(r)),
      CONCURRENCY * 4,
      async (ref) => {
        const url = ref.startsWith("/media/") ? await mediaUrl(ref) : await storedLocal(ref);
        if (typeof url === "string") urls.set(ref, url);
      },
    );
    return urls;
  }

  /** A file beside the feed stored before (same content, so the same name); null if not yet, or not readable. */
  async function storedLocal(ref: string): Promise<string | null> {
    const bytes = await readLocal(ref).catch(() => null);
    if (!bytes) return null;
    return storedByHash(createHash("sha256").update(bytes).digest("hex").slice(0, 32));
  }

  return {
    known,
    async resolve(refs, onProgress) {
      const unique = [...new Set(refs)];
      const urls = await known(unique);
      const failures: ImageFailure[] = [];
      for (const ref of unique) {
        if (urls.has(ref) || !ref.startsWith("/media/")) continue;
        const url = await mediaUrl(ref);
        if (typeof url !== "string") failures.push(url);
      }
      const pending = unique.filter((ref) => !urls.has(ref) && !ref.startsWith("/media/"));
      const limit = options.maxFetches ?? MAX_FETCHES_PER_RUN;
      const now = pending.slice(0, limit);
      for (const ref of pending.slice(limit))
        failures.push({ ref, reason: `Not fetched: over ${limit} new pictures in one run (the next run fetches it)` });
      let done = 0;
      let fetched = 0;
      await pool(now, options.concurrency ?? CONCURRENCY, async (ref) => {
        try {
          const web = isWebAddress(ref);
          const url = await store(web ? await download(ref) : await readLocal(ref));
          if (web) await db.insert(feedImages).values({ websiteId: site.id, source: ref, url }).onConflictDoNothing();
          urls.set(ref, url);
          fetched += 1;
        } catch (error) {
          if (!(error instanceof ImageError)) throw error;
          failures.push({ ref, reason: error.message });
        } finally {
          done += 1;
          onProgress?.(done, now.length);
        }
      });
      // In the feed's order, however the fetches finished.
      const order = new Map(unique.map((ref, i) => [ref, i]));
      failures.sort((a, b) => (order.get(a.ref) ?? 0) - (order.get(b.ref) ?? 0));
      return { urls, failures, fetched };
    },
  };
}
